import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CaseAssignBody,
  CaseBulkBody,
  CaseBulkReply,
  CaseFlagBody,
  CaseIdParams,
  CaseReply,
  CaseStatusBody,
  errorReplies,
} from 'shared-contract/schemas';
import { badRequest, forbidden } from '../../../lib/apiError';
import { isFirmOnCase } from '../caseAccessRules';
import { caseReplies } from './caseReplies';

const bearer = [{ bearerAuth: [] }];
const caseReply = { 200: CaseReply, ...errorReplies(400, 401, 403, 404) };

/**
 * The three admin actions of the Actions modal (flag, status, assignee), one at a time or in
 * bulk; the assigned lawyer also sets the status.
 */
const caseAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const replies = caseReplies(app);
  const adminOnly = [app.authenticate, app.requireRole('admin')];

  app.patch(
    '/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'setCaseFlag',
        tags: ['cases'],
        summary: 'Set the done/archived flag (admin)',
        security: bearer,
        params: CaseIdParams,
        body: CaseFlagBody,
        response: caseReply,
      },
    },
    async (request) => {
      const { markAsDoneArchived } = request.body;
      const row = await app.caseService.setAdminFields(
        request.params.id,
        { doneFlag: markAsDoneArchived },
        request.auth!,
      );
      return {
        status: 'success' as const,
        message: 'case is marked as Done',
        data: replies.one(row, request.auth!),
      };
    },
  );

  app.patch(
    '/status/:id',
    {
      onRequest: [app.authenticate, app.requireRole('admin', 'adminStaff')],
      schema: {
        operationId: 'setCaseStatus',
        tags: ['cases'],
        summary: 'Set the status: Received, Pending or Completed (admin, or the assigned lawyer)',
        security: bearer,
        params: CaseIdParams,
        body: CaseStatusBody,
        response: caseReply,
      },
    },
    async (request) => {
      const { status } = request.body;
      const row = await app.caseService.setAdminFields(
        request.params.id,
        { status },
        request.auth!,
        (before) => {
          if (!isFirmOnCase(request.auth!, before)) throw forbidden('case.statusRefused');
        },
      );
      return {
        status: 'success' as const,
        message: 'case status is changed',
        data: replies.one(row, request.auth!),
      };
    },
  );

  app.patch(
    '/assigning/:id',
    {
      onRequest: adminOnly,
      schema: {
        operationId: 'assignCase',
        tags: ['cases'],
        summary: 'Assign a lawyer by e-mail (admin); the e-mail must belong to an adminStaff user',
        security: bearer,
        params: CaseIdParams,
        body: CaseAssignBody,
        response: caseReply,
      },
    },
    async (request) => {
      const lawyer = await app.accounts.findLawyer(request.body.assignedTo);
      if (!lawyer) throw badRequest('case.lawyerRequired', { field: 'assignedTo' });
      const row = await app.caseService.setAdminFields(
        request.params.id,
        {
          assignedTo: lawyer.email,
        },
        request.auth!,
      );
      return {
        status: 'success' as const,
        message: 'case is assigne successfully',
        data: replies.one(row, request.auth!),
      };
    },
  );

  app.post(
    '/bulk',
    {
      onRequest: [app.authenticate, app.requireRole('admin', 'adminStaff')],
      schema: {
        operationId: 'bulkUpdateCases',
        tags: ['cases'],
        summary:
          'One change for up to 100 cases, all or nothing: flag, status, lawyer (admin); the status of their own cases (lawyer)',
        security: bearer,
        body: CaseBulkBody,
        response: { 200: CaseBulkReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { ids, markAsDoneArchived, status, assignedTo } = request.body;
      const auth = request.auth!;
      if (!markAsDoneArchived && !status && !assignedTo) throw badRequest('caseBulk.noChange');
      const lawyer = auth.role !== 'admin';
      if (lawyer && (markAsDoneArchived || assignedTo)) throw forbidden('case.adminOnly');
      const assignee = assignedTo ? await app.accounts.findLawyer(assignedTo) : undefined;
      if (assignedTo && !assignee) throw badRequest('case.lawyerRequired', { field: 'assignedTo' });
      const rows = await app.caseService.setAdminFieldsMany(
        ids,
        {
          ...(markAsDoneArchived ? { doneFlag: markAsDoneArchived } : {}),
          ...(status ? { status } : {}),
          ...(assignee ? { assignedTo: assignee.email } : {}),
        },
        auth,
        (row) => !lawyer || row.assignedTo === auth.email,
        'caseBulk.notAssigned',
      );
      return {
        status: 'success' as const,
        message: `${rows.length} ${rows.length === 1 ? 'case' : 'cases'} updated`,
        data: rows.map((row) => replies.one(row, auth)),
      };
    },
  );
};

export default caseAdminRoutes;

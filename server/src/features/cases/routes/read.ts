import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CaseAssigneeParams,
  CaseIdParams,
  CaseListQuery,
  CaseListReply,
  CaseOwnerParams,
  CaseReply,
  CaseStatsReply,
  CaseScopeQuery,
  errorReplies,
} from 'shared-contract/schemas';
import { forbidden, notFound } from '../../../lib/apiError';
import { normalizeEmail } from '../../accounts/accounts';
import { canViewCase } from '../caseAccessRules';
import { caseReplies } from './caseReplies';

const bearer = [{ bearerAuth: [] }];

/** The case lists (admin, a lawyer's, a client's), one case, and the admin's counts. */
const caseReadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const replies = caseReplies(app);

  app.get(
    '/',
    {
      onRequest: [app.authenticate, app.requireRole('admin')],
      schema: {
        operationId: 'listCases',
        tags: ['cases'],
        summary:
          'All cases, newest first (admin); ?flag=Done for the archived view; ?page=&limit= to page; ?reference= for one case',
        security: bearer,
        querystring: CaseListQuery,
        response: { 200: CaseListReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) =>
      replies.list({ kind: 'all', flag: request.query.flag }, request.query, request.auth!),
  );

  app.get(
    '/stats',
    {
      onRequest: [app.authenticate, app.requireRole('admin')],
      schema: {
        operationId: 'getCaseStats',
        tags: ['cases'],
        summary: 'Case counts by status, compared case-insensitively (admin)',
        security: bearer,
        response: { 200: CaseStatsReply, ...errorReplies(401, 403) },
      },
    },
    async () => ({
      status: 'success' as const,
      message: 'Case statistics retrieved successfully',
      data: await app.caseService.stats(),
    }),
  );

  app.get(
    '/assignedTo/:email',
    {
      onRequest: [app.authenticate, app.requireRole('adminStaff', 'admin')],
      schema: {
        operationId: 'listAssignedCases',
        tags: ['cases'],
        summary: 'Cases assigned to a lawyer (that lawyer, or an admin), newest first',
        security: bearer,
        params: CaseAssigneeParams,
        querystring: CaseScopeQuery,
        response: { 200: CaseListReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.params.email);
      if (request.auth!.role !== 'admin' && email !== request.auth!.email)
        throw forbidden('case.viewAssigned');
      return replies.list({ kind: 'assignee', email }, request.query, request.auth!);
    },
  );

  app.get(
    '/singleCase/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'getCase',
        tags: ['cases'],
        summary: 'One case (its owner, its assigned lawyer, or an admin)',
        security: bearer,
        params: CaseIdParams,
        response: { 200: CaseReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await app.caseService.find(request.params.id);
      if (!row) throw notFound('case.notFound');
      if (!canViewCase(request.auth!, row)) throw forbidden('case.viewRefused');
      return {
        status: 'success' as const,
        message: 'Case retrieved successfully',
        data: replies.one(row, request.auth!),
      };
    },
  );

  // The path parameter shares its name with the case routes on the same path (PUT, PATCH,
  // DELETE /:id), so the API document has one path with one parameter; here it is the owner's id.
  app.get(
    '/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'listOwnerCases',
        tags: ['cases'],
        summary: "A user's own cases (that user, or an admin), newest first",
        security: bearer,
        params: CaseOwnerParams,
        querystring: CaseScopeQuery,
        response: { 200: CaseListReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const { id: userId } = request.params;
      if (request.auth!.role !== 'admin' && request.auth!.userId !== userId)
        throw forbidden('case.viewOwn');
      return replies.list({ kind: 'owner', userId }, request.query, request.auth!);
    },
  );
};

export default caseReadRoutes;

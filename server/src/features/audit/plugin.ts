import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditQuery, AuditReply, errorReplies } from 'shared-contract/schemas';
import { badRequest } from '../../lib/apiError';
import { normalizeEmail } from '../accounts/accounts';

const bearer = [{ bearerAuth: [] }];
const AUDIT_PAGE_SIZE = 10;

function dateOf(value: string | undefined, name: string): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime()))
    throw badRequest('request.notDateTime', { values: { field: name }, field: name });
  return date;
}

/** /api/audit: every case's timeline events, newest first, for the admin. */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      onRequest: [app.authenticate, app.requireRole('admin')],
      schema: {
        operationId: 'listAuditEvents',
        tags: ['audit'],
        summary:
          'Case events across cases, newest first (admin): ?actor=<e-mail>&action=&from=&to=&caseId=&page=&limit=',
        security: bearer,
        querystring: AuditQuery,
        response: { 200: AuditReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const { actor, action, from, to, caseId } = request.query;
      const paging = {
        page: request.query.page ?? 1,
        limit: request.query.limit ?? AUDIT_PAGE_SIZE,
      };
      const { events, total } = await app.caseEvents.audit(
        {
          actor: actor === undefined ? undefined : normalizeEmail(actor),
          action,
          from: dateOf(from, 'from'),
          to: dateOf(to, 'to'),
          caseId,
        },
        paging,
      );
      return {
        status: 'success' as const,
        message: 'Audit events retrieved successfully',
        data: events,
        total,
        ...paging,
      };
    },
  );
};

export default auditRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_PAGE_SIZE } from 'shared-contract';
import { CaseSearchQuery, CaseSearchReply, errorReplies } from 'shared-contract/schemas';
import { caseSearch } from '../../repositories/caseSearch';
import { caseReplies } from './caseReplies';

const bearer = [{ bearerAuth: [] }];

/** The searched case lists: an admin's over every case, a lawyer's over the cases assigned to them. */
const caseSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const replies = caseReplies(app);
  const search = caseSearch(app.database.db);

  app.get(
    '/search',
    {
      onRequest: [app.authenticate, app.requireRole('admin', 'adminStaff')],
      schema: {
        tags: ['cases'],
        summary:
          'Search, filter and sort cases, one page (admin: every case; lawyer: the cases assigned to them). Newest first, 10 a page by default',
        security: bearer,
        querystring: CaseSearchQuery,
        response: { 200: CaseSearchReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const { page = 1, limit = ADMIN_PAGE_SIZE, ...view } = request.query;
      const auth = request.auth!;
      const assignee = auth.role === 'admin' ? undefined : auth.email;
      const { rows, total } = await search.page({ ...view, assignee }, page, limit);
      return {
        status: 'success' as const,
        message: 'Cases retrieved successfully',
        data: rows.map(({ row, ownerName, lawyerName }) => ({
          ...replies.one(row),
          ownerName,
          lawyerName,
        })),
        total,
        page,
        limit,
      };
    },
  );
};

export default caseSearchRoutes;

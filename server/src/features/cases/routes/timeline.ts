import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CaseIdParams, TimelineQuery, TimelineReply, errorReplies } from 'shared-contract/schemas';
import { isFirmOnCase } from '../caseAccessRules';
import { viewableCase } from './caseAccess';

const bearer = [{ bearerAuth: [] }];
const TIMELINE_PAGE_SIZE = 100;

/** A case's timeline: the client sees all but the firm's private events; the firm sees all. */
const caseTimelineRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/timeline',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'getCaseTimeline',
        tags: ['cases'],
        summary:
          'What happened to a case, oldest first, and its lawyer (owner, assigned lawyer, admin; private events for the firm only)',
        security: bearer,
        params: CaseIdParams,
        querystring: TimelineQuery,
        response: { 200: TimelineReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const row = await viewableCase(app, request.params.id, auth);
      const paging = {
        page: request.query.page ?? 1,
        limit: request.query.limit ?? TIMELINE_PAGE_SIZE,
      };
      const [{ events, total }, lawyer] = await Promise.all([
        app.caseEvents.forCase(row.id, isFirmOnCase(auth, row), paging),
        row.assignedTo ? app.caseEvents.person(row.assignedTo) : null,
      ]);
      return {
        status: 'success' as const,
        message: 'Timeline retrieved successfully',
        data: { caseId: row.id, reference: row.reference, lawyer, events, total, ...paging },
      };
    },
  );
};

export default caseTimelineRoutes;

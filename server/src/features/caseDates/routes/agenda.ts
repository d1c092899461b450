import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UpcomingDatesReply, WeekQuery, WeekReply, errorReplies } from 'shared-contract/schemas';

const bearer = [{ bearerAuth: [] }];

/** Dates across cases: a lawyer's (or the admin's) week, and anyone's next dates. */
const agendaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dates/week',
    {
      onRequest: [app.authenticate, app.requireRole('adminStaff', 'admin')],
      schema: {
        operationId: 'getDatesWeek',
        tags: ['dates'],
        summary:
          "The Kigali Monday-to-Sunday week holding `start` (default this week): the dates of a lawyer's assigned cases, every case's for an admin; soonest first, cancelled ones kept, at most 500",
        security: bearer,
        querystring: WeekQuery,
        response: { 200: WeekReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Week retrieved successfully',
      data: await app.caseDates.week(request.auth!, request.query.start, app.clock.now()),
    }),
  );

  app.get(
    '/dates/upcoming',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'listUpcomingDates',
        tags: ['dates'],
        summary:
          "The scheduled dates from now on of the caller's cases (a client's own, a lawyer's assigned, an admin's all), soonest first, at most 100",
        security: bearer,
        response: { 200: UpcomingDatesReply, ...errorReplies(401) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Upcoming dates retrieved successfully',
      data: await app.caseDates.upcoming(request.auth!, app.clock.now()),
    }),
  );
};

export default agendaRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OutboxReply, errorReplies, successReply } from 'shared-contract/schemas';
import { Type } from 'typebox';

/**
 * DEV_OUTBOX=1 only (never in production): the newest mail jobs, newest first, as a bare array,
 * with their delivery state. The e2e tests read `links` to follow verification and reset links.
 */
const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        operationId: 'listDevOutbox',
        security: [],
        tags: ['system'],
        summary: 'Development outbox: the newest 500 mails and their delivery state, newest first',
        response: { 200: OutboxReply },
      },
    },
    async () => app.mailer.listOutbox(),
  );

  // Moves this process's clock forward, so a test proves a reminder without waiting for it.
  app.post(
    '/clock',
    {
      schema: {
        operationId: 'advanceDevClock',
        security: [],
        tags: ['system'],
        summary: "Development clock: moves this process's time forward by advanceMs",
        body: Type.Object(
          { advanceMs: Type.Integer({ minimum: 0, maximum: 366 * 24 * 3600_000 }) },
          { additionalProperties: false },
        ),
        response: {
          200: successReply(Type.Object({ now: Type.String({ format: 'date-time' }) })),
          ...errorReplies(400),
        },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'clock moved',
      data: { now: app.clock.advance(request.body.advanceMs).toISOString() },
    }),
  );
};

export default devRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
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
        tags: ['system'],
        summary: 'Development outbox: the newest 500 mails and their delivery state, newest first',
        response: {
          200: Type.Array(
            Type.Object({
              to: Type.String(),
              subject: Type.String(),
              text: Type.String(),
              html: Type.String(),
              links: Type.Array(Type.String()),
              createdAt: Type.String({ format: 'date-time' }),
              state: Type.Union([
                Type.Literal('queued'),
                Type.Literal('sending'),
                Type.Literal('sent'),
                Type.Literal('failed'),
              ]),
              attempts: Type.Integer(),
              lastError: Type.Union([Type.String(), Type.Null()]),
              sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
            }),
          ),
        },
      },
    },
    async () => app.mailer.listOutbox(),
  );
};

export default devRoutes;

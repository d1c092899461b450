import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';

/**
 * Outbox mode only (no SMTP_URL, not production): the mails the server would have sent, newest
 * first, as a bare array. The e2e tests read `links` to follow verification and reset links.
 */
const devRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['system'],
        summary: 'Development outbox: every mail written, newest first',
        response: {
          200: Type.Array(
            Type.Object({
              to: Type.String(),
              subject: Type.String(),
              text: Type.String(),
              html: Type.String(),
              links: Type.Array(Type.String()),
              createdAt: Type.String({ format: 'date-time' }),
            }),
          ),
        },
      },
    },
    async () => app.mailer.listOutbox(),
  );
};

export default devRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OutboxReply } from 'shared-contract/schemas';

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
};

export default devRoutes;

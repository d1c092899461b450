import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthReply } from 'shared-contract/schemas';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: HealthReply },
      },
    },
    async () => {
      await app.database.ping();
      return {
        status: 'success' as const,
        message: 'ok',
        data: { database: app.database.driver, mail: app.mailer.mode },
      };
    },
  );
};

export default healthRoutes;

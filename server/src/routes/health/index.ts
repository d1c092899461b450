import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { successReply } from 'shared-contract/schemas';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: successReply(Type.Object({ database: Type.String(), mail: Type.String() })),
        },
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

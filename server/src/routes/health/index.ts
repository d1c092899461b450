import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthReply, MessageReply, errorReplies } from 'shared-contract/schemas';
import { ApiError } from '../../lib/apiError';
import { errorEnvelope } from '../../plugins/i18n';

/** A database that does not answer the readiness ping within this long counts as unreachable. */
const READY_PING_MS = 2_000;

/**
 * What a load balancer or an orchestrator asks: /live (the process answers: restart it if not),
 * /ready (send it traffic: the database answers and it is not draining), and /health (the
 * database check with the drivers in use, for people).
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });

  app.get(
    '/live',
    {
      schema: {
        operationId: 'getLive',
        security: [],
        tags: ['system'],
        summary: 'Liveness: the process answers (the database is not asked)',
        response: { 200: MessageReply },
      },
    },
    async () => ({ status: 'success' as const, message: 'live' }),
  );

  app.get(
    '/ready',
    {
      schema: {
        operationId: 'getReady',
        security: [],
        tags: ['system'],
        summary: 'Readiness: 503 while draining or when the database does not answer',
        response: { 200: MessageReply, ...errorReplies(503) },
      },
    },
    async (request, reply) => {
      const refuse = (code: 'unavailable.shuttingDown' | 'unavailable.database') =>
        reply
          .code(503)
          .header('retry-after', '1')
          .send(errorEnvelope(request, new ApiError(503, code)));
      if (draining) return refuse('unavailable.shuttingDown');
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('ping timed out')), READY_PING_MS);
      });
      try {
        await Promise.race([app.database.ping(), late]);
      } catch (error) {
        request.log.warn({ err: error }, 'readiness: database unreachable');
        return refuse('unavailable.database');
      } finally {
        clearTimeout(timer);
      }
      return { status: 'success' as const, message: 'ready' };
    },
  );

  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        security: [],
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

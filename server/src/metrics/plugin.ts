import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/apiError';
import { errorEnvelope } from '../plugins/i18n';
import type { AppMetrics, CacheCounts } from './metrics';

/** The route label of a request no route matched: one series, whatever URL was asked for. */
export const UNMATCHED_ROUTE = 'unmatched';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
    /** http://host:port of the METRICS_PORT listener once it listens (null without one). */
    metricsUrl(): string | null;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `Authorization: Bearer <token>` compared in constant time (hashes of equal length). */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return !!match && timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * Times every request by its route pattern, and serves the metrics to the operator only: on
 * METRICS_PORT (a listener of its own that the load balancer never exposes) and, with
 * METRICS_TOKEN, at GET /api/metrics for a bearer of that token. Without either, no one gets them.
 */
export default fp(
  async function metricsPlugin(
    app: FastifyInstance,
    options: { metrics: AppMetrics; caches: Record<string, CacheCounts> },
  ) {
    const { metrics } = options;
    const { config } = app;
    let accepting = true;
    let listener: http.Server | null = null;
    app.decorate('metrics', metrics);
    app.decorate('metricsUrl', () => {
      const address = listener?.address() as AddressInfo | null | undefined;
      return address ? `http://${config.host}:${address.port}` : null;
    });
    if (!metrics.enabled) return;

    metrics.watch({
      database: app.database,
      dataDir: config.dataDir,
      caches: options.caches,
      accepting: () => accepting,
    });
    app.addHook('onResponse', async (request, reply) => {
      metrics.request(
        request.routeOptions.url ?? UNMATCHED_ROUTE,
        request.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });

    const exposition = async () => ({
      type: metrics.registry.contentType,
      body: await metrics.registry.metrics(),
    });

    if (config.metricsToken) {
      const token = config.metricsToken;
      app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
        if (!bearerMatches(request, token)) {
          return reply.code(403).send(errorEnvelope(request, forbidden('auth.noPermission')));
        }
        const { type, body } = await exposition();
        return reply.header('content-type', type).header('cache-control', 'no-store').send(body);
      });
    }

    if (config.metricsPort !== null) {
      const port = config.metricsPort;
      listener = http.createServer((request, response) => {
        const path = (request.url ?? '').split('?')[0];
        if (request.method !== 'GET' || (path !== '/metrics' && path !== '/api/metrics')) {
          response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
          return;
        }
        exposition().then(
          ({ type, body }) => response.writeHead(200, { 'content-type': type }).end(body),
          (error: unknown) => {
            app.log.error({ err: error }, 'metrics: scrape failed');
            response.writeHead(500, { 'content-type': 'text/plain' }).end('scrape failed\n');
          },
        );
      });
      const server = listener;
      app.addHook('onReady', async () => {
        await new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(port, config.host, () => {
            server.off('error', reject);
            resolve();
          });
        });
      });
      // Closed as the drain starts: the scraper sees this instance go, as the load balancer does.
      app.addHook('preClose', async () => {
        accepting = false;
        if (!server.listening) return;
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      });
    } else {
      app.addHook('preClose', async () => {
        accepting = false;
      });
    }
  },
  { name: 'metrics' },
);

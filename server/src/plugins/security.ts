import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyAttemptsFor } from '../lib/rateLimits';
import { databaseStore } from '../lib/rateLimitStore';

/** Security headers, the CORS allowlist of the shell and remote origins, and the rate limiter. */
export default fp(
  async function securityPlugin(app: FastifyInstance) {
    await app.register(helmet, {
      // The API answers JSON and attachments, never pages: nothing may load or frame it.
      // (The docs UI under /api/docs sets its own policy.)
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'none'"],
          frameAncestors: ["'none'"],
        },
      },
      // Downloads are opened from the apps' origins as plain links.
      crossOriginResourcePolicy: { policy: 'same-site' },
    });

    const allowed = new Set(app.config.corsOrigins);
    await app.register(cors, {
      origin: (origin, callback) => callback(null, !origin || allowed.has(origin)),
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      exposedHeaders: ['Content-Disposition', 'X-Request-Id'],
      // Login and logout set and clear the session cookie of the download links (lib/sessionCookie).
      credentials: true,
      maxAge: 600,
    });

    // Only routes that opt in (login and password reset) are limited; see features/accounts/routes. Counted
    // in the database, so every API process shares one limit.
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app.database),
      errorResponseBuilder: (request, context) => {
        app.metrics.rateLimitRefused(`${request.method} ${request.routeOptions.url ?? ''}`);
        return tooManyAttemptsFor(Math.ceil(context.ttl / 1000));
      },
    });
  },
  { name: 'security', dependencies: ['errors'] },
);

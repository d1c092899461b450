import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** OpenAPI document built from the route schemas: UI at /api/docs, JSON at /api/docs/json. */
export default fp(
  async function swaggerPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Bridge to Justice API',
          description:
            'Case submission and management for the law firm. Success answers `{ status: "success", message, data }`; failures `{ status: "error", message }`.',
          version: '1.0.0',
        },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        tags: [
          { name: 'users', description: 'Accounts, login, verification, password reset' },
          { name: 'cases', description: 'Legal cases and their files' },
          { name: 'files', description: 'Signed downloads' },
          { name: 'system', description: 'Health and development helpers' },
        ],
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Served over plain http on localhost: upgrading its own requests to https would break it.
      transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?/, ''),
    });
  },
  { name: 'swagger' },
);

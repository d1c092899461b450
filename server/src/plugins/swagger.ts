import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES } from 'shared-contract';

interface LooseSchema {
  properties?: Record<string, { enum?: unknown } | { $ref: string }>;
}
interface LooseDocument {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> } | undefined>>;
  components?: { schemas?: Record<string, unknown> };
}

const CODE_REF = '#/components/schemas/ErrorCode';

/**
 * The failure envelope's codes listed once, as the ErrorCode schema, and named by reference in
 * every refusal: the document stays as small as before the codes, and one list is read.
 */
function listErrorCodesOnce<D>(document: D): D {
  const loose = document as LooseDocument;
  loose.components ??= {};
  loose.components.schemas ??= {};
  loose.components.schemas.ErrorCode = {
    type: 'string',
    enum: [...ERROR_CODES],
    description:
      "What a refusal refused, whatever the language: a page words it by this code (the envelope's message is its words in the request's language).",
  };
  const listed = JSON.stringify(ERROR_CODES);
  for (const operations of Object.values(loose.paths ?? {}))
    for (const operation of Object.values(operations))
      for (const response of Object.values(operation?.responses ?? {})) {
        const content = (response as { content?: Record<string, { schema?: LooseSchema }> })
          .content;
        for (const { schema } of Object.values(content ?? {})) {
          const code = schema?.properties?.code;
          if (code && 'enum' in code && JSON.stringify(code.enum) === listed)
            schema.properties!.code = { $ref: CODE_REF };
        }
      }
  return document;
}

/** OpenAPI document built from the route schemas: UI at /api/docs, JSON at /api/docs/json. */
export default fp(
  async function swaggerPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      transformObject: (documentObject) =>
        'openapiObject' in documentObject
          ? listErrorCodesOnce(documentObject.openapiObject)
          : documentObject.swaggerObject,
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Bridge to Justice API',
          description:
            'Case submission and management for the law firm. Success answers `{ status: "success", message, data }`; failures `{ status: "error", code, message, field? }`: `code` (one of ErrorCode) says what was refused whatever the language, `message` says it in the request\'s language, `field` names the field at fault when one is.',
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

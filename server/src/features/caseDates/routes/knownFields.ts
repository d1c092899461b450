import type { preValidationHookHandler } from 'fastify';
import { badRequest } from '../../../lib/apiError';

/**
 * A preValidation hook that refuses a JSON body with a field the schema does not name (400
 * request.invalidField on that field). The API's validator drops unknown fields silently; a
 * date's form refuses them, so a misspelt `rooom` is a clear error and not a hearing without a
 * room.
 */
export function knownFieldsOnly(schema: {
  properties: Record<string, unknown>;
}): preValidationHookHandler {
  const known = new Set(Object.keys(schema.properties));
  return async (request) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const unknown = Object.keys(body).find((key) => !known.has(key));
    if (unknown !== undefined)
      throw badRequest('request.invalidField', {
        values: { field: unknown.slice(0, 100) },
        field: unknown.slice(0, 100),
      });
  };
}

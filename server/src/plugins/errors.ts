import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode } from 'shared-contract';
import { NO_NUL_PATTERN } from 'shared-contract/schemas';
import { ApiError, badRequest, notFound, type RefusalStatus } from '../lib/apiError';
import { errorEnvelope } from './i18n';

/** Fastify's own 4xx codes, each refused by ours; any other keeps Fastify's words in English. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.bodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupportedType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.lengthMismatch',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.emptyBody',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.invalidJson',
  FST_ERR_CTP_INVALID_TYPE: 'request.unsupportedType',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'request.notMultipart',
  FST_FILES_LIMIT: 'request.oneFile',
  FST_PARTS_LIMIT: 'request.tooManyFields',
  FST_FIELDS_LIMIT: 'request.tooManyFields',
  FST_PROTO_VIOLATION: 'request.badFieldName',
  FST_ERR_BAD_URL: 'request.invalidUrl',
};

/**
 * PostgreSQL errors that a value sent by the client caused (bad text, out of range, too long for a
 * column or an index). The schemas should refuse such values first; this is the last guard.
 */
const DATA_ERRORS: Record<string, ErrorCode> = {
  '22001': 'data.tooLong',
  '22003': 'data.outOfRange',
  '22007': 'data.badDate',
  '22008': 'data.dateOutOfRange',
  '22021': 'data.nul',
  '22P02': 'data.wrongForm',
  '22P05': 'data.badCharacter',
  '54000': 'data.tooLong',
};

/** The SQLSTATE of a database data error anywhere in the cause chain (drizzle wraps the driver's). */
function dataErrorCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 10; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code in DATA_ERRORS) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Where an Ajv refusal points ("body/email", "querystring/page"), as people read a field name. */
const fieldName = (path: string) =>
  path.replace(/^(body|querystring|params|headers)\/?/, '') || path;

/**
 * A refusal of the request's schema (Ajv's), on the field at fault. English keeps Ajv's own words,
 * which say more than the catalogue's; a NUL character and the language field have our own.
 */
function validationRefusal(error: FastifyError): ApiError {
  const validation = error.validation ?? [];
  if (validation.some((entry) => entry.instancePath === '/locale'))
    return badRequest('locale.invalid', { field: 'locale' });
  const nul = validation.find(
    (entry) => entry.keyword === 'pattern' && entry.params.pattern === NO_NUL_PATTERN,
  );
  if (nul) {
    const where = `${error.validationContext ?? ''}${nul.instancePath}`;
    return badRequest('request.nul', {
      values: { field: fieldName(where) },
      field: fieldName(where),
      english: `Invalid request: ${where} must not contain a NUL character.`,
    });
  }
  const first = validation[0];
  const where = `${error.validationContext ?? ''}${first?.instancePath ?? ''}`;
  // A missing or unknown property is the field at fault; otherwise the value Ajv points at.
  const missing =
    first?.keyword === 'required' && typeof first.params.missingProperty === 'string'
      ? first.params.missingProperty
      : first?.keyword === 'additionalProperties' &&
          typeof first.params.additionalProperty === 'string'
        ? first.params.additionalProperty
        : undefined;
  const field = missing ?? (first?.instancePath ? first.instancePath.slice(1) : undefined);
  return badRequest('request.invalidField', {
    values: { field: fieldName(where) },
    ...(field ? { field } : {}),
    english: `Invalid request: ${error.message}`,
  });
}

/**
 * One road for errors: every failure answers `{ status: "error", code, message, field? }`.
 * Client mistakes keep their 4xx; anything unexpected is logged and answered with a plain 500,
 * never a stack trace.
 */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    const refuse = (request: FastifyRequest, reply: FastifyReply, refusal: ApiError) =>
      reply.code(refusal.statusCode).send(errorEnvelope(request, refusal));

    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) return refuse(request, reply, error);
      if ('validation' in error && error.validation)
        return refuse(request, reply, validationRefusal(error));
      const statusCode = 'statusCode' in error ? error.statusCode : undefined;
      if (statusCode && statusCode >= 400 && statusCode < 500) {
        const status = statusCode as RefusalStatus;
        const code = error.code ? FASTIFY_CODES[error.code] : undefined;
        const refusal = code
          ? new ApiError(status, code)
          : statusCode === 429
            ? new ApiError(status, 'tooManyRequests')
            : new ApiError(status, 'request.invalid', { english: error.message });
        return reply.code(statusCode).send(errorEnvelope(request, refusal));
      }
      const dataError = dataErrorCode(error);
      if (dataError) {
        // A schema let through a value the database refuses: a client mistake, and a gap to close.
        request.log.warn({ err: error }, 'database refused a value');
        return refuse(request, reply, badRequest(DATA_ERRORS[dataError]!));
      }
      request.log.error({ err: error }, 'unexpected error');
      return refuse(request, reply, new ApiError(500, 'server'));
    });

    app.setNotFoundHandler((request, reply) =>
      refuse(
        request,
        reply,
        notFound('request.routeNotFound', {
          values: { method: request.method, path: request.url.split('?')[0] ?? '' },
        }),
      ),
    );
  },
  { name: 'errors' },
);

import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/apiError';
import { t } from '../i18n/index';
import { NO_NUL_PATTERN } from 'shared-contract/schemas';

/** Fastify's own 4xx codes, reworded for people; anything else keeps Fastify's message. */
const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size did not match Content-Length.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON.',
  FST_ERR_CTP_INVALID_TYPE: 'Unsupported content type.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Expected a multipart/form-data request.',
  FST_FILES_LIMIT: 'Only one file may be uploaded.',
  FST_PARTS_LIMIT: 'Too many form fields.',
  FST_FIELDS_LIMIT: 'Too many form fields.',
  FST_PROTO_VIOLATION: 'Invalid form field name.',
  FST_ERR_BAD_URL: 'Invalid URL.',
};

/**
 * PostgreSQL errors that a value sent by the client caused (bad text, out of range, too long for a
 * column or an index). The schemas should refuse such values first; this is the last guard.
 */
const DATA_ERRORS: Record<string, string> = {
  '22001': 'A value is too long.',
  '22003': 'A number is out of range.',
  '22007': 'A date or time is not valid.',
  '22008': 'A date or time is out of range.',
  '22021': 'Text must not contain a NUL character or invalid characters.',
  '22P02': 'A value has the wrong form.',
  '22P05': 'Text contains a character that cannot be stored.',
  '54000': 'A value is too long.',
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

/** Ajv's words for a NUL character refused by the shared text pattern, said for people. */
function validationMessage(error: FastifyError): string {
  // The language field is the one refusal worded for people in full.
  if (error.validation?.some((entry) => entry.instancePath === '/locale'))
    return t('en', 'error.locale.invalid');
  const nul = error.validation?.find(
    (entry) => entry.keyword === 'pattern' && entry.params.pattern === NO_NUL_PATTERN,
  );
  if (nul) {
    const where = `${error.validationContext ?? ''}${nul.instancePath}`;
    return `Invalid request: ${where} must not contain a NUL character.`;
  }
  return `Invalid request: ${error.message}`;
}

/**
 * One road for errors: every failure answers `{ status: "error", message }`.
 * Client mistakes keep their 4xx; anything unexpected is logged and answered with a plain 500,
 * never a stack trace.
 */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) {
        return reply.code(error.statusCode).send({ status: 'error', message: error.message });
      }
      if ('validation' in error && error.validation) {
        return reply.code(400).send({ status: 'error', message: validationMessage(error) });
      }
      const statusCode = 'statusCode' in error ? error.statusCode : undefined;
      if (statusCode && statusCode >= 400 && statusCode < 500) {
        const message =
          (error.code && FRIENDLY[error.code]) ||
          (statusCode === 429 ? 'Too many requests. Please try again later.' : error.message);
        return reply.code(statusCode).send({ status: 'error', message });
      }
      const dataError = dataErrorCode(error);
      if (dataError) {
        // A schema let through a value the database refuses: a client mistake, and a gap to close.
        request.log.warn({ err: error }, 'database refused a value');
        return reply.code(400).send({ status: 'error', message: DATA_ERRORS[dataError] });
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply
        .code(500)
        .send({ status: 'error', message: 'Something went wrong on our side. Please try again.' });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send({
        status: 'error',
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      });
    });
  },
  { name: 'errors' },
);

import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/apiError';

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
 * One road for errors (design.md §4): every failure answers `{ status: "error", message }`.
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
        return reply
          .code(400)
          .send({ status: 'error', message: `Invalid request: ${error.message}` });
      }
      const statusCode = 'statusCode' in error ? error.statusCode : undefined;
      if (statusCode && statusCode >= 400 && statusCode < 500) {
        const message =
          (error.code && FRIENDLY[error.code]) ||
          (statusCode === 429 ? 'Too many requests. Please try again later.' : error.message);
        return reply.code(statusCode).send({ status: 'error', message });
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

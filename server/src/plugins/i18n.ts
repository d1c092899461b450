import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from 'shared-contract/schemas';
import type { ApiError } from '../lib/apiError';
import { localeOf, t, type Locale } from '../i18n';

const locales = new WeakMap<FastifyRequest, Locale>();

/** The language the request asks for (Accept-Language; English when none of ours). */
export function requestLocale(request: FastifyRequest): Locale {
  let locale = locales.get(request);
  if (!locale) {
    locale = localeOf(request.headers['accept-language']);
    locales.set(request, locale);
  }
  return locale;
}

function addVary(reply: FastifyReply, field: string) {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!list.some((entry) => entry.toLowerCase() === field.toLowerCase() || entry === '*'))
    reply.header('vary', [...list, field].join(', '));
}

/**
 * A refusal's envelope in the request's language: its code, the code's words (the en catalogue
 * holds the product's English texts letter for letter) and the field at fault, if any.
 */
export function errorEnvelope(request: FastifyRequest, error: ApiError): ErrorBody {
  const locale = requestLocale(request);
  const message =
    locale === 'en' && error.english !== undefined
      ? error.english
      : t(locale, `error.${error.code}`, error.values);
  return {
    status: 'error',
    code: error.code,
    message,
    ...(error.field !== undefined ? { field: error.field } : {}),
  };
}

/**
 * Every JSON envelope (`{ status, message, … }`, success or error) says its language in
 * Content-Language. A refusal is worded where it is answered (errorEnvelope), by its code.
 */
export default fp(
  async function i18nPlugin(app: FastifyInstance) {
    app.addHook('preSerialization', async (request, reply, payload: unknown) => {
      if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
      const envelope = payload as { status?: unknown; message?: unknown };
      if (typeof envelope.status !== 'string' || typeof envelope.message !== 'string')
        return payload;
      reply.header('content-language', requestLocale(request));
      addVary(reply, 'Accept-Language');
      return payload;
    });
  },
  { name: 'i18n' },
);

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fieldOfRuleMessage } from 'shared-contract';
import { translateMessage } from '../lib/apiMessages';
import { localeOf, type Locale } from '../i18n/index';

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
 * Every JSON envelope (`{ status, message, … }`, success or error, from a route, a hook, the rate
 * limiter or the error handler) goes out with its message in the request's language and says so
 * in Content-Language. The envelope's shape never changes: only the text of `message`, and a
 * refusal by a contract rule also carries the rule's form `field` (ErrorReply).
 */
export default fp(
  async function i18nPlugin(app: FastifyInstance) {
    app.addHook('preSerialization', async (request, reply, payload: unknown) => {
      if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
      const envelope = payload as { status?: unknown; message?: unknown };
      if (typeof envelope.status !== 'string' || typeof envelope.message !== 'string')
        return payload;
      const locale = requestLocale(request);
      reply.header('content-language', locale);
      addVary(reply, 'Accept-Language');
      // A contract rule's refusal names its form field: once translated, its text no longer
      // tells a form which field it belongs to.
      const field = envelope.status === 'error' ? fieldOfRuleMessage(envelope.message) : null;
      const named = field ? { ...envelope, field } : envelope;
      if (locale === 'en') return named;
      const message = translateMessage(envelope.message, locale);
      return message === envelope.message ? named : { ...named, message };
    });
  },
  { name: 'i18n' },
);

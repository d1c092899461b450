/**
 * The envelope's `message` in the request's language. Routes, rules (shared with the browser) and
 * Fastify's own hooks keep answering the product's English texts, letter for letter; on the way out
 * an English text the catalogue knows is replaced by its translation. A text the catalogue does
 * not know goes out in English (the fallback), never altered.
 */
import { CATALOGUES, t, type Locale, type MessageKey, type MessageValues } from '../i18n/index';

/** Messages answered as fixed texts: recognized by their English words (the en catalogue's). */
const FIXED_KEYS = [
  'error.auth.required',
  'error.auth.sessionExpired',
  'error.auth.invalidToken',
  'error.auth.sessionEnded',
  'error.auth.forbidden',
  'error.auth.noPermission',
  'error.login.required',
  'error.login.invalidCredentials',
  'error.login.unverified',
  'error.token.invalid',
  'error.email.invalid',
  'error.preferredContact.invalid',
  'error.locale.invalid',
  'error.required.firstName',
  'error.required.email',
  'error.required.idNo',
  'error.required.phoneNumber',
  'error.required.preferredContact',
  'error.required.district',
  'error.required.sector',
  'error.required.cell',
  'error.required.password',
  'error.password.mismatch',
  'error.password.weakRegister',
  'error.password.weakReset',
  'error.contact.phoneNumber',
  'error.contact.idNo',
  'error.contact.district',
  'error.contact.sector',
  'error.contact.cell',
  'error.profile.viewOwn',
  'error.profile.updateOwn',
  'error.user.notFound',
  'error.tooManyRequests',
  'error.server',
  'error.request.bodyTooLarge',
  'error.request.unsupportedType',
  'error.request.lengthMismatch',
  'error.request.emptyBody',
  'error.request.invalidJson',
  'error.request.notMultipart',
  'error.request.oneFile',
  'error.request.tooManyFields',
  'error.request.badFieldName',
  'error.request.invalidUrl',
  'error.request.paramTooLong',
  'error.request.jsonOrMultipart',
  'error.request.badMultipart',
  'error.data.tooLong',
  'error.data.outOfRange',
  'error.data.badDate',
  'error.data.dateOutOfRange',
  'error.data.nul',
  'error.data.wrongForm',
  'error.data.badCharacter',
  'error.file.typeRefused',
  'error.file.required',
  'error.file.notFound',
  'error.file.badLink',
  'error.case.typeRequired',
  'error.case.subtypeRequired',
  'error.case.summaryRequired',
  'error.case.notFound',
  'error.message.required',
  'error.case.locked',
  'error.case.closedDocuments',
  'error.document.notYours',
  'error.document.last',
  'error.document.notFound',
  'error.case.viewRefused',
  'error.case.viewOwn',
  'error.case.viewAssigned',
  'error.case.editOwn',
  'error.case.deleteOwn',
  'error.case.statusRefused',
  'error.case.adminOnly',
  'error.case.lawyerRequired',
  'error.messages.refused',
  'error.notes.refused',
  'error.notes.textRequired',
  'error.client.notFound',
  'error.notifications.preferencesRefused',
  'error.search.emptyRange',
] as const satisfies readonly MessageKey[];

const FIXED = new Map<string, MessageKey>(FIXED_KEYS.map((key) => [CATALOGUES.en[key], key]));

interface Pattern {
  /** The English text with its variable parts captured. */
  match: RegExp;
  translate(groups: string[]): { key: MessageKey; values: MessageValues };
}

/** Where an Ajv refusal points ("body/email", "querystring/page"), as people read a field name. */
const fieldName = (path: string) =>
  path.replace(/^(body|querystring|params|headers)\/?/, '') || path;

/** Messages with a variable part (a number, a field, a route). */
const PATTERNS: Pattern[] = [
  {
    match: /^Too many attempts\. Please try again in (\d+) (second|minute|hour)s?\.$/,
    translate: ([count, unit]) => ({
      key:
        unit === 'second'
          ? 'error.rateLimited.seconds'
          : unit === 'minute'
            ? 'error.rateLimited.minutes'
            : 'error.rateLimited.hours',
      values: { count: Number(count) },
    }),
  },
  {
    match: /^File too large\. The maximum size is (\d+) MB\.$/,
    translate: ([megabytes]) => ({ key: 'error.file.tooLarge', values: { megabytes: megabytes! } }),
  },
  {
    match: /^A message may be at most (\d+) characters\.$/,
    translate: ([max]) => ({ key: 'error.message.tooLong', values: { max: max! } }),
  },
  {
    match: /^A case can have at most (\d+) documents\.$/,
    translate: ([max]) => ({ key: 'error.document.tooMany', values: { max: max! } }),
  },
  {
    match: /^The summary may be at most (\d+) characters\.$/,
    translate: ([max]) => ({ key: 'error.case.summaryTooLong', values: { max: max! } }),
  },
  {
    match: /^Route ([A-Z]+) (\S*) not found$/,
    translate: ([method, path]) => ({
      key: 'error.request.routeNotFound',
      values: { method: method!, path: path! },
    }),
  },
  {
    match: /^Invalid request: (\S+) must not contain a NUL character\.$/,
    translate: ([field]) => ({ key: 'error.request.nul', values: { field: fieldName(field!) } }),
  },
  {
    // Ajv's own words ("body/email must be string"): said in the language, naming the field.
    match: /^Invalid request: (\S+) /,
    translate: ([field]) => ({
      key: 'error.request.invalidField',
      values: { field: fieldName(field!) },
    }),
  },
];

/** The catalogue key (and values) of an English envelope message, or null when unknown. */
export function keyOfMessage(message: string): { key: MessageKey; values?: MessageValues } | null {
  const fixed = FIXED.get(message);
  if (fixed) return { key: fixed };
  for (const pattern of PATTERNS) {
    const groups = pattern.match.exec(message);
    if (groups) return pattern.translate(groups.slice(1));
  }
  return null;
}

/** The message in `locale`: English (and anything unknown) unchanged. */
export function translateMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message;
  const known = keyOfMessage(message);
  return known ? t(locale, known.key, known.values) : message;
}

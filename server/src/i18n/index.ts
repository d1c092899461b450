/**
 * The API's languages: English, Kinyarwanda and French catalogues of ICU MessageFormat
 * strings (`error.*` for the messages of the envelope, `mail.*` for the e-mails), formatted with
 * intl-messageformat; the request's language picked from Accept-Language with negotiator. (The
 * code that uses the keys lives outside this folder: plugins/i18n (a refusal's code `X` is worded
 * by `error.X`), mail/mailDate, the mails.)
 */
import { IntlMessageFormat } from 'intl-messageformat';
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, LOCALES, type Locale } from 'shared-contract/schemas';
import en from './en.json';
import fr from './fr.json';
import rw from './rw.json';

export { DEFAULT_LOCALE, LOCALES, type Locale };

export type MessageKey = keyof typeof en;
export type MessageValues = Record<string, string | number>;

/** Every locale has every key (the catalogue check of `npm test` holds this; the type too). */
export const CATALOGUES: Record<Locale, Record<MessageKey, string>> = { en, rw, fr };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Compiled once per locale and key (the catalogues are small and fixed). */
const compiled = new Map<string, IntlMessageFormat>();

function formatterOf(locale: Locale, key: MessageKey): IntlMessageFormat {
  const id = `${locale}\u0000${key}`;
  let formatter = compiled.get(id);
  if (!formatter) {
    formatter = new IntlMessageFormat(CATALOGUES[locale][key], locale);
    compiled.set(id, formatter);
  }
  return formatter;
}

/** The catalogue's text for `key` in `locale`, with its placeholders filled in. */
export function t(locale: Locale, key: MessageKey, values?: MessageValues): string {
  return String(formatterOf(locale, key).format(values));
}

/**
 * A message with rich-text tags (`<profile>…</profile>`) whose parts are HTML: `values` must be
 * escaped by the caller, and each tag becomes what its function makes of the (trusted) inner text.
 */
export function tHtml(
  locale: Locale,
  key: MessageKey,
  values: Record<string, string | ((chunks: string[]) => string)>,
): string {
  const parts = formatterOf(locale, key).format<string>(values as never);
  return Array.isArray(parts) ? parts.join('') : String(parts);
}

/**
 * The language of an Accept-Language header: the first of en, rw, fr the client prefers (by its
 * q-values; `rw-RW` counts as rw), or English when it asks for none of them or sends nothing.
 */
export function localeOf(acceptLanguage: string | string[] | undefined): Locale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  if (!header || !header.trim()) return DEFAULT_LOCALE;
  const preferred = new Negotiator({ headers: { 'accept-language': header } }).languages([
    ...LOCALES,
  ]);
  const first = preferred[0];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

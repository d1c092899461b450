/**
 * The language of a visitor's page: the one they chose (the cookie `btj_locale` the
 * switcher keeps), else the best of their browser's Accept-Language (q-values weighed by
 * `negotiator`, the library Express uses), else English. The answer names it (`<html lang>`,
 * Content-Language) and varies on both headers, so no cache serves one language's page to another.
 */
import Negotiator from 'negotiator';
import { DEFAULT_LOCALE, LOCALES, localeFromCookie, type Locale } from 'shared-i18n';

/** What a page's answer varies on beside its encoding: the two headers that pick its language. */
export const LOCALE_VARY = ['Cookie', 'Accept-Language'] as const;

export interface LocaleHeaders {
  cookie?: string | string[] | undefined;
  'accept-language'?: string | string[] | undefined;
}

const one = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(',') : value;

export function pageLocale(headers: LocaleHeaders): Locale {
  const chosen = localeFromCookie(
    Array.isArray(headers.cookie) ? headers.cookie.join(';') : headers.cookie,
  );
  if (chosen) return chosen;
  const acceptLanguage = one(headers['accept-language']);
  if (!acceptLanguage) return DEFAULT_LOCALE;
  // Over-long headers are cut: a bound on the work a request can ask for.
  const best = new Negotiator({
    headers: { 'accept-language': acceptLanguage.slice(0, 1024) },
  }).language([...LOCALES]);
  return (LOCALES as readonly string[]).includes(best ?? '') ? (best as Locale) : DEFAULT_LOCALE;
}

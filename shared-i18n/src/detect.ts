import { DEFAULT_LOCALE, isLocale, matchLocale, type Locale } from './locales';

export interface LocaleSources {
  /** `<html lang>` as the server sent it, when the page came with a prerender in that language. */
  serverLocale?: string | null;
  /** The cookie btj_locale. */
  cookie?: Locale | null;
  /** localStorage's btj_locale. */
  storage?: Locale | null;
  /** navigator.languages (most wanted first). */
  languages?: readonly string[] | null;
}

/**
 * The language a page starts in. A prerendered page is taken over in the language it was painted
 * in (the server chose it from the cookie or Accept-Language), so no text changes. Otherwise the
 * visitor's kept choice (cookie, then localStorage), then the browser's languages, then English.
 */
export function detectInitialLocale(sources: LocaleSources): Locale {
  const server = sources.serverLocale?.toLowerCase();
  if (isLocale(server)) return server;
  return (
    sources.cookie ?? sources.storage ?? matchLocale(sources.languages ?? []) ?? DEFAULT_LOCALE
  );
}

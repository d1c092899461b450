/**
 * Where the chosen language is kept for a visitor: the cookie `btj_locale` (the shell's HTML server
 * reads it to pick the prerendered page) and localStorage, and where it shows: `<html lang>`.
 * Every access is guarded: storage can be disabled, and Node (the prerender) has no document.
 */
import { isLocale, type Locale } from './locales';

export const LOCALE_COOKIE = 'btj_locale';
export const LOCALE_STORAGE_KEY = 'btj_locale';
/** One year, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled by the browser's settings
  }
}

/** The locale in a Cookie header or `document.cookie`, if it names one of ours. */
export function localeFromCookie(cookieHeader: string | null | undefined): Locale | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.split('=');
    if (name?.trim() !== LOCALE_COOKIE) continue;
    const value = decodeURIComponent(rest.join('=').trim());
    return isLocale(value) ? value : null;
  }
  return null;
}

export interface StoredLocale {
  cookie: Locale | null;
  storage: Locale | null;
}

export function readStoredLocale(): StoredLocale {
  const cookie = typeof document !== 'undefined' ? localeFromCookie(document.cookie) : null;
  let stored: string | null;
  try {
    stored = storage()?.getItem(LOCALE_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  return { cookie, storage: isLocale(stored) ? stored : null };
}

/** Keeps `locale` in the cookie and localStorage and sets `<html lang>`. */
export function persistLocale(locale: Locale): void {
  if (typeof document !== 'undefined') {
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
    document.documentElement.lang = locale;
  }
  try {
    storage()?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // storage full or disabled: the cookie still keeps the choice
  }
}

/** The app's languages: Kinyarwanda, English and French, Rwanda's official languages. */
export const LOCALES = ['en', 'rw', 'fr'] as const;

export type Locale = (typeof LOCALES)[number];

/** The language the product's texts are first written in, and every fallback. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in its own language (the switcher shows these; names are not translated). */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  rw: 'Ikinyarwanda',
  fr: 'Français',
};

/** "Language" in each language: the switcher's label, readable before any catalogue is loaded. */
export const LANGUAGE_LABEL: Readonly<Record<Locale, string>> = {
  en: 'Language',
  rw: 'Ururimi',
  fr: 'Langue',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The first of `tags` (BCP 47, most wanted first: navigator.languages, an Accept-Language list)
 * that is one of ours by its language subtag: 'fr-CA' → 'fr', 'rw-RW' → 'rw'; null if none is.
 */
export function matchLocale(tags: readonly (string | null | undefined)[]): Locale | null {
  for (const tag of tags) {
    if (typeof tag !== 'string') continue;
    const language = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return null;
}

/**
 * Inline script at the end of the shell's <body> (before the starter): preloads the shell's
 * catalogue chunk (i18n-shell-<locale>) in the language the page will start in, so it downloads
 * with the page's other scripts (when they start) instead of after main.js has run. The choice mirrors shared-i18n's
 * startI18n: a prerender's <html lang>, then the cookie, localStorage, the browser's languages,
 * English. Compiled alone (shell/build/inlineScript.ts): no imports but types.
 */
export interface PreloadCatalogueArgument {
  /** Locale → the chunk's URL. */
  files: Record<string, string>;
  prerenderId: string;
  /** The cookie's and the localStorage entry's name (btj_locale). */
  key: string;
}

export function preloadCatalogue({ files, prerenderId, key }: PreloadCatalogueArgument): void {
  const known = (locale: string | null | undefined): string | null =>
    locale && Object.prototype.hasOwnProperty.call(files, locale) ? locale : null;
  let locale = document.getElementById(prerenderId)
    ? known(document.documentElement.lang.toLowerCase())
    : null;
  if (!locale) {
    const cookie = new RegExp(`(?:^|;\\s*)${key}=([a-z]+)`).exec(document.cookie);
    locale = known(cookie ? cookie[1] : null);
  }
  if (!locale) {
    try {
      locale = known(window.localStorage.getItem(key));
    } catch {
      locale = null;
    }
  }
  for (const tag of navigator.languages || []) {
    if (locale) break;
    locale = known(tag.split(/[-_]/)[0]!.toLowerCase());
  }
  const href = files[locale || 'en'];
  if (!href) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'script');
  link.setAttribute('href', href);
  (window.__BTJ_AFTER_PAINT__ ??= [] as HTMLLinkElement[]).push(link);
}

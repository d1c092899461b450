import { registerCatalogue } from 'shared-i18n';

/** The shell's texts (shell.*) in en, rw and fr: loaded for the page's language in one chunk
 * with the shell's and the other shared packages' (i18n-shell-<locale>): one request, not four. */
export function registerCatalogueOfShell(): void {
  registerCatalogue('shell', (locale) => {
    switch (locale) {
      case 'rw':
        return import(/* webpackChunkName: "i18n-shell-rw" */ './rw.json');
      case 'fr':
        return import(/* webpackChunkName: "i18n-shell-fr" */ './fr.json');
      default:
        return import(/* webpackChunkName: "i18n-shell-en" */ './en.json');
    }
  });
}

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
  // A signed-in user's texts: loaded with a signed-in page (the shell asks), never on a visitor's.
  registerCatalogue(
    'shell-signed-in',
    (locale) => {
      switch (locale) {
        case 'rw':
          return import(/* webpackChunkName: "i18n-signed-in-rw" */ './signed-in/rw.json');
        case 'fr':
          return import(/* webpackChunkName: "i18n-signed-in-fr" */ './signed-in/fr.json');
        default:
          return import(/* webpackChunkName: "i18n-signed-in-en" */ './signed-in/en.json');
      }
    },
    { onDemand: true },
  );
}

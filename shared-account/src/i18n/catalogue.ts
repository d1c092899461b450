import { registerCatalogue } from 'shared-i18n';

/** The header controls' texts (account.*) in en, rw and fr. A signed-in user's texts: in the same
 * chunk as the other signed-in sets of the app's build (i18n-signed-in-<locale>), one request. */
export function registerCatalogueOfAccount(): void {
  registerCatalogue('account', (locale) => {
    switch (locale) {
      case 'rw':
        return import(/* webpackChunkName: "i18n-signed-in-rw" */ './rw.json');
      case 'fr':
        return import(/* webpackChunkName: "i18n-signed-in-fr" */ './fr.json');
      default:
        return import(/* webpackChunkName: "i18n-signed-in-en" */ './en.json');
    }
  });
}

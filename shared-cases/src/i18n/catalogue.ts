import { registerCatalogue } from 'shared-i18n';

/** The cases feature's texts (cases.*) in en, rw and fr: loaded for the page's language with the
 * feature (a visitor's first page never loads it), in the one chunk of the signed-in texts
 * (i18n-signed-in-<locale>, with shared-ui's and shared-api's): no request of its own, and no new
 * chunk in the chunk map every build's first script carries, which a visitor downloads too. */
export function registerCatalogueOfCases(): void {
  registerCatalogue('cases', (locale) => {
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

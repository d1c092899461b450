import { registerCatalogue } from 'shared-i18n';

/** The client remote's texts (client.*) in en, rw and fr: a chunk of this remote's own build per
 * locale, so a redeploy of the remote brings its new texts with no shell rebuild. */
export function registerCatalogueOfClient(): void {
  registerCatalogue('client', (locale) => {
    switch (locale) {
      case 'rw':
        return import(/* webpackChunkName: "i18n-client-rw" */ './rw.json');
      case 'fr':
        return import(/* webpackChunkName: "i18n-client-fr" */ './fr.json');
      default:
        return import(/* webpackChunkName: "i18n-client-en" */ './en.json');
    }
  });
}

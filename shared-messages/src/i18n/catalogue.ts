import { registerCatalogue } from 'shared-i18n';

/** The messages feature's texts (messages.*) in en, rw and fr: one small chunk per locale, loaded
 * with the feature (a visitor's first page never loads it). */
export function registerCatalogueOfMessages(): void {
  registerCatalogue('messages', (locale) => {
    switch (locale) {
      case 'rw':
        return import(/* webpackChunkName: "i18n-messages-rw" */ './rw.json');
      case 'fr':
        return import(/* webpackChunkName: "i18n-messages-fr" */ './fr.json');
      default:
        return import(/* webpackChunkName: "i18n-messages-en" */ './en.json');
    }
  });
}

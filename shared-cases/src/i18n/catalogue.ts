import { registerCatalogue } from 'shared-i18n';

/** The cases feature's texts (cases.*) in en, rw and fr: one small chunk per locale, loaded
 * with the feature (a visitor's first page never loads it). */
export function registerCatalogueOfCases(): void {
  registerCatalogue('cases', (locale) => {
    switch (locale) {
      case 'rw':
        return import(/* webpackChunkName: "i18n-cases-rw" */ './rw.json');
      case 'fr':
        return import(/* webpackChunkName: "i18n-cases-fr" */ './fr.json');
      default:
        return import(/* webpackChunkName: "i18n-cases-en" */ './en.json');
    }
  });
}

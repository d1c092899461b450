import { registerCatalogue } from 'shared-i18n';

/** The design system's texts (ui.*) in en, rw and fr: loaded for the page's language in one chunk
 * with the shell's and the other shared packages' (i18n-shell-<locale>): one request, not four. */
export function registerCatalogueOfUi(): void {
  registerCatalogue('ui', (locale) => {
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

import { registerCatalogue } from 'shared-i18n';

/**
 * The texts of the landing remote's pages other than `/` (the service lists, the legacy pages,
 * the sign-in forms and verify pages), in a catalogue of their own (landing-pages-i18n-<locale>):
 * registered when one of those pages' modules loads, so the landing page never downloads them.
 * Their keys are landing.* like the rest of the remote's.
 */
registerCatalogue('landing-pages', (locale) => {
  switch (locale) {
    case 'rw':
      return import(/* webpackChunkName: "landing-pages-i18n-rw" */ './rw.json');
    case 'fr':
      return import(/* webpackChunkName: "landing-pages-i18n-fr" */ './fr.json');
    default:
      return import(/* webpackChunkName: "landing-pages-i18n-en" */ './en.json');
  }
});

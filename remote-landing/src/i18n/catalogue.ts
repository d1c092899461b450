import { registerCatalogue } from 'shared-i18n';

/**
 * The landing remote's texts (landing.*) in en, rw and fr, each locale a chunk of this remote's
 * build (landing-i18n-<locale>): a redeploy brings its new texts with no shell rebuild. The shell's
 * HTML server preloads the chunk of the page's locale with the page's scripts (its name is the
 * contract: shell/server/loadChain.ts).
 */
registerCatalogue('landing', (locale) => {
  switch (locale) {
    case 'rw':
      return import(/* webpackChunkName: "landing-i18n-rw" */ './rw.json');
    case 'fr':
      return import(/* webpackChunkName: "landing-i18n-fr" */ './fr.json');
    default:
      return import(/* webpackChunkName: "landing-i18n-en" */ './en.json');
  }
});

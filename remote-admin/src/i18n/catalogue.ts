import { registerCatalogue } from 'shared-i18n';

/** The admin's texts (admin.*) in en, rw and fr: a chunk of this remote's own build, so a
 * redeploy brings its new texts with no shell rebuild. Imported by every page (the frame, the
 * sign-in). */
registerCatalogue('admin', (locale) => {
  switch (locale) {
    case 'rw':
      return import(/* webpackChunkName: "i18n-admin-rw" */ './rw.json');
    case 'fr':
      return import(/* webpackChunkName: "i18n-admin-fr" */ './fr.json');
    default:
      return import(/* webpackChunkName: "i18n-admin-en" */ './en.json');
  }
});

import { registerCatalogue } from 'shared-i18n';

/** The lawyer's texts (staff.*) in en, rw and fr: a chunk of this remote's own build, so a
 * redeploy brings its new texts with no shell rebuild. Imported by every page (through the frame). */
registerCatalogue('staff', (locale) => {
  switch (locale) {
    case 'rw':
      return import(/* webpackChunkName: "i18n-staff-rw" */ './rw.json');
    case 'fr':
      return import(/* webpackChunkName: "i18n-staff-fr" */ './fr.json');
    default:
      return import(/* webpackChunkName: "i18n-staff-en" */ './en.json');
  }
});

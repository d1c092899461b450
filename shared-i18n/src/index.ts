// The one i18n layer of every app (en, rw, fr): see ../README.md.
export {
  LOCALES,
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  LANGUAGE_LABEL,
  isLocale,
  matchLocale,
  type Locale,
} from './locales';
export { detectInitialLocale, type LocaleSources } from './detect';
export { LOCALE_COOKIE, LOCALE_STORAGE_KEY, localeFromCookie, persistLocale } from './persistence';
export {
  t,
  catalogueTexts,
  getLocale,
  setLocale,
  startI18n,
  registerCatalogue,
  loadCatalogue,
  loadRegisteredCatalogues,
  isCatalogueLoaded,
  addCatalogue,
  activateLocaleNow,
  onLocaleChange,
  translate,
  type Catalogue,
  type CatalogueLoader,
  type CatalogueModule,
  type LocaleChangeSource,
  type Translate,
} from './runtime';
export { formatDate, formatNumber, APP_TIME_ZONE, RW_MONTHS, type DateStyle } from './format';
export {
  useT,
  useLocale,
  useCatalogue,
  Trans,
  LanguageSwitcher,
  type TransProps,
  type LanguageSwitcherProps,
} from './react';

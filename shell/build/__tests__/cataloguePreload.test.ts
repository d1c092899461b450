import { LOCALE_COOKIE, LOCALE_STORAGE_KEY } from 'shared-i18n';
import { LOCALE_KEY, preloadCatalogueScript } from '../cataloguePreload';
import { preloadCatalogue } from '../inline/preloadCatalogue';

const files = { en: '/i18n-shell-en.a.js', rw: '/i18n-shell-rw.b.js', fr: '/i18n-shell-fr.c.js' };
const run = () => preloadCatalogue({ files, prerenderId: 'btj-prerender', key: LOCALE_KEY });
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((link) =>
    link.getAttribute('href'),
  );

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.lang = 'en';
  document.cookie = 'btj_locale=; path=/; max-age=0';
  window.localStorage.clear();
});

test("the key is shared-i18n's cookie and localStorage name", () => {
  expect(LOCALE_KEY).toBe(LOCALE_COOKIE);
  expect(LOCALE_KEY).toBe(LOCALE_STORAGE_KEY);
});

test("preloads the catalogue of the language the page starts in, as shared-i18n's startI18n chooses", () => {
  const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en']);
  run(); // first visit: the browser's language
  expect(preloaded()).toEqual(['/i18n-shell-fr.c.js']);

  document.head.innerHTML = '';
  window.localStorage.setItem('btj_locale', 'en');
  document.cookie = 'btj_locale=rw; path=/';
  run(); // the kept choice (cookie first)
  expect(preloaded()).toEqual(['/i18n-shell-rw.b.js']);

  document.head.innerHTML = '';
  document.documentElement.lang = 'fr';
  document.body.innerHTML = '<div id="btj-prerender"></div>';
  run(); // a prerender is taken over in its own language
  expect(preloaded()).toEqual(['/i18n-shell-fr.c.js']);
  languages.mockRestore();
});

test('English when nothing names a language of ours', () => {
  const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['de', 'sw']);
  run();
  expect(preloaded()).toEqual(['/i18n-shell-en.a.js']);
  languages.mockRestore();
});

test('the inline script is a self-contained statement with the chunk names', () => {
  const script = preloadCatalogueScript(files);
  expect(script.startsWith('(function(){')).toBe(true);
  expect(script).toContain('/i18n-shell-rw.b.js');
});

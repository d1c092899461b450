import { LOCALE_COOKIE, LOCALE_STORAGE_KEY } from 'shared-i18n';
import { LOCALE_KEY, preloadCatalogueScript } from '../cataloguePreload';
import { preloadCatalogue } from '../inline/preloadCatalogue';

const files = { en: '/i18n-shell-en.a.js', rw: '/i18n-shell-rw.b.js', fr: '/i18n-shell-fr.c.js' };
const run = () => preloadCatalogue({ files, prerenderId: 'btj-prerender', key: LOCALE_KEY });
/** What the script holds for the shell's starter (it starts downloads after the first paint). */
const preloaded = () =>
  ((window.__BTJ_AFTER_PAINT__ ?? []) as HTMLLinkElement[])
    .filter(
      (link) => link.getAttribute('rel') === 'preload' && link.getAttribute('as') === 'script',
    )
    .map((link) => link.getAttribute('href'));

beforeEach(() => {
  delete window.__BTJ_AFTER_PAINT__;
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

  delete window.__BTJ_AFTER_PAINT__;
  window.localStorage.setItem('btj_locale', 'en');
  document.cookie = 'btj_locale=rw; path=/';
  run(); // the kept choice (cookie first)
  expect(preloaded()).toEqual(['/i18n-shell-rw.b.js']);

  delete window.__BTJ_AFTER_PAINT__;
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

test('adds nothing to the document itself: the download waits for the shell to start', () => {
  run();
  expect(document.head.querySelectorAll('link').length).toBe(0);
});

test('the inline script is a self-contained statement with the chunk names', () => {
  const script = preloadCatalogueScript(files);
  expect(script.startsWith('(function(){')).toBe(true);
  expect(script).toContain('/i18n-shell-rw.b.js');
});

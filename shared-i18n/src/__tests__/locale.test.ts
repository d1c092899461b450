import { detectInitialLocale } from '../detect';
import { compileCatalogue } from '../testing/i18nForTests';
import { matchLocale } from '../locales';
import { localeFromCookie, LOCALE_STORAGE_KEY, persistLocale } from '../persistence';
import {
  activateLocaleNow,
  getLocale,
  onLocaleChange,
  registerCatalogue,
  setLocale,
  startI18n,
  t,
} from '../runtime';

function clearCookie() {
  document.cookie = 'btj_locale=; path=/; max-age=0';
}

beforeEach(() => {
  clearCookie();
  window.localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('locale detection', () => {
  test('matches browser language tags to ours by their language', () => {
    expect(matchLocale(['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(matchLocale(['rw-RW'])).toBe('rw');
    expect(matchLocale(['sw', 'de'])).toBeNull();
    expect(matchLocale([])).toBeNull();
  });

  test("a prerender's <html lang> wins, then the cookie, localStorage, the browser, English", () => {
    const all = { serverLocale: 'fr', cookie: 'rw', storage: 'en', languages: ['en'] } as const;
    expect(detectInitialLocale(all)).toBe('fr');
    expect(detectInitialLocale({ ...all, serverLocale: null })).toBe('rw');
    expect(detectInitialLocale({ ...all, serverLocale: 'de', cookie: null })).toBe('en');
    expect(detectInitialLocale({ languages: ['de', 'rw-RW', 'fr'] })).toBe('rw');
    expect(detectInitialLocale({ languages: ['de'] })).toBe('en');
    expect(detectInitialLocale({})).toBe('en');
  });

  test('reads the cookie among others, ignoring unknown values', () => {
    expect(localeFromCookie('a=1; btj_locale=fr; b=2')).toBe('fr');
    expect(localeFromCookie('btj_locale=de')).toBeNull();
    expect(localeFromCookie('')).toBeNull();
  });
});

describe('persistence', () => {
  test('keeps the choice in the cookie and localStorage and sets <html lang>', () => {
    const cookies: string[] = [];
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value) => {
      cookies.push(value);
    });
    persistLocale('rw');
    spy.mockRestore();
    expect(cookies).toEqual(['btj_locale=rw; path=/; max-age=31536000; SameSite=Lax']);
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('rw');
    expect(document.documentElement.lang).toBe('rw');
  });

  test('a first visit starts in the browser language and keeps it', async () => {
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en']);
    await expect(startI18n()).resolves.toBe('fr');
    languages.mockRestore();
    expect(document.cookie).toContain('btj_locale=fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(getLocale()).toBe('fr');
  });

  test('a kept choice wins over the browser on the next visit', async () => {
    document.cookie = 'btj_locale=rw; path=/';
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR']);
    await expect(startI18n()).resolves.toBe('rw');
    languages.mockRestore();
  });

  test("a prerendered page's language is the first one, whatever was kept", async () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'rw');
    await expect(startI18n({ serverLocale: 'fr' })).resolves.toBe('fr');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('fr');
  });
});

describe('switching', () => {
  test('loads every registered catalogue of the new locale before switching, then tells listeners', async () => {
    activateLocaleNow('en');
    const loads: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    registerCatalogue('probe', async (locale) => {
      loads.push(locale);
      if (locale === 'rw') await gate;
      return {
        default: compileCatalogue(
          {
            en: { 'probe.hello': 'Hello {name}' },
            rw: { 'probe.hello': 'Muraho {name}' },
            fr: {},
          }[locale],
        ),
      };
    });
    const heard: string[] = [];
    const stop = onLocaleChange((locale, source) => heard.push(`${locale}:${source}`));
    const switching = setLocale('rw');
    await Promise.resolve();
    expect(getLocale()).toBe('en'); // still English while rw loads: never a mix
    release();
    await switching;
    expect(loads).toContain('rw');
    expect(getLocale()).toBe('rw');
    expect(t('probe.hello', { name: 'Aline' })).toBe('Muraho Aline');
    expect(heard).toEqual(['rw:user']);
    expect(document.documentElement.lang).toBe('rw');
    stop();
  });

  test("the user's own pick, still loading, is not taken over by the profile's language", async () => {
    activateLocaleNow('en');
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    registerCatalogue('slowFrench', async (locale) => {
      if (locale === 'fr') await gate;
      return {};
    });
    const heard: string[] = [];
    const stop = onLocaleChange((locale, source) => heard.push(`${locale}:${source}`));
    const picked = setLocale('fr', { source: 'user' });
    await setLocale('rw', { source: 'profile' }); // the profile, read before the pick was saved
    release();
    await picked;
    expect(getLocale()).toBe('fr');
    expect(heard).toEqual(['fr:user']);
    // Once the pick has landed, the profile may speak again (the next sign-in's).
    await setLocale('rw', { source: 'profile' });
    expect(getLocale()).toBe('rw');
    stop();
  });

  test('a key missing in rw/fr shows the English text (never the key) and warns', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    registerCatalogue('partial', async (locale) =>
      locale === 'en' ? compileCatalogue({ 'partial.only': 'Only in English, {n}' }) : {},
    );
    await setLocale('en');
    const { loadCatalogue } = await import('../runtime');
    await loadCatalogue('partial', 'en');
    await setLocale('fr');
    expect(t('partial.only', { n: 2 })).toBe('Only in English, 2');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('partial.only'));
    warn.mockRestore();
  });

  test('refuses a locale that is not ours', async () => {
    await expect(setLocale('de' as never)).rejects.toThrow('"de" is not one of en, rw, fr');
  });
});

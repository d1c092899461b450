/** @jest-environment node */
import { pageLocale } from '../pageLocale';

describe("pageLocale: the language of a visitor's page", () => {
  it('takes the chosen language from the cookie btj_locale, over Accept-Language', () => {
    expect(pageLocale({ cookie: 'a=1; btj_locale=rw; b=2', 'accept-language': 'fr' })).toBe('rw');
    expect(pageLocale({ cookie: 'btj_locale=fr', 'accept-language': 'en-US,en;q=0.9' })).toBe('fr');
    expect(pageLocale({ cookie: 'btj_locale=en', 'accept-language': 'fr' })).toBe('en');
  });

  it("else the browser's languages, weighed by their q-values", () => {
    expect(pageLocale({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' })).toBe('fr');
    expect(pageLocale({ 'accept-language': 'en;q=0.5, rw;q=0.9, fr;q=0.7' })).toBe('rw');
    expect(pageLocale({ 'accept-language': 'de-DE, fr-CA;q=0.4' })).toBe('fr');
    expect(pageLocale({ 'accept-language': 'rw-RW' })).toBe('rw');
  });

  it('falls back to English: no header, unknown languages, a cookie naming no language of ours', () => {
    expect(pageLocale({})).toBe('en');
    expect(pageLocale({ 'accept-language': 'de, sw;q=0.8' })).toBe('en');
    expect(pageLocale({ 'accept-language': 'fr;q=0' })).toBe('en');
    expect(pageLocale({ 'accept-language': '' })).toBe('en');
    expect(pageLocale({ cookie: 'btj_locale=de', 'accept-language': 'de' })).toBe('en');
    expect(pageLocale({ cookie: 'btj_locale=<script>', 'accept-language': 'fr' })).toBe('fr');
  });
});

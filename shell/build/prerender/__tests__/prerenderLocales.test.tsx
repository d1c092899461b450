/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { registerCatalogue, useT } from 'shared-i18n';
import { compileCatalogue } from 'shared-i18n/src/testing/i18nForTests';
import { publishPrerenderedPages } from '../../../../rspack/plugins/PublishPrerenderPlugin';
import { renderPagesInLocales } from '../renderPages';

const TEXTS = {
  en: { 'prerendertest.title': 'Welcome' },
  rw: { 'prerendertest.title': 'Murakaza neza' },
  fr: { 'prerendertest.title': 'Bienvenue' },
};

// As a remote's module does when it loads: its catalogue, one lazy load per language.
registerCatalogue('prerendertest', (locale) => Promise.resolve(compileCatalogue(TEXTS[locale])));

function Page() {
  const t = useT();
  return <h1>{t('prerendertest.title')}</h1>;
}

describe('the prerender in every language', () => {
  it("renders each page in en, rw and fr, each with that language's catalogue", async () => {
    const pages = await renderPagesInLocales([
      { path: '/', Page },
      { path: '/login', Page },
    ]);
    expect(pages.map(({ path, locale, html }) => [locale, path, html])).toEqual([
      ['en', '/', '<h1>Welcome</h1>'],
      ['en', '/login', '<h1>Welcome</h1>'],
      ['rw', '/', '<h1>Murakaza neza</h1>'],
      ['rw', '/login', '<h1>Murakaza neza</h1>'],
      ['fr', '/', '<h1>Bienvenue</h1>'],
      ['fr', '/login', '<h1>Bienvenue</h1>'],
    ]);
  });

  it('publishes each language where the HTML server reads it: English as before, others in their folder', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'btj-publish-'));
    const pages = await renderPagesInLocales([{ path: '/forgot-password', Page }]);
    expect(publishPrerenderedPages(dir, pages)).toEqual([
      'forgot-password.html',
      'rw/forgot-password.html',
      'fr/forgot-password.html',
    ]);
    expect(readFileSync(path.join(dir, 'fr/forgot-password.html'), 'utf8')).toMatch(
      /^<style>.*<\/style><h1>Bienvenue<\/h1>$/s,
    );
    expect(
      gunzipSync(readFileSync(path.join(dir, 'rw/forgot-password.html.gz'))).toString(),
    ).toContain('Murakaza neza');
    expect(existsSync(path.join(dir, 'forgot-password.html.br'))).toBe(true);
  });

  it('refuses a page it cannot name', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'btj-publish-'));
    expect(() =>
      publishPrerenderedPages(dir, [{ path: '/a b', locale: 'fr', html: '', css: '' }]),
    ).toThrow('No prerender file name for /a b in "fr"');
  });
});

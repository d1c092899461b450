/**
 * A visitor's page in their language: the shell's HTML server serves the landing remote's
 * prerender in the language of the cookie btj_locale, else of Accept-Language, with `<html lang>`;
 * a switch to Kinyarwanda changes every text; a reload keeps it, and the live page takes over the
 * Kinyarwanda prerender with the same words.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { test, expect, collectConsoleErrors } from '../support/fixtures';

type Catalogue = Record<string, string>;
const catalogue = (locale: string): Catalogue =>
  JSON.parse(
    readFileSync(path.resolve(__dirname, `../../remote-landing/src/i18n/${locale}.json`), 'utf8'),
  ) as Catalogue;
const EN = catalogue('en');
const RW = catalogue('rw');
const FR = catalogue('fr');

/**
 * The landing catalogue's English texts a Kinyarwanda page must not show: every plain message
 * (no placeholder or tag) whose Kinyarwanda text differs.
 */
const ENGLISH_ONLY = Object.keys(EN)
  .filter((key) => !/[{<]/.test(EN[key]!) && EN[key] !== RW[key])
  .map((key) => EN[key]!.replace(/\s+/g, ' ').trim());

/**
 * The English texts of the landing catalogue the page still says: an element or a label saying
 * one whole, or a sentence of one anywhere in the visible text. (A shorter one may be part of a
 * translation: "Advocate Bridge", a name, inside a Kinyarwanda sentence.)
 */
async function englishLeft(page: Page): Promise<string[]> {
  const pieces = await page.evaluate(() => {
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
    const elements = [...document.body.querySelectorAll('*')].filter(
      (element) => !(element as HTMLElement).closest('[hidden]'),
    );
    return [
      ...elements.map((element) => squash((element as HTMLElement).innerText ?? '')),
      ...elements.flatMap((element) =>
        ['aria-label', 'alt', 'placeholder', 'title'].map(
          (name) => element.getAttribute(name) ?? '',
        ),
      ),
    ].filter(Boolean);
  });
  const whole = new Set(pieces);
  const all = pieces.join('\n');
  return ENGLISH_ONLY.filter((text) => whole.has(text) || (text.length > 25 && all.includes(text)));
}

async function noScriptPage(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: process.env.E2E_SHELL_URL,
    ...options,
  });
  return { context, page: await context.newPage() };
}

/** Records the prerender's text as it arrived and the live page's text in its take-over commit. */
async function recordTakeOverText(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { __prerenderedText?: string[]; __liveText?: string[] };
    // The typed slogan types on by itself: it is left out of both.
    const textOf = (top: Element) =>
      ['header', '#home', '[data-testid="slideshow"]'].map((selector) => {
        const copy = top.querySelector(selector)?.cloneNode(true) as Element | undefined;
        copy?.querySelectorAll('[data-testid="typed-slogan"]').forEach((typed) => typed.remove());
        return (copy?.textContent ?? '').replace(/\s+/g, ' ').trim();
      });
    document.addEventListener('DOMContentLoaded', () => {
      const prerender = document.getElementById('btj-prerender');
      if (!prerender) return;
      record.__prerenderedText = textOf(prerender);
      new MutationObserver((_, observer) => {
        if (document.getElementById('btj-prerender')) return;
        observer.disconnect();
        record.__liveText = textOf(document.getElementById('root')!);
      }).observe(document.body, { childList: true });
    });
  });
}

test.describe("a visitor's page in their language", () => {
  test('the French prerender of / paints French with JavaScript off: from the cookie btj_locale', async ({
    browser,
  }) => {
    const { context, page } = await noScriptPage(browser, {});
    await context.addCookies([
      { name: 'btj_locale', value: 'fr', url: process.env.E2E_SHELL_URL!, sameSite: 'Lax' },
    ]);
    const answer = await page.goto('/');
    expect(answer!.headers()['content-language']).toBe('fr');
    expect(answer!.headers()['vary']).toMatch(/Cookie/);
    expect(answer!.headers()['vary']).toMatch(/Accept-Language/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Bridge to Justice' })).toBeVisible();
    await expect(page.getByText(FR['landing.heroIntro']!)).toBeVisible();
    await expect(
      page.getByRole('link', { name: FR['landing.nav.submitCase'] }).first(),
    ).toBeVisible();
    await expect(page.getByText(EN['landing.heroIntro']!)).toHaveCount(0);
    await context.close();
  });

  test('the French prerender of / paints French with JavaScript off: from Accept-Language', async ({
    browser,
  }) => {
    // The browser's language: Chromium sends Accept-Language: fr-CA,fr;q=0.9.
    const { context, page } = await noScriptPage(browser, { locale: 'fr-CA' });
    const answer = await page.goto('/');
    expect(answer!.headers()['content-language']).toBe('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText(FR['landing.heroIntro']!)).toBeVisible();
    await expect(page.getByText(EN['landing.heroIntro']!)).toHaveCount(0);
    await context.close();
    // A language the firm does not speak gets English.
    const german = await noScriptPage(browser, { locale: 'de-DE' });
    const english = await german.page.goto('/');
    expect(english!.headers()['content-language']).toBe('en');
    await expect(german.page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(german.page.getByText(EN['landing.heroIntro']!)).toBeVisible();
    await german.context.close();
  });

  test('a visitor switches / to Kinyarwanda; a reload keeps it, and the take-over changes no word', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/');
    await expect(page.locator('#btj-prerender')).toHaveCount(0);
    await expect(page.getByText(EN['landing.heroIntro']!)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible(); // the footer has come too

    // The switcher sits in the landing NavBar.
    const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
    await switcher.selectOption('rw');
    await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
    await expect(page.getByText(RW['landing.heroIntro']!)).toBeVisible();
    await expect.poll(() => englishLeft(page)).toEqual([]);
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Ururimi' })).toHaveValue(
      'rw',
    );

    // The reload: the server answers in Kinyarwanda (the cookie), and the live page keeps every word.
    await recordTakeOverText(page);
    const answer = await page.reload();
    expect(answer!.headers()['content-language']).toBe('rw');
    expect(await answer!.text()).toMatch(/^<!doctype html><html lang="rw"/i);
    await expect(page.locator('#btj-prerender')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
    const texts = () =>
      page.evaluate(() => {
        const record = window as unknown as { __prerenderedText?: string[]; __liveText?: string[] };
        return { prerendered: record.__prerenderedText, live: record.__liveText };
      });
    await expect.poll(async () => (await texts()).live).toBeDefined();
    const { prerendered, live } = await texts();
    expect(prerendered![1]).toContain(RW['landing.heroIntro']);
    expect(live).toEqual(prerendered);
    await expect(page.getByText(RW['landing.heroIntro']!)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect.poll(() => englishLeft(page)).toEqual([]);

    // axe: clean, with the page's language set.
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('on a 375 px phone the language switcher is in view and usable', async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: process.env.E2E_SHELL_URL,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('#btj-prerender')).toHaveCount(0);
    const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Language' });
    await expect(switcher).toBeInViewport();
    const box = (await switcher.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.height).toBeGreaterThanOrEqual(44);
    // The menu toggle still shares the bar's first row with the firm's name.
    const toggle = page.getByRole('button', { name: EN['landing.nav.openMenu'] });
    const brand = page.getByRole('banner').getByRole('link', { name: 'Bridge to Justice' });
    expect(Math.abs((await toggle.boundingBox())!.y - (await brand.boundingBox())!.y)).toBeLessThan(
      20,
    );
    await switcher.selectOption('fr');
    await expect(page.getByText(FR['landing.heroIntro']!)).toBeVisible();
    await context.close();
  });
});

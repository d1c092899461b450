/**
 * The visitor's first paint: the shell's HTML server puts the landing remote's prerendered page in
 * index.html (shell/server/prerenderComposer.ts), the live page takes its place when the federated
 * code has come (shell/src/prerender), and nothing the visitor did in between is lost.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { test, expect, collectConsoleErrors } from '../support/fixtures';
import { DASHBOARD_PATH, DEMO } from '../support/auth';
import { signInAs } from '../support/session';
import {
  buildAppFrom,
  closeServer,
  copyApp,
  serveDist,
  startShell,
} from '../support/remoteServers';
import { freePort } from '../support/stack';
import { prerenderFileName } from '../../shell/server/prerenderFiles';

const MAIN_SCRIPT = /\/main\.[0-9a-f]+\.js$/;

/** Every visitor page the landing remote prerenders (remote-landing/src/routes.ts). */
const PRERENDERED_PAGES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/verifyno1',
  '/verifyno',
  '/taxc',
  '/med',
  '/contacts',
  '/home',
  '/services',
  '/consultances',
  '/mediation',
];

/** Holds the shell's main.js (the live page) back until `release()`, as a slow connection would. */
async function holdLivePage(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(MAIN_SCRIPT, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * Records, in the page, the tag tree of the prerender as it arrived and of the live page at the
 * moment it took over (before anything after its first render, such as lazy sections, came in).
 */
async function recordTakeOver(page: Page) {
  await page.addInitScript(() => {
    const tree = (element: Element): string =>
      `${element.tagName.toLowerCase()}(${[...element.children].map(tree).join(',')})`;
    const record = window as unknown as {
      __prerendered?: string[];
      __live?: string[];
      __shifts?: number;
    };
    record.__shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        record.__shifts! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      const prerender = document.getElementById('btj-prerender');
      if (!prerender) return;
      const parts = [...prerender.children].filter((child) => child.tagName !== 'STYLE');
      record.__prerendered = parts.map(tree);
      new MutationObserver((_, observer) => {
        if (document.getElementById('btj-prerender')) return;
        observer.disconnect();
        const root = document.getElementById('root')!;
        record.__live = [...root.children].slice(0, parts.length).map(tree);
      }).observe(document.body, { childList: true });
    });
  });
}

async function recorded(page: Page) {
  return page.evaluate(() => {
    const record = window as unknown as {
      __prerendered?: string[];
      __live?: string[];
      __shifts?: number;
    };
    return { prerendered: record.__prerendered, live: record.__live, shifts: record.__shifts };
  });
}

test.describe('the first paint comes with the first response', () => {
  test('the landing remote publishes a prerender for exactly the pages checked here', ({
    stack,
  }) => {
    const published = readdirSync(
      path.resolve(__dirname, '../../remote-landing', stack.out, 'prerender'),
    )
      .filter((file) => file.endsWith('.html'))
      .sort();
    expect(published).toEqual(PRERENDERED_PAGES.map(prerenderFileName).sort());
  });

  test('with JavaScript off, / and /login already show the page', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: process.env.E2E_SHELL_URL,
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bridge to Justice' })).toBeVisible();
    await expect(page.getByText(/A Kigali law firm founded in 2024/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Submit Case' }).first()).toHaveAttribute(
      'href',
      '/login',
    );
    await page.goto('/login');
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await context.close();
  });

  for (const path of PRERENDERED_PAGES) {
    test(`${path}: the live page takes the prerender's place as the same page, with no shift`, async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await recordTakeOver(page);
      await page.goto(path);
      await expect(page.locator('#btj-prerender')).toHaveCount(0);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect.poll(async () => (await recorded(page)).live).toBeDefined();
      const { prerendered, live, shifts } = await recorded(page);
      expect(prerendered!.length).toBeGreaterThan(0);
      expect(live).toEqual(prerendered);
      expect(shifts).toBeLessThan(0.02);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('before the live page comes', () => {
  test('what a visitor types and sends on the prerendered login form is carried over and sent', async ({
    page,
  }) => {
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    const live = await holdLivePage(page);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#btj-prerender')).toBeVisible();

    await page.getByLabel('Email', { exact: true }).fill(DEMO.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // Held, never sent the browser's way (a GET would put the password in the URL).
    await expect(page).toHaveURL(/\/login$/);

    live.release();
    await expect(page.getByText('Login Successfully')).toBeVisible();
    await page.waitForURL((url) => url.pathname === DASHBOARD_PATH.admin, { timeout: 15_000 });
    expect(urls.filter((url) => url.includes(encodeURIComponent(DEMO.admin.password)))).toEqual([]);
    expect(urls.filter((url) => url.includes(DEMO.admin.password))).toEqual([]);
  });

  test('the mobile menu opened on the prerender is open on the live page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const live = await holdLivePage(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: /menu/i });
    await toggle.click();
    live.release();
    await expect(page.locator('#btj-prerender')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /menu/i })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(
      page.locator('#site-menu').getByRole('link', { name: 'Taxes Consultancy' }),
    ).toBeVisible();
  });

  test('a tap pressed on the prerender and lifted on the live page opens the menu', async ({
    page,
  }) => {
    // The live page can take the prerender's place between a finger's press and its lift: the
    // press is on the prerender's button, the lift on the live one, and the browser sends no click.
    await page.setViewportSize({ width: 375, height: 740 });
    const live = await holdLivePage(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const box = await page.getByRole('button', { name: /menu/i }).boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await page.mouse.down();
    live.release();
    await expect(page.locator('#btj-prerender')).toHaveCount(0);
    await page.mouse.up();
    await expect(page.getByRole('button', { name: /menu/i })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test("a signed-in user is not shown the visitor's page", async ({ page, request, stack }) => {
    await signInAs(page, request, stack, DEMO.lawyerOne);
    const live = await holdLivePage(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#btj-prerender')).toBeAttached();
    await expect(page.locator('#btj-prerender')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Submit Case' })).toHaveCount(0);
    live.release();
    await expect(page.getByRole('link', { name: 'SubmitCase/DashBoard' }).first()).toBeVisible();
  });
});

test("a redeployed landing page is in the shell's first response, with no shell rebuild", async ({
  browser,
  stack,
}) => {
  test.setTimeout(180_000);
  const port = await freePort();
  let landing = await serveDist('remote-landing', stack.out, port);
  const shell = await startShell(stack, 3, {
    landing: `http://localhost:${port}/mf-manifest.json`,
  });
  const copy = copyApp('remote-landing');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto(`${shell.url}/`);
    await expect(page.getByText(/^A Kigali law firm founded in 2024/)).toBeVisible();

    // The page's English texts are in the landing catalogue.
    const content = path.join(copy, 'src/i18n/en.json');
    const release1 = readFileSync(content, 'utf8');
    const release2 = release1.replace(
      '"A Kigali law firm founded',
      '"Release 2: a Kigali law firm founded',
    );
    expect(release2).not.toBe(release1);
    writeFileSync(content, release2);
    const out = path.join(copy, 'dist');
    await buildAppFrom(copy, out, stack);
    await closeServer(landing);
    landing = await (
      await import('../../shell/server/staticServer')
    ).startStaticServer({ dir: out, port });

    // The shell's HTML server keeps a page 5 s, then asks the remote again.
    await expect(async () => {
      await page.goto(`${shell.url}/`);
      await expect(page.getByText(/^Release 2: a Kigali law firm/)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  } finally {
    await context.close();
    await closeServer(landing);
    await closeServer(shell.server);
    rmSync(copy, { recursive: true, force: true });
  }
});

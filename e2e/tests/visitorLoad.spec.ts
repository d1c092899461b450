/**
 * What a visitor's page downloads and when: one federation runtime, not one per build;
 * and a flat chain: the shell's HTML for a visitor's page already names remotes.json and every
 * script of the owning remote's page, so they download with the document instead of one hop
 * after another (document → main.js → remotes.json → manifest → scripts).
 */
import type { Page } from '@playwright/test';
import { test, expect, collectConsoleErrors } from '../support/fixtures';
import { DEMO } from '../support/auth';
import { signInAs } from '../support/session';

/** A property of Module Federation's runtime core (its ModuleFederation instance): kept by minifiers. */
const RUNTIME_CORE_MARK = 'snapshotHandler';

/**
 * Module Federation's stateless libraries, which a remote's entry takes from the shell
 * (rspack/federationRuntime/libraryGlobals.ts): a property of the SDK's logger and a text of the
 * error codes' descriptions, each in that library only and kept by minifiers.
 */
const LIBRARY_MARKS = {
  '@module-federation/sdk': '__mf_infrastructure_logger__',
  '@module-federation/error-codes': 'Failed to generate type declaration',
};

/**
 * Code of the signed-in pages' part of the design system (shared-ui/dashboard) and of the cases
 * feature built on it (shared-cases): texts' keys their components name (the texts themselves
 * come in signed-in catalogues, which a visitor's page never loads), kept by minifiers.
 * CaseDocuments, DashboardLayout, Pagination, Modal.
 */
const DASHBOARD_UI_MARKS = [
  'cases.documents.removeTitle',
  'ui.dashboard.navLabel',
  'ui.pagination.label',
  'ui.modal.close',
];

/**
 * A signed-in user's header controls (shared-account: the bell, the account menu): keys of texts
 * their code names (kept by minifiers) and their catalogue holds. The shell fetches both for a
 * session only.
 */
const ACCOUNT_MARKS = ['account.menu.label', 'account.bell.label'];

interface Script {
  url: string;
  /** The file's name before its hash, e.g. `main`, `remoteEntry`. */
  file: string;
  body: string;
}

/** Every script a visitor's page at `path` downloads, until the live page is in and the network idle. */
async function scriptsOf(page: Page, path: string): Promise<Script[]> {
  const scripts: Promise<Script>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname.split('/').pop()!.split('.')[0]!;
    scripts.push(response.text().then((body) => ({ url: response.url(), file, body })));
  });
  await page.goto(path);
  await expect(page.locator('#btj-prerender')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  return Promise.all(scripts);
}

interface Manifest {
  metaData: { remoteEntry: { name: string } };
  exposes: ManifestExpose[];
}

interface ManifestExpose {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

test('a visitor on / downloads the federation runtime once', async ({ page }) => {
  const loaded = await scriptsOf(page, '/');
  expect(loaded.filter(({ body }) => body.includes(RUNTIME_CORE_MARK))).toHaveLength(1);
});

test("a visitor on / downloads Module Federation's SDK and error codes once: the landing entry uses the shell's", async ({
  page,
}) => {
  const loaded = await scriptsOf(page, '/');
  expect(loaded.map(({ file }) => file)).toEqual(expect.arrayContaining(['main', 'remoteEntry']));
  for (const [library, mark] of Object.entries(LIBRARY_MARKS)) {
    const holding = loaded.filter(({ body }) => body.includes(mark)).map(({ file }) => file);
    expect(holding, library).toEqual(['main']);
  }
});

for (const path of ['/', '/login']) {
  test(`a visitor on ${path} downloads no code of the signed-in pages' components (shared-ui/dashboard)`, async ({
    page,
  }) => {
    const loaded = await scriptsOf(page, path);
    expect(loaded.map(({ file }) => file)).toEqual(expect.arrayContaining(['main']));
    const holding = loaded.flatMap(({ url, body }) =>
      DASHBOARD_UI_MARKS.filter((mark) => body.includes(mark)).map(
        (mark) => `${new URL(url).pathname}: ${mark}`,
      ),
    );
    expect(holding).toEqual([]);
  });
}

for (const path of ['/', '/login']) {
  test(`a visitor on ${path} downloads no code of the bell or the account menu (shared-account)`, async ({
    page,
  }) => {
    const loaded = await scriptsOf(page, path);
    expect(loaded.map(({ file }) => file)).toEqual(expect.arrayContaining(['main']));
    const holding = loaded.flatMap(({ url, body }) =>
      ACCOUNT_MARKS.filter((mark) => body.includes(mark)).map(
        (mark) => `${new URL(url).pathname}: ${mark}`,
      ),
    );
    expect(holding).toEqual([]);
  });
}

test('a signed-in page downloads the bell and the account menu with its code (the marks above are theirs)', async ({
  page,
  request,
  stack,
}) => {
  await signInAs(page, request, stack, DEMO.admin);
  const loaded = await scriptsOf(page, '/admin-dashboard');
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible();
  for (const mark of ACCOUNT_MARKS)
    expect(loaded.filter(({ body }) => body.includes(mark)).length, mark).toBeGreaterThan(0);
});

test('a remote entry on a page without those libraries fails saying which one, with Retry', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  // A shell deployed before the one that provides them: the SDK's global is never set.
  await page.addInitScript(() => {
    Object.defineProperty(globalThis, '_FEDERATION_SDK', {
      get: () => undefined,
      set: () => undefined,
      configurable: true,
    });
  });
  await page.goto('/');
  await expect(page.getByText('Loading chunk failed')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(
    errors.filter((error) => error.includes('@module-federation/sdk is not on this page')),
  ).not.toEqual([]);
});

test("the shell's HTML for / holds remotes.json and preloads the landing page's scripts from its origin", async ({
  page,
  request,
  stack,
}) => {
  const html = await (await request.get('/')).text();
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const inlined = /<script type="application\/json" id="btj-remotes">([^<]*)<\/script>/.exec(html);
  expect(inlined, 'remotes.json in the document').not.toBeNull();
  expect(JSON.parse(inlined![1]!)).toEqual(remotes);

  const manifestUrl = stack.remotes.landing!;
  const landing = new URL(manifestUrl).origin;
  expect(html).toContain(`<link rel="preconnect" href="${landing}"`);
  const preloaded = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map(
    (match) => match[1]!,
  );
  // The shell's own entry scripts, which its starter adds (with the preloads) after the first paint.
  const started = JSON.parse(/\bsources:(\[[^\]]*\])/.exec(html)?.[1] ?? '[]') as string[];
  expect(started.length, "the starter's entry scripts").toBeGreaterThan(0);
  const manifest = (await (await request.get(manifestUrl)).json()) as Manifest;
  const landingPage = manifest.exposes.find((expose) => expose.name === 'Landing')!;
  const expected = [manifest.metaData.remoteEntry.name, ...landingPage.assets.js.sync].map(
    (file) => new URL(file, manifestUrl).href,
  );
  expect(preloaded).toEqual(expect.arrayContaining(expected));

  // Every script the page starts with was asked for by the document (not what the page loads
  // lazily, such as the sections below the fold).
  const lazy = landingPage.assets.js.async.map((file) => new URL(file, manifestUrl).href);
  const errors = collectConsoleErrors(page);
  const requested: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') requested.push(req.url());
  });
  await page.goto('/');
  await expect(page.locator('#btj-prerender')).toHaveCount(0);
  const servedPreloads = await page
    .locator('link[rel="preload"][as="script"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  const announced = [...servedPreloads, ...started.map((src) => new URL(src, page.url()).href)];
  expect(requested.filter((url) => !announced.includes(url) && !lazy.includes(url))).toEqual([]);
  // A preload the page does not use (its script fetched again) would be no gain.
  expect(requested.filter((url, index) => requested.indexOf(url) !== index)).toEqual([]);
  expect(errors).toEqual([]);
});

test('the landing remote still boots standalone at its own URL (it loads the runtime itself)', async ({
  page,
  stack,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(new URL('/login', stack.remotes.landing!).href);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Register' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  expect(errors).toEqual([]);
});

for (const [path, locale] of [
  ['/', 'en'],
  ['/', 'rw'],
  ['/login', 'fr'],
] as const) {
  test(`on a prerendered ${path} in ${locale}, the page's text is painted before any script downloads`, async ({
    page,
    stack,
  }) => {
    // On a slow connection every byte of script that travels before the first paint is a byte the
    // document does not get: a prerendered page paints first, and only then asks for its code.
    await page.context().addCookies([{ name: 'btj_locale', value: locale, url: stack.shell }]);
    await page.goto(path);
    await expect(page.locator('#btj-prerender')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const { paintedAt, scripts } = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js(\?|$)/.test(entry.name))
        .map((entry) => ({ url: entry.name, startedAt: entry.startTime })),
    }));
    expect(paintedAt, 'a first contentful paint').not.toBeNull();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => script.startedAt < paintedAt!)).toEqual([]);
  });
}

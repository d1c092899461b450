/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPrerenderComposer } from '../prerenderComposer';
import type { RouteEntry } from '../../src/routing/routeTable';

/** As the shell's build writes it (scripts/app.html): English until a page says otherwise. */
const INDEX =
  '<!doctype html><html lang="en"><body><div id="root"></div><script>start()</script></body></html>';

const routes: RouteEntry[] = [
  { path: '/', remote: 'landing', page: 'Landing' },
  { path: '/login', remote: 'landing', page: 'Login' },
  { path: '/user-dashboard', remote: 'client', page: 'UserDashboard', roles: ['client'] },
  {
    path: '/messages',
    remote: 'client',
    page: 'Inbox',
    byRole: { adminStaff: { remote: 'staff', page: 'Inbox' } },
  },
];

/** A remote's static server: prerender files, with ETags and 304s like sirv. */
function remoteServer(files: Record<string, string>, port = 0) {
  const requests: { url: string; ifNoneMatch?: string }[] = [];
  const server = http.createServer((req, res) => {
    requests.push({ url: req.url!, ifNoneMatch: req.headers['if-none-match'] });
    const body = files[req.url!];
    if (body === undefined) return void res.writeHead(404).end('Not found');
    const etag = `"${Buffer.from(body).toString('base64url').slice(0, 16)}-${body.length}"`;
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
    res.writeHead(200, { 'Content-Type': 'text/html', ETag: etag }).end(body);
  });
  return new Promise<{ base: string; requests: typeof requests; close: () => Promise<void> }>(
    (resolve) =>
      server.listen(port, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        resolve({
          base: `http://127.0.0.1:${port}/`,
          requests,
          close: () => new Promise((done) => server.close(() => done())),
        });
      }),
  );
}

function indexFile(html = INDEX): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'btj-composer-')), 'index.html');
  writeFileSync(file, html);
  return file;
}

describe('createPrerenderComposer', () => {
  let remote: Awaited<ReturnType<typeof remoteServer>>;
  const files: Record<string, string> = {};

  beforeEach(async () => {
    for (const key of Object.keys(files)) delete files[key];
    files['/prerender/index.html'] =
      '<style>.a{color:red}</style><main><img src="__BTJ_REMOTE_BASE__/assets/hero.svg">Welcome</main>';
    files['/prerender/login.html'] = '<form><label>Email<input id="email"></label></form>';
    remote = await remoteServer(files);
  });
  afterEach(() => remote.close());

  let clock = 0;
  beforeEach(() => (clock = 0));
  const composerFor = (options: { freshMs?: number } = {}) =>
    createPrerenderComposer({
      indexHtml: indexFile(),
      remotes: () => ({ landing: `${remote.base}mf-manifest.json` }),
      routes,
      freshMs: options.freshMs,
      timeoutMs: 500,
      now: () => clock,
    });

  /** The prerender fetches (the manifest is asked for beside them, for the load chain). */
  const prerenderRequests = () => remote.requests.filter((r) => r.url.startsWith('/prerender/'));

  /** Waits for the fetch a stale answer started behind it. */
  async function until(condition: () => boolean | Promise<boolean>) {
    for (let i = 0; i < 200 && !(await condition()); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  it("puts the remote's page before #root, with its files under the remote's own URL", async () => {
    const html = await composerFor().page('/');
    expect(html).toContain(
      `<div id="btj-prerender"><style>.a{color:red}</style><main><img src="${remote.base}assets/hero.svg">Welcome</main></div><div id="root"></div>`,
    );
    expect(html).not.toContain('__BTJ_REMOTE_BASE__');
    expect(await composerFor().page('/login/')).toContain('<input id="email">');
  });

  it('leaves index.html as it is for signed-in pages, unknown paths and pages with no prerender', async () => {
    const composer = composerFor();
    for (const pathname of ['/user-dashboard', '/messages', '/nowhere', '/login/../etc']) {
      expect(await composer.page(pathname)).toBe(INDEX);
    }
    delete files['/prerender/login.html'];
    expect(await composerFor().page('/login')).toBe(INDEX);
    expect(prerenderRequests().map((r) => r.url)).toEqual(['/prerender/login.html']);
  });

  it('serves index.html alone while the remote is down, and asks again a second later', async () => {
    const port = new URL(remote.base).port;
    await remote.close();
    const composer = composerFor();
    expect(await composer.page('/')).toBe(INDEX);
    remote = await remoteServer(files, Number(port));
    clock += 999;
    expect(await composer.page('/')).toBe(INDEX); // not asked again yet
    expect(prerenderRequests()).toHaveLength(0);
    clock += 1;
    expect(await composer.page('/')).toContain('Welcome'); // nothing stale to show: it waits
    expect(prerenderRequests()).toHaveLength(1);
  });

  it('asks once for many requests at the same time', async () => {
    const composer = composerFor();
    const pages = await Promise.all(Array.from({ length: 5 }, () => composer.page('/')));
    expect(pages.every((html) => html.includes('Welcome'))).toBe(true);
    expect(prerenderRequests()).toHaveLength(1);
  });

  it('keeps a fetched page for freshMs, then serves it while asking again (ETag)', async () => {
    const composer = composerFor({ freshMs: 5000 });
    await composer.page('/');
    clock += 4999;
    await composer.page('/');
    expect(prerenderRequests()).toHaveLength(1);

    clock += 1;
    files['/prerender/index.html'] = '<main>Redeployed</main>';
    // Stale while revalidating: this answer is the old page, a later one the new.
    expect(await composer.page('/')).toContain('Welcome');
    await until(async () => (await composer.page('/')).includes('Redeployed'));
    expect(await composer.page('/')).toContain('Redeployed');
    expect(prerenderRequests()).toHaveLength(2);
    expect(prerenderRequests()[1]!.ifNoneMatch).toBeDefined();

    // Unchanged: the remote answers 304 and the page stays.
    clock += 5000;
    expect(await composer.page('/')).toContain('Redeployed');
    await until(() => prerenderRequests().length === 3);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await composer.page('/')).toContain('Redeployed');
    expect(prerenderRequests()).toHaveLength(3);
  });

  it("puts remotes.json and the page's scripts from the remote's manifest first in <head>", async () => {
    files['/mf-manifest.json'] = JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'Landing', assets: { js: { sync: ['__federation_expose_Landing.a.js'] } } },
      ],
    });
    const composer = createPrerenderComposer({
      indexHtml: indexFile(
        INDEX.replace('<html lang="en">', '<html lang="en"><head><meta charset="utf-8"></head>'),
      ),
      remotes: () => ({ landing: `${remote.base}mf-manifest.json` }),
      routes,
      timeoutMs: 500,
    });
    const origin = new URL(remote.base).origin;
    const head = (await composer.page('/')).split('</head>')[0];
    expect(head).toBe(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<link rel="preconnect" href="${origin}"><link rel="preconnect" href="${origin}" crossorigin>` +
        `<script type="application/json" id="btj-remotes">{"landing":"${remote.base}mf-manifest.json"}</script>` +
        `<template id="btj-after-paint" data-manifest="${remote.base}mf-manifest.json">` +
        `<link rel="preload" as="script" href="${remote.base}remoteEntry.js">` +
        `<link rel="preload" as="script" href="${remote.base}__federation_expose_Landing.a.js">` +
        `</template>`,
    );
    // A signed-in page gets remotes.json, and no guess at its scripts.
    expect((await composer.page('/user-dashboard')).split('</head>')[0]).toBe(
      `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
        `<script type="application/json" id="btj-remotes">{"landing":"${remote.base}mf-manifest.json"}</script>`,
    );
  });

  it("preloads, after the page's own scripts and at low priority, the site frame the live page fetches next", async () => {
    files['/mf-manifest.json'] = JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          name: 'Landing',
          assets: { js: { sync: ['shared.a.js', '__federation_expose_Landing.a.js'] } },
        },
        {
          name: 'SiteFrame',
          assets: { js: { sync: ['shared.a.js', '__federation_expose_SiteFrame.a.js'] } },
        },
      ],
    });
    const head = await createPrerenderComposer({
      indexHtml: indexFile(INDEX.replace('<html lang="en">', '<html lang="en"><head></head>')),
      remotes: () => ({ landing: `${remote.base}mf-manifest.json` }),
      routes,
      timeoutMs: 500,
    }).page('/');
    expect([...head.matchAll(/<link rel="preload"[^>]*>/g)].map((match) => match[0])).toEqual([
      `<link rel="preload" as="script" href="${remote.base}remoteEntry.js">`,
      `<link rel="preload" as="script" href="${remote.base}shared.a.js">`,
      `<link rel="preload" as="script" href="${remote.base}__federation_expose_Landing.a.js">`,
      `<link rel="preload" as="script" href="${remote.base}__federation_expose_SiteFrame.a.js" fetchpriority="low">`,
    ]);
  });

  it('copies the page in literally, $ signs included', async () => {
    files['/prerender/index.html'] = "<p>Fees from $& and $' and $1</p>";
    expect(await composerFor().page('/')).toContain("<p>Fees from $& and $' and $1</p>");
  });

  it('reads index.html again when a new shell build replaces it', async () => {
    const file = indexFile();
    const composer = createPrerenderComposer({
      indexHtml: file,
      remotes: () => ({}),
      routes,
    });
    expect(await composer.page('/')).toBe(INDEX);
    writeFileSync(file, INDEX.replace('start()', 'startV2()'));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);
    expect(await composer.page('/')).toContain('startV2()');
  });

  describe("in the visitor's language", () => {
    beforeEach(() => {
      files['/prerender/fr/index.html'] = '<main lang-test>Bienvenue</main>';
      files['/prerender/rw/index.html'] = '<main>Murakaza neza</main>';
    });

    it("puts that language's prerender in the page and says it in <html lang>", async () => {
      const composer = composerFor();
      const fr = await composer.page('/', 'fr');
      expect(fr).toContain('<html lang="fr">');
      expect(fr).toContain('<div id="btj-prerender"><main lang-test>Bienvenue</main></div>');
      expect(fr).not.toContain('Welcome');
      const rw = await composer.page('/', 'rw');
      expect(rw).toContain('<html lang="rw">');
      expect(rw).toContain('Murakaza neza');
      // English stays where it was published before there were languages.
      expect(await composer.page('/', 'en')).toContain(
        '<html lang="en"><body><div id="btj-prerender">',
      );
      expect(
        prerenderRequests()
          .map((r) => r.url)
          .sort(),
      ).toEqual(['/prerender/fr/index.html', '/prerender/index.html', '/prerender/rw/index.html']);
    });

    it("never shows another language's prerender: none when the remote has not published it", async () => {
      const fr = await composerFor().page('/login', 'fr');
      expect(fr).toBe(INDEX.replace('lang="en"', 'lang="fr"'));
      // A signed-in page gets its <html lang> too.
      expect(await composerFor().page('/user-dashboard', 'rw')).toContain('<html lang="rw">');
    });

    it("preloads the page's catalogue chunk in that language with its scripts", async () => {
      files['/mf-manifest.json'] = JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            name: 'Landing',
            assets: {
              js: {
                sync: ['expose_Landing.a.js'],
                async: [
                  'i18n-shell-fr.0a.js',
                  'landing-i18n-en.1b.js',
                  'landing-i18n-fr.2c.js',
                  'landing-i18n-rw.3d.js',
                  'landing-pages-i18n-fr.4e.js',
                ],
              },
            },
          },
        ],
      });
      const composer = createPrerenderComposer({
        indexHtml: indexFile(INDEX.replace('<body>', '<head><meta charset="utf-8"></head><body>')),
        remotes: () => ({ landing: `${remote.base}mf-manifest.json` }),
        routes,
        timeoutMs: 500,
      });
      const preloads = async (locale: 'en' | 'rw' | 'fr') =>
        [
          ...(await composer.page('/', locale)).matchAll(
            /rel="preload" as="script" href="([^"]+)"/g,
          ),
        ].map((match) => match[1]!.replace(remote.base, ''));
      expect(await preloads('fr')).toEqual([
        'remoteEntry.js',
        'expose_Landing.a.js',
        'landing-i18n-fr.2c.js',
        'landing-pages-i18n-fr.4e.js',
      ]);
      expect(await preloads('rw')).toEqual([
        'remoteEntry.js',
        'expose_Landing.a.js',
        'landing-i18n-rw.3d.js',
      ]);
      expect(await preloads('en')).toEqual([
        'remoteEntry.js',
        'expose_Landing.a.js',
        'landing-i18n-en.1b.js',
      ]);
    });
  });
});

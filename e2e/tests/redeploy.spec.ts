/**
 * A redeploy never takes the site down. The five apps are served as `npm start` serves them
 * (serveApps: each app its own process under a supervisor), on free ports, from this run's
 * builds; the landing remote from a folder of its own that the test deploys a new build into
 * with the app's own build script, as `npm run build -w remote-landing` does beside a running
 * `npm start`.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { collectConsoleErrors, test, expect } from '../support/fixtures';
import { copyApp } from '../support/remoteServers';
import { freePort, type StackUrls } from '../support/stack';
import { APPS, REMOTE_NAMES, type AppName } from '../../topology';
import { distDir, run, serveApps, type ServedApps } from '../../scripts/apps';

/** The shell runs on this spare port of the stack: the API's CORS trusts it. */
const SPARE = 6;

const RELEASE_1 = /^A Kigali law firm founded in 2024/;
const RELEASE_2 = /^Release 2: a Kigali law firm/;
const UNAVAILABLE = 'This part of the site is unavailable right now. Please try again in a moment.';

interface Site {
  served: ServedApps;
  origin: (app: AppName) => string;
  /** What each app's supervisor said (an app that ended and was started again). */
  restarts: string[];
  landingDir: string;
  pids: () => Record<AppName, number | undefined>;
}

/** The apps served as npm start serves them, the landing from a copy of its build. */
async function serveSite(stack: StackUrls, name: string): Promise<Site> {
  const ports = {} as Record<AppName, number>;
  for (const app of APPS) ports[app] = app === 'shell' ? stack.spare[SPARE]! : await freePort();
  const origin = (app: AppName) => `http://localhost:${ports[app]}`;
  const landingDir = distDir('remote-landing', `dist-${name}-${process.pid}`);
  cpSync(distDir('remote-landing', stack.out), landingDir, { recursive: true });
  const restarts: string[] = [];
  const served = await serveApps({
    ports,
    dirs: {
      ...Object.fromEntries(APPS.map((app) => [app, distDir(app, stack.out)])),
      'remote-landing': landingDir,
    },
    remotes: Object.fromEntries(
      Object.entries(REMOTE_NAMES).map(([app, remote]) => [
        remote,
        `${origin(app as AppName)}/mf-manifest.json`,
      ]),
    ),
    apiOrigin: new URL(stack.api).origin,
    log: (message) => restarts.push(message),
  });
  const pids = () =>
    Object.fromEntries(APPS.map((app) => [app, served.apps[app].pid])) as Record<
      AppName,
      number | undefined
    >;
  return { served, origin, restarts, landingDir, pids };
}

async function stopSite(site: Site) {
  await site.served.stop();
  // The folder, and what a deploy cut short would leave beside it (its staging build and lock).
  for (const leftover of ['', '-next', '-next.lock'])
    rmSync(`${site.landingDir}${leftover}`, { recursive: true, force: true });
}

/** What every app answered, asked for a file every 100 ms: answers, and connections refused. */
function pollApps(site: Site) {
  const url = (app: AppName) => `${site.origin(app)}/${app === 'shell' ? '' : 'mf-manifest.json'}`;
  const seen = Object.fromEntries(
    APPS.map((app) => [app, { answered: 0, refused: [] as string[] }]),
  ) as Record<AppName, { answered: number; refused: string[] }>;
  let running = true;
  const done = (async () => {
    while (running) {
      await Promise.all(
        APPS.map(async (app) => {
          try {
            const answer = await fetch(url(app), { signal: AbortSignal.timeout(10_000) });
            await answer.arrayBuffer();
            seen[app].answered++;
          } catch (error) {
            seen[app].refused.push(String((error as Error).cause ?? error));
          }
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await done;
    return seen;
  };
}

async function expectHome(page: Page, text: RegExp) {
  await expect(page.getByText(text)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Loading chunk failed' })).toHaveCount(0);
}

/**
 * Every file a page loads for the remote once it has read this manifest: the remote's entry and
 * each exposed module's and shared package's scripts and styles.
 */
function filesNamedBy(manifest: string): string[] {
  interface Assets {
    js: { sync: string[]; async: string[] };
    css: { sync: string[]; async: string[] };
  }
  const parsed = JSON.parse(manifest) as {
    metaData: { remoteEntry: { name: string; path: string } };
    exposes: { assets: Assets }[];
    shared: { assets: Assets }[];
  };
  const { remoteEntry } = parsed.metaData;
  const names = new Set([path.posix.join(remoteEntry.path || '', remoteEntry.name)]);
  for (const { assets } of [...parsed.exposes, ...parsed.shared])
    for (const name of [
      ...assets.js.sync,
      ...assets.js.async,
      ...assets.css.sync,
      ...assets.css.async,
    ])
      names.add(name);
  return [...names];
}

/**
 * What a visitor's page meets at any instant of a deploy, asked as fast as the answers come: the
 * remote's manifest, then every file it names, and the landing's prerendered first page the
 * shell's HTML server reads. Each answer that is not a 200 (or a manifest that does not parse)
 * is a miss: a page loaded at that instant would have had a part of the build missing.
 */
function pollBuild(origin: string) {
  const misses: string[] = [];
  let rounds = 0;
  let running = true;
  const get = async (file: string, encoding: string) => {
    const answer = await fetch(`${origin}/${file}`, {
      headers: { 'accept-encoding': encoding, 'cache-control': 'no-cache' },
      signal: AbortSignal.timeout(10_000),
    });
    const body = await answer.text();
    if (answer.status !== 200) misses.push(`${file} (${encoding}): ${answer.status}`);
    return answer.status === 200 ? body : null;
  };
  const done = (async () => {
    while (running) {
      // The browser asks with br; a client without it gets the plain files.
      for (const encoding of ['br', 'identity']) {
        try {
          const [manifest] = await Promise.all([
            get('mf-manifest.json', encoding),
            get('prerender/index.html', encoding),
          ]);
          if (manifest === null) continue;
          let names: string[];
          try {
            names = filesNamedBy(manifest);
          } catch (error) {
            misses.push(`mf-manifest.json (${encoding}) does not parse: ${String(error)}`);
            continue;
          }
          await Promise.all(names.map((name) => get(name, encoding)));
        } catch (error) {
          misses.push(`refused: ${String((error as Error).cause ?? error)}`);
        }
      }
      rounds++;
    }
  })();
  return async () => {
    running = false;
    await done;
    return { misses, rounds };
  };
}

test('a remote redeployed with its own build script while the site is in use: every instant serves one whole build, the others keep answering, the new build is served, nothing crashes', async ({
  page,
  stack,
}) => {
  test.setTimeout(420_000);
  const site = await serveSite(stack, 'redeploy');
  const copy = copyApp('remote-landing');
  const landing = site.origin('remote-landing');
  try {
    const home = `${site.origin('shell')}/`;
    await page.goto(home);
    await expectHome(page, RELEASE_1);
    const pids = site.pids();
    const oldManifest = await (await fetch(`${landing}/mf-manifest.json`)).text();
    const oldEntry = /remoteEntry\.[0-9a-f]{10}\.js/.exec(oldManifest)?.[0];
    expect(oldEntry, 'the manifest names a hashed remoteEntry').toBeTruthy();

    // Release 2: one visible change, deployed into the folder the landing is served from by the
    // app's own build script, as `npm run build -w remote-landing` deploys beside `npm start`.
    const texts = path.join(copy, 'src/i18n/en.json');
    const release1 = readFileSync(texts, 'utf8');
    const release2 = release1.replace(
      '"A Kigali law firm founded',
      '"Release 2: a Kigali law firm founded',
    );
    expect(release2).not.toBe(release1);
    writeFileSync(texts, release2);
    const stopPolling = pollApps(site);
    const stopPollingBuild = pollBuild(landing);
    let built = false;
    const building = run('npm', ['run', 'build'], {
      cwd: copy,
      env: { API_URL: stack.api, BUILD_OUT: path.relative(copy, site.landingDir) },
    }).finally(() => {
      built = true;
    });
    // The browser goes on loading the site while the deploy runs: every load shows the home
    // page of one release or the other, never the fallback of a part that failed to load.
    let loads = 0;
    while (!built) {
      await page.goto(home);
      await expect(page.getByText(RELEASE_1).or(page.getByText(RELEASE_2))).toBeVisible({
        timeout: 30_000,
      });
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { name: 'Loading chunk failed' })).toHaveCount(0);
      await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
      loads++;
    }
    await building;
    const build = await stopPollingBuild();
    expect.soft(build.misses, 'every answer during the deploy was one whole build').toEqual([]);
    expect(build.rounds, 'the deploy was watched throughout').toBeGreaterThan(3);
    expect(loads, 'the site was loaded during the deploy').toBeGreaterThan(0);

    // A page opened before the deploy goes on with the build it started with: every file the
    // old manifest names is still served, in every encoding.
    const newManifest = await (await fetch(`${landing}/mf-manifest.json`)).text();
    expect(newManifest, 'the deploy changed the build').not.toBe(oldManifest);
    for (const encoding of ['br', 'gzip', 'identity']) {
      for (const file of filesNamedBy(oldManifest)) {
        const old = await fetch(`${landing}/${file}`, { headers: { 'accept-encoding': encoding } });
        expect(old.status, `${file} of the previous build (${encoding})`).toBe(200);
      }
    }
    const seen = await stopPolling();
    for (const app of APPS) {
      expect(seen[app].refused, `${app} refused no connection`).toEqual([]);
      expect(seen[app].answered, `${app} answered`).toBeGreaterThan(0);
    }
    // No app's process ended: the same processes, never started again.
    expect(site.pids()).toEqual(pids);
    expect(site.restarts).toEqual([]);

    // The new build is served by the same running server (the shell keeps a prerender 5 s).
    await expect(async () => {
      await page.goto(home);
      await expect(page.getByText(RELEASE_2)).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Loading chunk failed' })).toHaveCount(0);
  } finally {
    await stopSite(site);
    rmSync(copy, { recursive: true, force: true });
  }
});

test("one app's crash takes only that app down, until it is started again; the landing down says that part of the site is unavailable, and one Retry brings / back", async ({
  page,
  browser,
  stack,
}) => {
  test.setTimeout(180_000);
  const site = await serveSite(stack, 'landing-down');
  try {
    const home = `${site.origin('shell')}/`;
    await page.goto(home);
    await expectHome(page, RELEASE_1);

    // The landing's process is killed: the others never stop answering; it is started again.
    const stopPolling = pollApps(site);
    const landing = site.served.apps['remote-landing'];
    const crashed = landing.pid!;
    process.kill(crashed, 'SIGKILL');
    await expect
      .poll(async () => landing.pid !== crashed && landing.pid !== undefined, { timeout: 30_000 })
      .toBe(true);
    await expect
      .poll(
        async () =>
          (await fetch(`${site.origin('remote-landing')}/mf-manifest.json`).catch(() => null))
            ?.status,
        { timeout: 30_000 },
      )
      .toBe(200);
    const seen = await stopPolling();
    for (const app of APPS.filter((one) => one !== 'remote-landing'))
      expect(seen[app].refused, `${app} refused no connection`).toEqual([]);
    expect(site.restarts).toEqual([expect.stringMatching(/^remote-landing \(port \d+\) ended/)]);

    // The landing goes down while the shell's HTML server still holds its last manifest (it keeps
    // one a few seconds after any page): the document it serves a first-time visitor then names
    // the landing's scripts, none of them in the browser's cache, and each of those fetches fails.
    const landingScripts = `<link rel="preload" as="script" href="${site.origin('remote-landing')}/`;
    await expect
      .poll(async () => (await (await fetch(home)).text()).includes(landingScripts), {
        timeout: 30_000,
      })
      .toBe(true);
    await landing.stop();
    const visitor = await browser.newPage();
    const consoleErrors = collectConsoleErrors(visitor);
    try {
      const served = await visitor.goto(home);
      expect(await served!.text(), 'the document names the landing scripts').toContain(
        landingScripts,
      );
      // The fallback says that part of the site is unavailable.
      await expect(visitor.getByRole('heading', { name: 'Loading chunk failed' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(visitor.getByText(UNAVAILABLE)).toBeVisible();
      await expect(visitor.getByText(/connection/i)).toHaveCount(0);

      // Retry while it is still down says so again; once it is back, one press brings the page.
      // The retry is over once its request to the landing has failed: only then is the message on
      // screen the retry's answer (before, it is the one the press came from).
      const landingRefused = visitor.waitForEvent('requestfailed', {
        predicate: (request) => request.url().startsWith(site.origin('remote-landing')),
        timeout: 30_000,
      });
      await visitor.getByRole('button', { name: 'Retry' }).click();
      await landingRefused;
      await expect(visitor.getByText(UNAVAILABLE)).toBeVisible({ timeout: 30_000 });
      await landing.start();
      await visitor.getByRole('button', { name: 'Retry' }).click();
      // (What the browser said goes with a failure: the fetch that failed, or the script.)
      await expect(visitor.getByText(RELEASE_1))
        .toBeVisible({ timeout: 30_000 })
        .catch((error: Error) => {
          throw new Error(`${error.message}\nThe browser said:\n${consoleErrors.join('\n')}`);
        });
      await expect(visitor.getByRole('heading', { name: 'Loading chunk failed' })).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  } finally {
    await stopSite(site);
  }
});

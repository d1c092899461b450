/**
 * A redeploy never takes the site down. The five apps are served as `npm start` serves them
 * (serveApps: each app its own process under a supervisor), on free ports, from this run's
 * builds; the landing remote from a folder of its own that the test rebuilds in place, as
 * `npm run build -w remote-landing` does beside a running `npm start`.
 */
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { buildAppFrom, copyApp } from '../support/remoteServers';
import { freePort, type StackUrls } from '../support/stack';
import { APPS, REMOTE_NAMES, type AppName } from '../../topology';
import { distDir, serveApps, type ServedApps } from '../../scripts/apps';

/** The shell runs on this spare port of the stack: the API's CORS trusts it. */
const SPARE = 6;

const RELEASE_1 = /^A Kigali law firm founded in 2024/;
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
  rmSync(site.landingDir, { recursive: true, force: true });
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

test('a remote rebuilt in place while the site is in use: the others keep answering, the new build is served, nothing crashes', async ({
  page,
  stack,
}) => {
  test.setTimeout(420_000);
  const site = await serveSite(stack, 'redeploy');
  const copy = copyApp('remote-landing');
  try {
    const home = `${site.origin('shell')}/`;
    await page.goto(home);
    await expectHome(page, RELEASE_1);
    const pids = site.pids();
    const manifest = await (
      await fetch(`${site.origin('remote-landing')}/mf-manifest.json`)
    ).text();
    const oldEntry = /remoteEntry\.[0-9a-f]{10}\.js/.exec(manifest)?.[0];
    expect(oldEntry, 'the manifest names a hashed remoteEntry').toBeTruthy();

    // Release 2: one visible change, built into the folder the landing is served from.
    const texts = path.join(copy, 'src/i18n/en.json');
    const release1 = readFileSync(texts, 'utf8');
    const release2 = release1.replace(
      '"A Kigali law firm founded',
      '"Release 2: a Kigali law firm founded',
    );
    expect(release2).not.toBe(release1);
    writeFileSync(texts, release2);
    const stopPolling = pollApps(site);
    let built = false;
    const building = buildAppFrom(copy, site.landingDir, stack).finally(() => {
      built = true;
    });
    // The browser goes on using the site while the build runs (the landing may be mid-build).
    while (!built) {
      await page.goto(home).catch(() => undefined);
      await page.waitForTimeout(500);
    }
    await building;

    // A page loaded before the build still asks for the old entry: a 404, not a crash.
    for (const encoding of ['br', 'gzip', 'identity']) {
      const old = await fetch(`${site.origin('remote-landing')}/${oldEntry}`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(old.status, `${oldEntry} (${encoding})`).toBe(404);
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
      await expect(page.getByText(/^Release 2: a Kigali law firm/)).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Loading chunk failed' })).toHaveCount(0);
  } finally {
    await stopSite(site);
    rmSync(copy, { recursive: true, force: true });
  }
});

test("one app's crash takes only that app down, until it is started again; the landing down says that part of the site is unavailable, and one Retry brings / back", async ({
  page,
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

    // The landing down: the fallback says that part of the site is unavailable.
    await landing.stop();
    await page.goto(home);
    await expect(page.getByRole('heading', { name: 'Loading chunk failed' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    await expect(page.getByText(/connection/i)).toHaveCount(0);

    // Retry while it is still down says so again; once it is back, one press brings the page.
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(UNAVAILABLE)).toBeVisible({ timeout: 30_000 });
    await landing.start();
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectHome(page, RELEASE_1);
  } finally {
    await stopSite(site);
  }
});

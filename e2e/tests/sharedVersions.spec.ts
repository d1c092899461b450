import { rmSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { DEMO } from '../support/auth';
import { sessionOf, useSessionIn } from '../support/session';
import { closeServer, serveDist, startShell } from '../support/remoteServers';
import { buildRemoteAgainst, filesWithTimes, type SharedRelease } from '../support/sharedRelease';
import { freePort, type StackUrls } from '../support/stack';
import { ROOT } from '../../scripts/apps';

// The shell under test is the stack's build, on the repo's shared-api 1.0.0.

/** The lawyer's cases came back from the API: a card's View button, or the empty state. */
const casesShown = (page: Page) =>
  page.getByRole('button', { name: 'View' }).first().or(page.getByText('No Cases assigned to you'));

interface Redeploy {
  /** The shared-api version remote-staff is rebuilt on, and the range its package.json asks. */
  version: string;
  range: string;
  spareIndex: number;
}

/**
 * Serves remote-staff as the stack built it and opens the staff dashboard in a shell of its own,
 * then rebuilds remote-staff on `version` of shared-api, redeploys it on the same port and reloads:
 * the shell is never rebuilt. `check` gets the release, its banner, and the files the page then
 * fetched from the remote.
 */
async function redeployStaff(
  { page, request, stack }: { page: Page; request: APIRequestContext; stack: StackUrls },
  { version, range, spareIndex }: Redeploy,
  check: (release: SharedRelease, banner: string, fetched: string[]) => Promise<void>,
) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  let staff = await serveDist('remote-staff', stack.out, port);
  const shell = await startShell(stack, spareIndex, { staff: `${origin}/mf-manifest.json` });
  const shellDist = path.join(ROOT, 'shell', stack.out);
  const shellFiles = filesWithTimes(shellDist);
  const banner = `Release on shared-api ${version}, needing ${range}`;
  let release: SharedRelease | undefined;
  try {
    await useSessionIn(page, await sessionOf(request, stack, DEMO.lawyerOne));
    await page.goto(`${shell.url}/staff-dashboard`);
    await expect(page.getByText(/Assigned Cases/)).toBeVisible({ timeout: 30_000 });

    release = await buildRemoteAgainst(
      { app: 'remote-staff', pkg: 'shared-api', version, range, page: 'StaffDashboard', banner },
      stack,
    );
    await closeServer(staff);
    staff = await serveDist(path.relative(ROOT, release.dir), 'dist', port);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${origin}/`))
        fetched.push(request.url().slice(origin.length + 1));
    });
    await page.reload();
    await check(release, banner, fetched);

    // The redeploy needed no shell rebuild: the same shell server, its build folder untouched.
    expect(filesWithTimes(shellDist)).toEqual(shellFiles);
  } finally {
    await closeServer(staff);
    await closeServer(shell.server);
    if (release) rmSync(release.dir, { recursive: true, force: true });
  }
}

test('a remote built against a newer minor of shared-api runs on the older shell, on its copy', async ({
  page,
  request,
  stack,
}) => {
  test.setTimeout(240_000);
  const redeploy = { version: '1.1.0', range: '^1.0.0', spareIndex: 4 };
  await redeployStaff({ page, request, stack }, redeploy, async (release, banner, fetched) => {
    await expect(page.getByText(banner)).toBeVisible({ timeout: 30_000 });
    // Signed in through the shell's session store, the dashboard loads its cases.
    await expect(casesShown(page)).toBeVisible();
    await expect(page.getByText('Loading chunk failed')).toHaveCount(0);
    // One shared-api in the page, the shell's: the remote's own copy was never fetched.
    expect(release.shared.ownFiles.length).toBeGreaterThan(0);
    expect(fetched.filter((file) => release.shared.ownFiles.includes(file))).toEqual([]);
    // The release declares what it was built with and what it needs.
    expect(release.shared).toMatchObject({ version: '1.1.0', requiredVersion: '^1.0.0' });
  });
});

test('a remote built against a new major of shared-api brings its own copy and works', async ({
  page,
  request,
  stack,
}) => {
  test.setTimeout(240_000);
  const redeploy = { version: '2.0.0', range: '^2.0.0', spareIndex: 5 };
  await redeployStaff({ page, request, stack }, redeploy, async (release, banner, fetched) => {
    await expect(page.getByText(banner)).toBeVisible({ timeout: 30_000 });
    await expect(casesShown(page)).toBeVisible();
    await expect(page.getByText('Loading chunk failed')).toHaveCount(0);
    // The shell's 1.x cannot serve a 2.x page: the remote ran its own copy.
    // (The build holds two: shared-ui's own import still resolves to the workspace's 1.0.0.)
    expect(fetched.filter((file) => release.shared.ownFiles.includes(file))).not.toEqual([]);
    expect(release.shared).toMatchObject({ version: '2.0.0', requiredVersion: '^2.0.0' });
  });
});

test('a remote that needs a newer minor than the shell offers fails loudly, never on older code', async ({
  page,
  request,
  stack,
}) => {
  test.setTimeout(240_000);
  const redeploy = { version: '1.1.0', range: '^1.1.0', spareIndex: 4 };
  await redeployStaff({ page, request, stack }, redeploy, async (_release, banner) => {
    await expect(page.getByText('Loading chunk failed')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByText(banner)).toHaveCount(0);
  });
});

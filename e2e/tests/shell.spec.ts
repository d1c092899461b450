import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, collectConsoleErrors } from '../support/fixtures';
import { DEMO, loginAs, registerAndVerifyClient } from '../support/auth';
import { sessionOf, useSessionIn, type BrowserSession } from '../support/session';
import {
  buildAppFrom,
  closeServer,
  copyApp,
  serveDist,
  startShell,
  startSlowProxy,
} from '../support/remoteServers';
import { freePort } from '../support/stack';
import { routeTable } from '../../shell/src/routing/routeTable';

const originOf = (manifestUrl: string) => new URL(manifestUrl).origin;

test('/ loads the landing remote inside the shell, and nothing of the other remotes', async ({
  page,
  stack,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  const landing = originOf(stack.remotes.landing!);
  expect(requested.some((url) => url.startsWith(`${landing}/__federation_expose_Landing.`))).toBe(
    true,
  );
  for (const name of ['client', 'staff', 'admin']) {
    const origin = originOf(stack.remotes[name]!);
    expect(
      requested.filter((url) => url.startsWith(origin)),
      `requests to ${name}`,
    ).toEqual([]);
  }
});

test('every route resolves to the remote page that owns it', async ({
  browser,
  request,
  stack,
}) => {
  test.setTimeout(300_000);
  const client = await registerAndVerifyClient(request, stack);
  const sessions: Record<string, BrowserSession> = {
    client: await sessionOf(request, stack, client),
    adminStaff: await sessionOf(request, stack, DEMO.lawyerOne),
    admin: await sessionOf(request, stack, DEMO.admin),
  };
  // One browser context per role (a visitor, and each role its own session).
  const pages = new Map<string, Page>();
  const pageFor = async (role: string) => {
    let page = pages.get(role);
    if (!page) {
      const context = await browser.newContext({ baseURL: stack.shell });
      page = await context.newPage();
      if (role !== 'visitor') await useSessionIn(page, sessions[role]!);
      pages.set(role, page);
    }
    return page;
  };
  for (const route of routeTable) {
    const page = await pageFor(route.roles?.[0] ?? 'visitor');
    const origin = originOf(stack.remotes[route.remote]!);
    const path = route.path.replace(':id', 'unknown-case-id');
    const expose = page.waitForRequest((r) =>
      r.url().startsWith(`${origin}/__federation_expose_${route.page}.`),
    );
    await page.goto(path);
    await expose;
    await expect(page, `${route.path} stays on its page`).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
  }
  for (const page of pages.values()) await page.context().close();
});

test('an unknown URL shows a real not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('react-dom is downloaded once and hooks work across remotes', async ({
  page,
  request,
  stack,
}) => {
  const errors = collectConsoleErrors(page);
  const reactDomFiles = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('rendererPackageName:"react-dom"')) reactDomFiles.add(response.url());
  });
  await useSessionIn(page, await sessionOf(request, stack, DEMO.admin));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto('/admin-dashboard');
  await page.waitForLoadState('networkidle');
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  // Landing, admin and login pages all ran on the one react-dom the shell provides.
  expect([...reactDomFiles]).toHaveLength(1);
  expect(new URL([...reactDomFiles][0]!).origin).toBe(new URL(stack.shell).origin);
  expect(errors.filter((e) => /Invalid hook call|more than one copy of React/i.test(e))).toEqual(
    [],
  );
});

test('a stopped remote shows Loading chunk failed, others keep working, Retry recovers', async ({
  page,
  request,
  stack,
}) => {
  const port = await freePort();
  let staff = await serveDist('remote-staff', stack.out, port);
  const shell = await startShell(stack, 0, { staff: `http://localhost:${port}/mf-manifest.json` });
  try {
    await closeServer(staff);
    await useSessionIn(page, await sessionOf(request, stack, DEMO.lawyerOne));
    await page.goto(`${shell.url}/staff-dashboard`);
    await expect(page.getByText('Loading chunk failed')).toBeVisible({ timeout: 30_000 });
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible();

    // Navigation and other remotes still work.
    await page.goto(`${shell.url}/taxc`);
    await expect(page.getByText('Loading chunk failed')).toHaveCount(0);
    await expect(page.locator('main, section').first()).toBeVisible();

    await page.goto(`${shell.url}/staff-dashboard`);
    await expect(page.getByText('Loading chunk failed')).toBeVisible({ timeout: 30_000 });
    staff = await serveDist('remote-staff', stack.out, port);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Loading chunk failed')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByText(/Assigned Cases/)).toBeVisible({ timeout: 30_000 });
  } finally {
    await closeServer(staff);
    await closeServer(shell.server);
  }
});

test('a remote that answers after 30 s still loads (no 20 s give-up)', async ({
  page,
  request,
  stack,
}) => {
  test.setTimeout(120_000);
  const proxy = await startSlowProxy(originOf(stack.remotes.staff!), 30_000);
  const shell = await startShell(stack, 1, { staff: `${proxy.url}/mf-manifest.json` });
  try {
    await useSessionIn(page, await sessionOf(request, stack, DEMO.lawyerOne));
    const started = Date.now();
    await page.goto(`${shell.url}/staff-dashboard`);
    await expect(page.getByText(/Assigned Cases/)).toBeVisible({ timeout: 90_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(29_000);
    await expect(page.getByText('Loading chunk failed')).toHaveCount(0);
  } finally {
    await closeServer(proxy.server);
    await closeServer(shell.server);
  }
});

test('a remote rebuilt and re-served with a visible change is picked up with no shell rebuild', async ({
  page,
  request,
  stack,
}) => {
  test.setTimeout(180_000);
  const port = await freePort();
  let staff = await serveDist('remote-staff', stack.out, port);
  const shell = await startShell(stack, 2, { staff: `http://localhost:${port}/mf-manifest.json` });
  // A copy of the remote, with one visible change.
  const copy = copyApp('remote-staff');
  try {
    await useSessionIn(page, await sessionOf(request, stack, DEMO.lawyerOne));
    await page.goto(`${shell.url}/staff-dashboard`);
    await expect(page.getByText(/Assigned Cases/)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Release 2 is live')).toHaveCount(0);

    const pages = path.join(copy, 'src/pages');
    renameSync(
      path.join(pages, 'StaffDashboard.tsx'),
      path.join(pages, 'StaffDashboardRelease1.tsx'),
    );
    writeFileSync(
      path.join(pages, 'StaffDashboard.tsx'),
      `import type { RemotePageProps } from 'shared-ui';
import Release1 from './StaffDashboardRelease1';
export default function StaffDashboard(props: RemotePageProps) {
  return (<><p>Release 2 is live</p><Release1 {...props} /></>);
}
`,
    );
    const out = path.join(copy, 'dist');
    await buildAppFrom(copy, out, stack);
    await closeServer(staff);
    staff = await (
      await import('../../shell/server/staticServer')
    ).startStaticServer({ dir: out, port });

    await page.reload();
    await expect(page.getByText('Release 2 is live')).toBeVisible({ timeout: 30_000 });
  } finally {
    await closeServer(staff);
    await closeServer(shell.server);
    rmSync(copy, { recursive: true, force: true });
  }
});

test('the session store is shared: a login through the landing remote shows in the shell menu', async ({
  page,
  request,
  stack,
}) => {
  const client = await registerAndVerifyClient(request, stack);
  await loginAs(page, client.email, client.password);
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await page.goto('/');
  const initials = `${client.lastName[0]}${client.firstName[0]}`.toUpperCase();
  await expect(page.getByRole('button', { name: /account menu/i })).toHaveText(initials);
});

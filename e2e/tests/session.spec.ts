/**
 * Sessions under real use: a token the app cannot use never freezes the tab and lands once on
 * /login with the asked page kept for after the login; logout goes home from every dashboard; the
 * end of a session is announced two minutes ahead, and an expired session keeps the form being
 * typed and brings the user back to it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { test, expect, collectConsoleErrors } from '../support/fixtures';
import {
  DEMO,
  loginAs,
  registerAndVerifyClient,
  type ClientAccount,
  type Credentials,
} from '../support/auth';
import { seriousAxeViolations } from '../support/admin';
import { sessionOf } from '../support/session';
import { toast } from '../support/client';

/** The warning the app shows two minutes before the token's `exp` (matched by its start). */
const EXPIRY_WARNING = /Your session ends in 2 minutes\. Save your work/;
const SESSION_ENDED = /Your session has ended\. Sign in again/;

/** A JWT the browser can decode, signed with a secret the API has never seen. */
function foreignToken(payload: Record<string, unknown>): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
  const signature = createHmac('sha256', randomBytes(32)).update(body).digest('base64url');
  return `${body}.${signature}`;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
const claims = { iss: 'bridge-to-justice', aud: 'bridge-to-justice-api' };

const BAD_TOKENS: Record<string, () => string> = {
  garbage: () => 'garbage',
  expired: () =>
    foreignToken({
      ...claims,
      sub: 'someone',
      email: 'someone@example.com',
      role: 'admin',
      iat: nowSeconds() - 9 * 3600,
      exp: nowSeconds() - 3600,
    }),
  'role-less': () =>
    foreignToken({
      ...claims,
      sub: 'someone',
      email: 'someone@example.com',
      iat: nowSeconds(),
      exp: nowSeconds() + 3600,
    }),
};

/** Puts a session in localStorage before the app's first script, once (a reload keeps what the app left). */
async function storeOnce(page: Page, session: { token: string; userId?: string; email?: string }) {
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('token', s.token);
    localStorage.setItem('userId', s.userId ?? 'someone');
    localStorage.setItem('email', s.email ?? 'someone@example.com');
  }, session);
}

/**
 * Every path the main frame went to, same-document (history) navigations included; the router
 * re-stating the URL it is on is not a move.
 */
function recordPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname;
    if (paths.at(-1) !== path) paths.push(path);
  });
  return paths;
}

/** Signs in on the /login page already shown (no new page load: the app decides where to go). */
async function signInHere(page: Page, { email, password }: Credentials) {
  await expect(page).toHaveURL(/\/login$/);
  // The first sign-in's toast may still be fading out (the tests move the clock): one at a time.
  await expect(page.getByText('Login Successfully')).toHaveCount(0);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login Successfully')).toBeVisible();
}

async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('token'));
}

/** The app's clock (Playwright's, once installed) and the stored token's `exp`, in ms. */
async function msUntilExpiry(page: Page): Promise<number> {
  const token = await storedToken(page);
  if (!token) throw new Error('no stored token');
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    exp: number;
  };
  return exp * 1000 - (await page.evaluate(() => Date.now()));
}

async function expectResponsive(page: Page) {
  // A tab stuck in a redirect loop answers nothing; a healthy one answers at once.
  const answer = await Promise.race([
    page.evaluate(() => 'alive'),
    new Promise((resolve) => setTimeout(() => resolve('frozen'), 2000)),
  ]);
  expect(answer).toBe('alive');
}

test.describe('a token the app cannot use', () => {
  for (const [kind, make] of Object.entries(BAD_TOKENS)) {
    for (const path of ['/admin-dashboard', '/user-dashboard']) {
      test(`a ${kind} token on ${path} lands once on /login, cleared`, async ({ page }) => {
        await storeOnce(page, { token: make() });
        const paths = recordPaths(page);
        await page.goto(path, { waitUntil: 'commit' });
        await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
        await expect(page).toHaveURL(/\/login$/);
        await expectResponsive(page);
        expect(paths).toEqual([path, '/login']);
        expect(await storedToken(page)).toBeNull();
      });
    }
  }

  test('after the login the user is back on the page asked for', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await storeOnce(page, { token: BAD_TOKENS.expired!() });
    await page.goto('/submitted-cases');
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      toast(page, 'Your session has ended. Sign in again to continue where you left off.'),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await signInHere(page, DEMO.admin);
    await expect(page).toHaveURL(/\/submitted-cases$/);
    await expect(page.getByRole('heading', { name: /Submitted Cases/ })).toBeVisible();
    expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
  });

  test('a kept page the new role may not see gives way to that role’s dashboard', async ({
    page,
    request,
    stack,
  }) => {
    const client = await registerAndVerifyClient(request, stack);
    await storeOnce(page, { token: 'garbage' });
    await page.goto('/submitted-cases');
    await signInHere(page, client);
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await expect(page.getByRole('heading', { name: /Added Cases/ })).toBeVisible();
  });

  test('a token the API refuses is cleared and the user lands once on /login, then back', async ({
    page,
    request,
    stack,
  }) => {
    const client = await registerAndVerifyClient(request, stack);
    const { userId } = await sessionOf(request, stack, client);
    // Readable, with a role and a future exp, but signed with a secret the server never had.
    const token = foreignToken({
      ...claims,
      sub: userId,
      email: client.email,
      role: 'client',
      iat: nowSeconds(),
      exp: nowSeconds() + 3600,
    });
    await storeOnce(page, { token, userId, email: client.email });
    const paths = recordPaths(page);
    const refused = page.waitForResponse((r) => r.url().includes('/api/') && r.status() === 401);
    await page.goto('/profile', { waitUntil: 'commit' });
    await refused;
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expectResponsive(page);
    expect(paths).toEqual(['/profile', '/login']);
    expect(await storedToken(page)).toBeNull();
    await signInHere(page, client);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByLabel('First Name')).toHaveValue(client.firstName);
  });
});

/**
 * The texts of the toasts this document shows from now on, told to the test as each one shows (a
 * toast is a live `status` region; a shown one is rendered, not display:none).
 */
async function toastsShownHere(page: Page): Promise<string[]> {
  const shown: string[] = [];
  await page.exposeFunction('btjToastShown', (text: string) => {
    if (!shown.includes(text)) shown.push(text);
  });
  await page.evaluate(() => {
    const tell = (window as unknown as { btjToastShown: (text: string) => void }).btjToastShown;
    const look = () => {
      for (const status of document.querySelectorAll<HTMLElement>('[role="status"]')) {
        const text = status.textContent?.trim();
        if (text && status.checkVisibility()) tell(text);
      }
    };
    new MutationObserver(look).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    look();
  });
  return shown;
}

test.describe('logout goes to / from every dashboard', () => {
  const accounts: Array<[string, string, (c: ClientAccount) => Credentials]> = [
    ['the client dashboard', '/user-dashboard', (c) => c],
    ['the staff dashboard', '/staff-dashboard', () => DEMO.lawyerOne],
    ['the admin dashboard', '/admin-dashboard', () => DEMO.admin],
  ];
  for (const [name, path, credentialsOf] of accounts) {
    test(`from ${name}`, async ({ page, request, stack }) => {
      const client = await registerAndVerifyClient(request, stack);
      const { email, password } = credentialsOf(client);
      await loginAs(page, email, password);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const paths = recordPaths(page);
      await page.getByRole('button', { name: /account menu/i }).click();
      // The toast shows for the 2 s before the reload: the page reports it the moment it is shown,
      // as the test's polling of a busy machine may look only once the reload has taken it away.
      const shown = await toastsShownHere(page);
      const reloaded = page.waitForEvent('load', { timeout: 10_000 });
      const clickedAt = Date.now();
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect.poll(() => shown, { timeout: 10_000 }).toContain('account removed successfully');
      await expect(page).toHaveURL(/\/$/);
      await reloaded;
      // The reload comes 2000 ms after the logout.
      expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(1900);
      await expect(page).toHaveURL(/\/$/);
      expect(paths).not.toContain('/login');
      expect(await storedToken(page)).toBeNull();
    });
  }
});

test.describe('a session that ends', () => {
  test('two minutes before the token expires the user is warned', async ({
    page,
    request,
    stack,
  }) => {
    const client = await registerAndVerifyClient(request, stack);
    await page.clock.install({ time: new Date() });
    await loginAs(page, client.email, client.password);
    await expect(page.getByRole('heading', { name: /Added Cases/ })).toBeVisible();

    await page.clock.fastForward((await msUntilExpiry(page)) - 125_000);
    await page.clock.runFor(1000);
    await expect(page.getByText(EXPIRY_WARNING)).toHaveCount(0);
    await page.clock.fastForward(6_000);
    await expect(page.getByRole('status').filter({ hasText: EXPIRY_WARNING })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('an expired session keeps the case being typed and brings the user back to it', async ({
    page,
    request,
    stack,
  }) => {
    const client = await registerAndVerifyClient(request, stack);
    await page.clock.install({ time: new Date() });
    await loginAs(page, client.email, client.password);
    await page.getByRole('button', { name: 'Submit Case' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Case' });
    await dialog.getByLabel('Case Type').selectOption('Civil matters');
    await dialog.getByLabel('Case SubType').selectOption('Land');
    const summary = 'Our neighbour moved the boundary stones of the family plot and built a wall.';
    await dialog.getByLabel('Summary').fill(summary);

    await page.clock.fastForward((await msUntilExpiry(page)) + 1000);
    await expect(page).toHaveURL(/\/login$/);
    expect(await storedToken(page)).toBeNull();
    await expect(page.getByRole('status').filter({ hasText: SESSION_ENDED })).toBeVisible();

    // Back to the real time, so the new token is fresh for the app as it is for the server.
    await page.clock.setSystemTime(new Date());
    await signInHere(page, client);
    await expect(page).toHaveURL(/\/user-dashboard\?submit=case$/);
    const reopened = page.getByRole('dialog', { name: 'Submit Case' });
    await expect(reopened.getByLabel('Summary')).toHaveValue(summary);
    await expect(reopened.getByLabel('Case Type')).toHaveValue('Civil matters');
    await expect(reopened.getByLabel('Case SubType')).toHaveValue('Land');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Closing the form keeps the draft too (work is not lost): it opens with it again; only a
    // sent case or a logout forgets it.
    await reopened.getByRole('button', { name: 'Close' }).click();
    await expect(reopened).toBeHidden();
    await page.getByRole('button', { name: 'Submit Case' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Submit Case' }).getByLabel('Summary'),
    ).toHaveValue(summary);
  });
});

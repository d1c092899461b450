/**
 * Pages under real use: messages that arrive while a page is open, keyboard and focus (Esc, focus
 * after a server error in a modal), a title per route, and the page frame a slow remote shows
 * while it loads.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, collectConsoleErrors } from '../support/fixtures';
import { STACK_ACCOUNTS } from '../support/accounts';
import { apiLogin, DEMO, type Credentials } from '../support/auth';
import { createCaseViaApi, seriousAxeViolations } from '../support/admin';
import { newClientIn, tinyPdf } from '../support/client';
import { assignViaApi, pageAs } from '../support/messages';
import type { StackUrls } from '../support/stack';

/** POST /cases/{id}/messages as these credentials (someone else writing while the page is open). */
async function postMessage(
  request: APIRequestContext,
  stack: Pick<StackUrls, 'api'>,
  as: Credentials | { token: string },
  caseId: string,
  text: string,
): Promise<void> {
  const token = 'token' in as ? as.token : (await apiLogin(request, stack, as)).token;
  const response = await request.post(`${stack.api}/cases/${caseId}/messages`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { text },
  });
  if (!response.ok()) throw new Error(`message POST answered ${response.status()}`);
}

const messagesLink = (page: Page, nav: string): Locator =>
  page.getByRole('navigation', { name: nav }).getByRole('link', { name: /^Messages/ });
const accountButton = (page: Page): Locator => page.getByRole('button', { name: /account menu/ });

test('an open thread shows a reply within 5 s; the unread count shows on the side nav and the account menu and updates', async ({
  page,
  request,
  stack,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const client = await newClientIn(page, request, stack);
  const created = await createCaseViaApi(request, stack, client.session.token);

  await page.goto('/user-dashboard');
  const nav = messagesLink(page, 'Dashboard');
  await expect(nav).toBeVisible();
  await expect(nav).not.toContainText('unread');
  await expect(accountButton(page)).not.toHaveAccessibleName(/unread/);

  // The firm writes while the client looks at the dashboard: both badges count it.
  await postMessage(request, stack, DEMO.admin, created.id, 'We have received your case.');
  await expect(nav).toContainText('1 unread', { timeout: 6_000 });
  await expect(accountButton(page)).toHaveAccessibleName(/1 unread/);
  await expect(accountButton(page).locator('..').getByTestId('unread-badge')).toHaveText(
    '1 unread',
  );
  await postMessage(request, stack, DEMO.admin, created.id, 'Please send your land title.');
  await expect(nav).toContainText('2 unread', { timeout: 6_000 });
  await expect(accountButton(page)).toHaveAccessibleName(/2 unread/);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Opening the thread reads both; the badges clear.
  await page.goto(`/messages/${created.id}`);
  const conversation = page.getByRole('region', { name: 'Conversation' });
  await expect(conversation.getByText('Please send your land title.')).toBeVisible();
  await expect(messagesLink(page, 'Dashboard')).not.toContainText('unread');
  await expect(accountButton(page)).not.toHaveAccessibleName(/unread/);

  // A reply posted while the thread is open shows within 5 s, and is not left counted as unread.
  const reply = `Your hearing is on Monday ${Date.now()}`;
  await postMessage(request, stack, DEMO.admin, created.id, reply);
  const posted = Date.now();
  await expect(conversation.getByText(reply)).toBeVisible({ timeout: 5_000 });
  expect(Date.now() - posted).toBeLessThan(5_000);
  await expect(messagesLink(page, 'Dashboard')).not.toContainText('unread', { timeout: 6_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a hidden tab asks nothing; it catches up when visible again', async ({
  page,
  request,
  stack,
}) => {
  const client = await newClientIn(page, request, stack);
  const created = await createCaseViaApi(request, stack, client.session.token);
  await page.goto(`/messages/${created.id}`);
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible();
  let polls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/messages/unread') || r.url().endsWith(`/cases/${created.id}/messages`))
      polls += 1;
  });
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((s) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  polls = 0;
  await page.waitForTimeout(9_000);
  expect(polls).toBe(0);
  const reply = `Written while you were away ${Date.now()}`;
  await postMessage(request, stack, DEMO.admin, created.id, reply);
  await setVisibility('visible');
  await expect(page.getByRole('region', { name: 'Conversation' }).getByText(reply)).toBeVisible({
    timeout: 5_000,
  });
});

test('the lawyer and the admin see the unread count on their side-nav Messages link', async ({
  page,
  browser,
  request,
  stack,
}) => {
  test.setTimeout(120_000);
  // A lawyer no other test assigns to: the count on the link is the total of their threads.
  const ownLawyer = STACK_ACCOUNTS.unreadLawyer;
  const client = await newClientIn(page, request, stack);
  const created = await createCaseViaApi(request, stack, client.session.token);
  await assignViaApi(request, stack, created.id, ownLawyer.email);
  // The lawyer reads what is already there, so the count below is this test's message only.
  const lawyerToken = (await apiLogin(request, stack, ownLawyer)).token;
  await request.get(`${stack.api}/cases/${created.id}/messages`, {
    headers: { Authorization: `Bearer ${lawyerToken}` },
  });

  const lawyer = await pageAs(browser, request, stack, ownLawyer);
  const admin = await pageAs(browser, request, stack, DEMO.admin);
  await lawyer.goto('/staff-dashboard');
  await admin.goto('/admin-dashboard');
  await expect(messagesLink(lawyer, 'Staff')).toBeVisible();
  await expect(messagesLink(admin, 'Admin')).toBeVisible();

  await postMessage(request, stack, client.session, created.id, 'Is there any news?');
  await expect(messagesLink(lawyer, 'Staff')).toContainText('1 unread', { timeout: 6_000 });
  await expect(accountButton(lawyer)).toHaveAccessibleName(/1 unread/);
  await expect(messagesLink(admin, 'Admin')).toContainText(/\d+ unread/, { timeout: 6_000 });
  expect(await seriousAxeViolations(lawyer)).toEqual([]);
  expect(await seriousAxeViolations(admin)).toEqual([]);
  await lawyer.context().close();
  await admin.context().close();
});

test('Esc closes the dashboard phone menu and the account menu and gives focus back to their button', async ({
  page,
  request,
  stack,
}) => {
  await newClientIn(page, request, stack);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/user-dashboard');
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  const dashboardLink = page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Home' });
  await expect(dashboardLink).toBeVisible();
  await dashboardLink.focus();
  await page.keyboard.press('Escape');
  await expect(dashboardLink).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  await page.setViewportSize({ width: 1366, height: 800 });
  const account = accountButton(page);
  await account.click();
  const profile = page.getByRole('link', { name: 'Profile' });
  await expect(profile).toBeVisible();
  await profile.focus();
  await page.keyboard.press('Escape');
  await expect(profile).toHaveCount(0);
  await expect(account).toBeFocused();
});

test('Esc closes the landing phone menu and gives focus back to its button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const taxes = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Taxes Consultancy' });
  await expect(taxes).toBeVisible();
  await taxes.focus();
  await page.keyboard.press('Escape');
  await expect(taxes).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('after a server error in a modal, focus is back inside it and Esc closes it', async ({
  page,
  request,
  stack,
}) => {
  await newClientIn(page, request, stack);
  await page.goto('/user-dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Submit Case' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Submit Case' });
  await expect(dialog).toBeVisible();
  await page.route('**/cases/register', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error', message: 'The case could not be saved.' }),
    });
  });
  await dialog.getByLabel('Case Type').selectOption('Civil matters');
  await dialog.getByLabel('Case SubType').selectOption('Land');
  await dialog.getByLabel('File').setInputFiles(tinyPdf('statement'));
  await dialog.getByLabel('Summary').fill('The neighbour moved the boundary stones.');
  await dialog.getByRole('button', { name: 'Submit', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toContainText('The case could not be saved.');
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('every route sets its own document title', async ({ page, browser, request, stack }) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  const titleOf = async (target: Page, path: string, ready: Locator) => {
    await target.goto(path);
    await expect(ready).toBeVisible();
    await expect(target).toHaveTitle(/ · Bridge to Justice$/);
    titles.set(path, await target.title());
  };
  await titleOf(page, '/', page.getByRole('navigation', { name: 'Main' }));
  await titleOf(page, '/login', page.getByRole('button', { name: 'Login', exact: true }));
  await titleOf(page, '/register', page.getByRole('button', { name: 'Register', exact: true }));
  await titleOf(page, '/forgot-password', page.getByRole('button', { name: 'Send Email' }));
  await titleOf(page, '/taxc', page.getByRole('navigation', { name: 'Main' }));
  await titleOf(page, '/med', page.getByRole('navigation', { name: 'Main' }));

  const client = await newClientIn(page, request, stack);
  await titleOf(page, '/user-dashboard', page.getByRole('heading', { name: /Added Cases/ }));
  await titleOf(page, '/messages', page.getByRole('heading', { name: 'Messages' }));
  await titleOf(page, '/profile', page.getByRole('button', { name: 'Update', exact: true }));
  expect(titles.get('/user-dashboard')).toBe('My cases · Bridge to Justice');
  expect(client.email).toBeTruthy();

  const lawyer = await pageAs(browser, request, stack, DEMO.lawyerOne);
  await titleOf(
    lawyer,
    '/staff-dashboard',
    lawyer.getByRole('heading', { name: /Assigned Cases/ }),
  );
  const admin = await pageAs(browser, request, stack, DEMO.admin);
  await titleOf(admin, '/admin-dashboard', admin.getByText('ADMIN DASHBOARD'));
  await titleOf(admin, '/submitted-cases', admin.getByRole('table'));

  expect(new Set(titles.values()).size).toBe(titles.size);
  await lawyer.context().close();
  await admin.context().close();
});

test('a slow remote shows the page frame (header and navigation) while it loads, then the page', async ({
  page,
  request,
  stack,
}) => {
  test.setTimeout(90_000);
  await newClientIn(page, request, stack);
  const clientOrigin = new URL(stack.remotes.client!).origin;
  await page.route(
    (url) => url.origin === clientOrigin && /\/remoteEntry(\.[0-9a-f]+)?\.js$/.test(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      await route.continue();
    },
  );
  await page.goto('/user-dashboard', { waitUntil: 'commit' });
  const frame = page.getByRole('status', { name: 'Loading page' });
  await expect(frame).toBeVisible({ timeout: 3_000 });
  await expect(frame.getByTestId('frame-skeleton-header')).toBeVisible();
  await expect(frame.getByTestId('frame-skeleton-nav')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await expect(page.getByRole('heading', { name: /Added Cases/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(frame).toHaveCount(0);
});

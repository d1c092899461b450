/**
 * The dedicated admin entry (the admin remote at its own URL) has the shell's header controls: the
 * notification bell and the account menu (Audit, Logout), the same ones the shell shows, and its
 * header holds at a phone's width in the longest language.
 */
import type { Locator } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { apiLogin, DEMO, registerAndVerifyClient } from '../support/auth';
import { adminOrigin, createCaseViaApi } from '../support/admin';
import { say } from '../support/catalogues';
import { axeFindings, layoutFindings, readAs, settle } from '../support/layoutMatrix';
import { signInAs } from '../support/session';

test('signed in on the admin entry, the admin has the bell and the account menu with Audit and Logout, and sees a client’s message counted', async ({
  page,
  request,
  stack,
}) => {
  // A client writes about their case: unread for the firm.
  const client = await registerAndVerifyClient(request, stack);
  const { token } = await apiLogin(request, stack, client);
  const created = await createCaseViaApi(request, stack, token);
  const sent = await request.post(`${stack.api}/cases/${created.id}/messages`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { text: 'Is there any news about my case?' },
  });
  expect(sent.ok(), 'the client’s message is sent').toBe(true);

  const origin = adminOrigin(stack);
  await page.goto(`${origin}/`);
  await page.getByLabel('Email', { exact: true }).fill(DEMO.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${origin}/admin-dashboard`);

  const header = page.locator('header');
  // The bell reads the admin's notifications from the API (nothing unread for the admin here).
  const bell = header.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('No notifications')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Notifications' })).toHaveCount(0);
  await expect(bell).toBeFocused();

  // The account menu: the admin's initials with the unread count (in its name, and on its
  // corner for the eye), the greeting, Audit and Logout.
  const menu = header.getByRole('button', { name: /^AA account menu for Ada/ });
  await expect(menu).toHaveText('AA');
  await expect(menu).toHaveAccessibleName(/^AA account menu for Ada, \d+ unread$/);
  await expect(menu.locator('..').getByTestId('unread-badge')).toBeVisible();
  await menu.click();
  await expect(page.getByText('Hello! Ada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL(`${origin}/audit`);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Audit' })).toBeVisible();

  await header.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
});

test('the admin entry’s header at 375 px in Kinyarwanda: whole, every icon seen, menus inside the window; one row at 1366 px', async ({
  page,
  request,
  stack,
}, testInfo) => {
  const origin = adminOrigin(stack);
  const session = await signInAs(page, request, stack, DEMO.admin);
  await page.setViewportSize({ width: 375, height: 667 });
  await readAs(page, 'rw', session);
  await page.goto(`${origin}/admin-dashboard`);

  const header = page.locator('header');
  const bell = header.getByRole('button', { name: say('rw', 'Notifications') });
  await expect(bell).toBeVisible();
  const menu = header.getByRole('button', { name: /^AA / });
  await expect(menu).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  await settle(page);

  const check = async (where: string) => {
    // Kept in the test's artifacts folder, for a person to look at.
    await page.screenshot({
      type: 'jpeg',
      quality: 70,
      path: testInfo.outputPath(`${where.replace(/\W+/g, '-')}.jpeg`),
    });
    const findings = await layoutFindings(page, {
      closeLabel: say('rw', 'Close').source,
      oneRowHeaderFrom: 1024,
    });
    findings.push(...(await axeFindings(page)));
    expect.soft(findings, where).toEqual([]);
  };
  /** Nothing cut off at either side: the box lies inside the window. (The layout checks see a
   * page wider than the window; a box pushed off its left edge does not widen the page.) */
  const inside = async (what: string, box: Locator) => {
    const rect = await box.boundingBox();
    expect(rect, `${what} is laid out`).not.toBeNull();
    expect.soft(rect!.x, `${what}: its left edge`).toBeGreaterThanOrEqual(0);
    expect
      .soft(rect!.x + rect!.width, `${what}: its right edge`)
      .toBeLessThanOrEqual(page.viewportSize()!.width);
  };
  /** The menu a header button opens (its aria-controls). */
  const opened = async (button: Locator) =>
    page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);

  await check('the admin entry’s dashboard · rw · 375 px');
  await inside('the bell', bell);
  await inside('the account menu’s button', menu);
  await inside('the language', header.getByRole('combobox'));

  await bell.click();
  await expect(page.getByRole('heading', { name: say('rw', 'Notifications') })).toBeVisible();
  await settle(page);
  await check('the bell’s panel open · rw · 375 px');
  await inside('the bell’s panel', await opened(bell));
  await page.keyboard.press('Escape');

  await menu.click();
  await expect(page.getByRole('link', { name: say('rw', 'Audit') })).toBeVisible();
  await expect(page.getByRole('button', { name: say('rw', 'Logout') })).toBeVisible();
  await settle(page);
  await check('the account menu open · rw · 375 px');
  await inside('the account menu', await opened(menu));
  await page.keyboard.press('Escape');

  // On a wide screen the header's controls stand on one row.
  await page.setViewportSize({ width: 1366, height: 768 });
  await settle(page);
  await check('the admin entry’s dashboard · rw · 1366 px');
});

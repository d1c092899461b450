/**
 * The dedicated admin entry (the admin remote at its own URL) has the shell's header controls: the
 * notification bell and the account menu (Audit, Logout), the same ones the shell shows, and its
 * header holds at a phone's width in the longest language.
 */
import { test, expect } from '../support/fixtures';
import { DEMO } from '../support/auth';
import { adminOrigin } from '../support/admin';
import { say } from '../support/catalogues';
import { axeFindings, layoutFindings, readAs, settle } from '../support/layoutMatrix';
import { sessionOf, useSessionIn } from '../support/session';

test('signed in on the admin entry, the admin has the bell and the account menu with Audit and Logout', async ({
  page,
  stack,
}) => {
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

  // The account menu: the admin's initials, the greeting, Audit and Logout.
  const menu = header.getByRole('button', { name: /^AA account menu for Ada/ });
  await expect(menu).toHaveText('AA');
  await menu.click();
  await expect(page.getByText('Hello! Ada')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.getByRole('link', { name: 'Audit' }).click();
  await expect(page).toHaveURL(`${origin}/audit`);
  await expect(page.locator('main table, main [role="region"]').first()).toBeVisible();

  await header.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
});

test('the admin entry’s header at 375 px in Kinyarwanda: whole, every icon seen, menus inside the window', async ({
  page,
  request,
  stack,
}) => {
  const origin = adminOrigin(stack);
  const session = await sessionOf(request, stack, DEMO.admin);
  await page.setViewportSize({ width: 375, height: 667 });
  await readAs(page, 'rw', session);
  await useSessionIn(page, session);
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
    const findings = await layoutFindings(page, {
      closeLabel: say('rw', 'Close').source,
      oneRowHeaderFrom: 1024,
    });
    findings.push(...(await axeFindings(page)));
    expect.soft(findings, where).toEqual([]);
  };
  await check('the admin entry’s dashboard · rw · 375 px');
  // Nothing of the header is cut off: each control lies inside the window.
  for (const control of [bell, menu, header.getByRole('combobox')]) {
    const box = await control.boundingBox();
    expect(box, 'a header control is laid out').not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  }

  await bell.click();
  await expect(page.getByRole('heading', { name: say('rw', 'Notifications') })).toBeVisible();
  await settle(page);
  await check('the bell’s panel open · rw · 375 px');
  await page.keyboard.press('Escape');

  await menu.click();
  await expect(page.getByRole('link', { name: say('rw', 'Audit') })).toBeVisible();
  await expect(page.getByRole('button', { name: say('rw', 'Logout') })).toBeVisible();
  await settle(page);
  await check('the account menu open · rw · 375 px');
});

/**
 * The admin's SMS page: a client who chose the phone submits a case; their notice leaves through
 * the real gateway (Kannel), whose operator side reports it delivered; the admin finds that SMS's
 * row (newest first) by its number and watches it reach Delivered. In Kinyarwanda and French at
 * 375 px the rows are labelled cards, nothing runs off the screen, no English is left and axe is
 * clean.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { DEMO, apiLogin, registerAndVerifyClient } from '../support/auth';
import { createCaseViaApi, seriousAxeViolations, tableRows } from '../support/admin';
import { englishLeftIn, type Locale } from '../support/catalogues';
import { readAs } from '../support/layoutMatrix';
import { signInAs } from '../support/session';
import { uniqueMobile, waitForSms } from '../support/sms';

/** The SMS page's row of `number`, reloaded until it shows `state` (the gateway reports late). */
async function rowReaching(page: Page, number: string, state: string): Promise<Locator> {
  const row = tableRows(page).filter({ hasText: number });
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(page.getByRole('table')).toBeVisible();
        return (await row.count()) === 1 ? row.locator('[data-state]').innerText() : '';
      },
      { timeout: 30_000, intervals: [500, 1_000, 2_000] },
    )
    .toBe(state);
  return row;
}

/** A phone client with a case just submitted: its "case received" notice went by SMS. */
async function phoneClientWithACase(
  request: APIRequestContext,
  stack: { api: string; smsLog: string },
): Promise<string> {
  const phone = uniqueMobile();
  const client = await registerAndVerifyClient(request, stack, {
    phoneNumber: phone,
    preferredContact: 'phone',
  });
  const { token } = await apiLogin(request, stack, client);
  await createCaseViaApi(request, stack, token);
  await waitForSms(stack.smsLog, phone, 1);
  return phone;
}

test('the admin sees the SMS of a phone client reach Delivered', async ({
  page,
  request,
  stack,
}) => {
  test.setTimeout(120_000);
  const phone = await phoneClientWithACase(request, stack);
  await signInAs(page, request, stack, DEMO.admin);
  await page.goto('/admin-dashboard');
  await page
    .getByRole('navigation', { name: 'Admin', exact: true })
    .getByRole('link', { name: 'SMS', exact: true })
    .click();
  await expect(page).toHaveURL(/\/sms$/);
  await expect(page).toHaveTitle(/^SMS · /);
  await expect(page.getByRole('heading', { name: 'SMS', level: 1 })).toBeVisible();

  const row = await rowReaching(page, phone, 'Delivered');
  const cells = row.getByRole('cell');
  await expect(cells.nth(1)).toHaveText(phone);
  await expect(cells.nth(2)).toHaveText('Case received');
  await expect(cells.nth(3)).toHaveText('English');
  await expect(cells.nth(4)).toHaveText('1 (GSM-7)');
  await expect(cells.nth(6)).toHaveText('1');
  // Delivered at: a Kigali date and time, not "Not yet".
  await expect(cells.nth(7).locator('time')).toHaveAttribute('datetime', /Z$/);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

for (const [locale, delivered, received] of [
  ['rw', 'Bwakiriwe', 'Ikirego cyakiriwe'],
  ['fr', 'Remis', 'Dossier reçu'],
] as [Locale, string, string][]) {
  test(`the SMS page in ${locale} at 375 px: labelled cards, no English, axe clean`, async ({
    page,
    request,
    stack,
  }) => {
    test.setTimeout(120_000);
    const phone = await phoneClientWithACase(request, stack);
    await readAs(page, locale, await signInAs(page, request, stack, DEMO.admin));
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/sms');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    const row = await rowReaching(page, phone, delivered);
    await expect(row).toContainText(received);
    await expect(row.getByRole('cell').nth(5)).toHaveAttribute(
      'data-label',
      locale === 'fr' ? 'État' : 'Uko buhagaze',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );
    expect(englishLeftIn(await page.locator('body').innerText(), locale)).toEqual([]);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

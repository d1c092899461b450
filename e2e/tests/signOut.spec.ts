/**
 * Signing out ends the session on the server, as a person sees it: after logout the old token is
 * refused and a download link copied before it opens a page saying so (in the reader's language,
 * also in another browser); "Sign out everywhere" in the profile ends the session of another
 * browser too.
 */
import type { Page } from '@playwright/test';
import { test, expect, collectConsoleErrors } from '../support/fixtures';
import { loginAs, registerAndVerifyClient } from '../support/auth';
import { createCaseViaApi } from '../support/admin';
import { toast } from '../support/client';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test('logout ends the session on the server: the old token gets 401, an old download link opens a refusal page', async ({
  page,
  browser,
  request,
  stack,
}) => {
  const errors = collectConsoleErrors(page);
  const client = await registerAndVerifyClient(request, stack);
  // Signed in through the real page: the browser gets its token and its session cookie.
  await loginAs(page, client.email, client.password);
  await expect(page).toHaveURL(/\/user-dashboard$/);
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  await createCaseViaApi(request, stack, token!, { summary: 'Signed out at the cyber-café.' });
  await page.reload();
  const card = page.getByRole('article').filter({ hasText: 'Signed out at the cyber-café.' });
  const link = card.getByRole('link', { name: 'Download' });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;

  // Signed in, the link downloads in this browser…
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('statement.txt');

  // …and in another browser (no session there) it opens a page saying why, in that browser's
  // language, never the file or JSON.
  const elsewhere = await browser.newContext({ locale: 'fr-FR' });
  try {
    const other = await elsewhere.newPage();
    const answer = await other.goto(href);
    expect(answer?.status()).toBe(403);
    await expect(
      other.getByRole('heading', { name: 'Ce document ne peut pas être ouvert' }),
    ).toBeVisible();
    await expect(other.getByText(/Vous êtes déconnecté/)).toBeVisible();
    await expect(other.locator('body')).not.toContainText('"status"');
  } finally {
    await elsewhere.close();
  }

  // Logout: the same toast, home, reload as always…
  await page.getByRole('button', { name: /account menu/i }).click();
  const reloaded = page.waitForEvent('load', { timeout: 10_000 });
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toast(page, 'account removed successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await reloaded;
  expect(await storedToken(page)).toBeNull();
  // …and the server no longer takes the token.
  const after = await request.get(`${stack.api}/users/${client.userId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);

  // The old link, opened in this browser after the logout, is a page in the site's language.
  const answer = await page.goto(href);
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'This document cannot be opened' })).toBeVisible();
  await expect(page.getByText(/You are signed out/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Bridge to Justice' })).toBeVisible();
  expect(errors.filter((error) => !/403/.test(error))).toEqual([]);

  // A new login works.
  await loginAs(page, client.email, client.password);
  await expect(page).toHaveURL(/\/user-dashboard$/);
});

test('"Sign out everywhere" in the profile ends the session of another browser too', async ({
  page,
  browser,
  request,
  stack,
}) => {
  const client = await registerAndVerifyClient(request, stack);
  const elsewhere = await browser.newContext();
  try {
    const other = await elsewhere.newPage();
    await loginAs(other, client.email, client.password);
    await expect(other).toHaveURL(/\/user-dashboard$/);
    const otherToken = await storedToken(other);

    await loginAs(page, client.email, client.password);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Signed-in devices' });
    await expect(section).toBeVisible();
    await section.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(toast(page, 'You are signed out on every device.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
    await page.waitForLoadState('load');
    expect(await storedToken(page)).toBeNull();

    // The other browser's token is refused by the server; its next page asks it to sign in.
    const refused = await request.get(`${stack.api}/users/${client.userId}`, {
      headers: { Authorization: `Bearer ${otherToken}` },
    });
    expect(refused.status()).toBe(401);
    await other.goto('/user-dashboard');
    await expect(other).toHaveURL(/\/login/, { timeout: 15_000 });

    // Signing in again works.
    await loginAs(page, client.email, client.password);
    await expect(page).toHaveURL(/\/user-dashboard$/);
  } finally {
    await elsewhere.close();
  }
});

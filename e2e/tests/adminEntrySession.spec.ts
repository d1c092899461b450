/**
 * The dedicated admin entry (the admin remote at its own URL) follows the session as the shell
 * does: a session ended on the server is told in the page's language and leads to the sign-in,
 * which brings the admin back to the page they were on; the language picked in its header is saved
 * to the admin's profile (the server's e-mails follow it) and a sign-in applies the profile's.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, collectConsoleErrors } from '../support/fixtures';
import { apiLogin, type Credentials } from '../support/auth';
import { STACK_ACCOUNTS } from '../support/accounts';
import { adminOrigin } from '../support/admin';
import { say, type Locale } from '../support/catalogues';
import { toast } from '../support/client';
import type { StackUrls } from '../support/stack';

/** The admin's profile as the API reads it. */
async function profileOf(
  request: APIRequestContext,
  stack: Pick<StackUrls, 'api'>,
  admin: Credentials,
): Promise<{ userId: string; locale: string }> {
  const { token, user } = await apiLogin(request, stack, admin);
  const answer = await request.get(`${stack.api}/users/${user.userId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok(), 'the profile is read').toBe(true);
  const { data } = (await answer.json()) as { data: { userId: string; locale: string } };
  return data;
}

/** Sets the admin's profile language through the API. */
async function setProfileLocale(
  request: APIRequestContext,
  stack: Pick<StackUrls, 'api'>,
  admin: Credentials,
  locale: Locale,
): Promise<void> {
  const { token, user } = await apiLogin(request, stack, admin);
  const answer = await request.put(`${stack.api}/users/${user.userId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { locale },
  });
  expect(answer.ok(), `the profile language is set to ${locale}`).toBe(true);
}

/** The page's language for the visitor's sign-in (the cookie every app of the site reads). */
async function readIn(page: Page, locale: Locale, origin: string) {
  await page.context().addCookies([{ name: 'btj_locale', value: locale, url: origin }]);
}

/** Signs in on the admin entry's sign-in page already shown, in `locale`. */
async function signInHere(page: Page, locale: Locale, { email, password }: Credentials) {
  await expect(page.getByRole('heading', { name: say(locale, 'Admin sign-in') })).toBeVisible();
  await page.getByLabel(say(locale, 'Email')).fill(email);
  await page.getByLabel(say(locale, 'Password')).fill(password);
  await page.getByRole('button', { name: say(locale, 'Login') }).click();
}

test('a session ended on the server: the next action tells it in the page’s language, leads to the sign-in, and the sign-in brings the admin back to the same page', async ({
  page,
  request,
  stack,
}) => {
  const admin = STACK_ACCOUNTS.sessionAdmin;
  const origin = adminOrigin(stack);
  const errors = collectConsoleErrors(page);
  await setProfileLocale(request, stack, admin, 'fr');
  await readIn(page, 'fr', origin);

  await page.goto(`${origin}/`);
  await signInHere(page, 'fr', admin);
  await expect(page).toHaveURL(`${origin}/admin-dashboard`);
  await page
    .getByRole('navigation', { name: say('fr', 'Admin') })
    .getByRole('link', { name: say('fr', 'Users') })
    .click();
  await expect(page).toHaveURL(`${origin}/users`);
  const role = page.getByLabel(say('fr', 'Role'));
  await expect(page.getByRole('table')).toBeVisible();

  // "Sign out everywhere" from another device: the server ends every session of the account.
  const { token } = await apiLogin(request, stack, admin);
  const ended = await request.post(`${stack.api}/users/logout/everywhere`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(ended.ok(), 'the server ends every session').toBe(true);

  // The next action on the page asks the server, which refuses the ended session.
  const refused = page.waitForResponse((r) => r.url().includes('/api/') && r.status() === 401);
  await role.selectOption('adminStaff');
  await refused;
  await expect(
    toast(page, 'Votre session a pris fin. Reconnectez-vous pour reprendre là où vous en étiez.'),
  ).toBeVisible();
  await expect(page).toHaveURL(`${origin}/`);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // Signing in again: back on the page the admin was on, with its filter.
  await signInHere(page, 'fr', admin);
  await expect(page).toHaveURL(`${origin}/users?role=adminStaff`);
  await expect(page.getByLabel(say('fr', 'Role'))).toHaveValue('adminStaff');
  await expect(page.getByRole('table')).toBeVisible();
  // The news of the ended session is old once signed in again.
  await expect(
    toast(page, 'Votre session a pris fin. Reconnectez-vous pour reprendre là où vous en étiez.'),
  ).toHaveCount(0);
  expect(errors.filter((e) => !/401|Failed to load resource/.test(e))).toEqual([]);
});

test('a stored session found expired when the admin entry opens: told on the sign-in, then back on the page asked for', async ({
  page,
  request,
  stack,
}) => {
  const admin = STACK_ACCOUNTS.sessionAdmin;
  const origin = adminOrigin(stack);
  await setProfileLocale(request, stack, admin, 'en');
  // A token past its exp (the app reads it, the server never sees it).
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const expired = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
    sub: 'someone',
    email: admin.email,
    role: 'admin',
    iat: now - 9 * 3600,
    exp: now - 3600,
  })}.c2lnbmF0dXJl`;
  await page.addInitScript((token) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('token', token);
    localStorage.setItem('userId', 'someone');
    localStorage.setItem('email', 'someone@example.com');
  }, expired);

  await page.goto(`${origin}/audit`);
  await expect(page).toHaveURL(`${origin}/`);
  await expect(
    toast(page, 'Your session has ended. Sign in again to continue where you left off.'),
  ).toBeVisible();
  await signInHere(page, 'en', admin);
  await expect(page).toHaveURL(`${origin}/audit`);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Audit' })).toBeVisible();
});

test('the language picked in the admin entry’s header is saved to the admin’s profile, and a sign-in elsewhere applies it', async ({
  page,
  browser,
  request,
  stack,
}) => {
  const admin = STACK_ACCOUNTS.languageAdmin;
  const origin = adminOrigin(stack);
  await setProfileLocale(request, stack, admin, 'en');

  await page.goto(`${origin}/`);
  await signInHere(page, 'en', admin);
  await expect(page).toHaveURL(`${origin}/admin-dashboard`);
  const header = page.locator('header');
  await header.getByRole('combobox', { name: 'Language' }).selectOption('rw');
  await expect(header.getByRole('button', { name: say('rw', 'Notifications') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'rw');

  // The profile the server keeps (and writes the admin's e-mails in) now says Kinyarwanda.
  await expect.poll(async () => (await profileOf(request, stack, admin)).locale).toBe('rw');

  // Another browser in English: once signed in, the admin's own language takes the screen.
  const elsewhere = await browser.newContext({ locale: 'en-GB' });
  try {
    const other = await elsewhere.newPage();
    await other.goto(`${origin}/`);
    await signInHere(other, 'en', admin);
    await expect(other).toHaveURL(`${origin}/admin-dashboard`);
    await expect(other.locator('html')).toHaveAttribute('lang', 'rw');
    await expect(
      other.locator('header').getByRole('button', { name: say('rw', 'Notifications') }),
    ).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});

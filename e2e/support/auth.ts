/**
 * Shared e2e helpers for accounts: sign in through the real login page, make a fresh verified
 * client through the real API (register, read the verification mail from the dev outbox, verify),
 * and read the newest mail sent to an address. Every engineer's specs reuse these.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Role } from 'shared-contract';
import type { OutboxEntry } from 'shared-contract/schemas';
import type { StackUrls } from './stack';

export type { Role };

export interface Credentials {
  email: string;
  password: string;
}

export interface ClientAccount extends Credentials {
  userId: string;
  firstName: string;
  lastName: string;
  role: 'client';
}

/** A mail of the dev outbox (GET /api/dev/outbox), as the contract describes it. */
export type OutboxMail = OutboxEntry;

/** The demo accounts the server seeds on an empty database when DEMO_SEED=1. */
export const DEMO = {
  admin: { email: 'admin@example.com', password: 'Admin@12345' },
  lawyerOne: { email: 'lawyer.one@example.com', password: 'Lawyer@12345' },
  lawyerTwo: { email: 'lawyer.two@example.com', password: 'Lawyer@12345' },
} as const satisfies Record<string, Credentials>;

/** Where the login page sends each role after a successful login. */
export const DASHBOARD_PATH: Record<Role, string> = {
  client: '/user-dashboard',
  adminStaff: '/staff-dashboard',
  admin: '/admin-dashboard',
};

/** A strong password: 8 or more characters with upper, lower, digit and one of @$!%*?&. */
export const STRONG_PASSWORD = 'Client@2024x';

let counter = 0;
/** An address no other test (or earlier run on the same DATA_DIR) has used. */
export function uniqueEmail(prefix = 'client'): string {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return `${prefix}.${stamp}@example.com`;
}

function requestOf(target: Page | APIRequestContext): APIRequestContext {
  return 'request' in target && typeof (target as Page).goto === 'function'
    ? (target as Page).request
    : (target as APIRequestContext);
}

/**
 * Signs in through the real /login page (labels 'Email' and 'Password', button 'Login') and waits
 * until the app has left /login for a dashboard (the redirect comes 1 s after the toast).
 */
export async function loginAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login Successfully')).toBeVisible();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
}

/** The newest mail the server wrote to `email` in its dev outbox (polls, mail is async). */
export async function latestMailTo(
  stack: Pick<StackUrls, 'api'>,
  email: string,
  options: { subject?: RegExp; timeoutMs?: number; request?: APIRequestContext } = {},
): Promise<OutboxMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const wanted = email.trim().toLowerCase();
  for (;;) {
    const url = `${stack.api}/dev/outbox`;
    let status: number;
    let body: unknown;
    if (options.request) {
      const response = await options.request.get(url);
      status = response.status();
      body = response.ok() ? await response.json() : undefined;
    } else {
      const response = await fetch(url);
      status = response.status;
      body = response.ok ? await response.json() : undefined;
    }
    if (body === undefined) throw new Error(`GET ${url} answered ${status}`);
    const mails = body as OutboxMail[];
    const mail = mails.find(
      (m) =>
        m.to.trim().toLowerCase() === wanted &&
        (!options.subject || options.subject.test(m.subject)),
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${email} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a mail whose path is `pathname` (e.g. '/verify', '/reset-password'). */
export function linkIn(mail: OutboxMail, pathname: string): URL {
  const link = mail.links.map((l) => new URL(l)).find((url) => url.pathname === pathname);
  if (!link) throw new Error(`No ${pathname} link in the mail "${mail.subject}" to ${mail.to}`);
  return link;
}

/** The values a register form (or the register call) needs, with a fresh e-mail. */
export function newClientDetails(overrides: Partial<Record<string, string>> = {}) {
  return {
    firstName: 'Test',
    lastName: 'Client',
    email: uniqueEmail(),
    idNo: '1199080012345678',
    phoneNumber: '0788123456',
    preferredContact: 'email',
    district: 'Gasabo',
    sector: 'Kimironko',
    cell: 'Bibare',
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    ...overrides,
  };
}

/**
 * Registers a fresh client through the API, follows the verification link of its mail (token from
 * the outbox, POST /users/verify/{token}) and answers credentials that can log in.
 */
export async function registerAndVerifyClient(
  target: Page | APIRequestContext,
  stack: Pick<StackUrls, 'api'>,
  overrides: Partial<Record<string, string>> = {},
): Promise<ClientAccount> {
  const request = requestOf(target);
  const details = newClientDetails(overrides);
  const registered = await request.post(`${stack.api}/users/register`, { data: details });
  if (!registered.ok())
    throw new Error(`register answered ${registered.status()}: ${await registered.text()}`);

  const mail = await latestMailTo(stack, details.email, { request });
  const token = linkIn(mail, '/verify').searchParams.get('token');
  if (!token) throw new Error('The verification link has no token');
  const verified = await request.post(`${stack.api}/users/verify/${encodeURIComponent(token)}`, {
    data: { token },
  });
  if (!verified.ok()) throw new Error(`verify answered ${verified.status()}`);
  // Register answers a new and a taken address alike (it reveals no account), so the id comes from
  // login.
  const { user } = await apiLogin(request, stack, details);

  return {
    userId: user.userId,
    email: details.email,
    password: details.password,
    firstName: details.firstName,
    lastName: details.lastName,
    role: 'client',
  };
}

/** Logs in through the API and answers the bearer token (for arranging data, not for UI tests). */
export async function apiLogin(
  target: Page | APIRequestContext,
  stack: Pick<StackUrls, 'api'>,
  { email, password }: Credentials,
): Promise<{
  token: string;
  user: { userId: string; email: string; role: Role };
  /** The value of the btj_session cookie the login set (for the browser's download links). */
  sessionCookie: string | null;
}> {
  const response = await requestOf(target).post(`${stack.api}/users/login`, {
    data: { email, password },
  });
  if (!response.ok())
    throw new Error(`login answered ${response.status()}: ${await response.text()}`);
  const sessionCookie =
    response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => /^btj_session=([^;]+)/.exec(header.value)?.[1])
      .find(Boolean) ?? null;
  const body = (await response.json()) as {
    token: string;
    user: { userId: string; email: string; role: Role };
  };
  return { ...body, sessionCookie };
}

import type { Page } from '@playwright/test';
import type { StackUrls } from './stack';

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'Admin@12345' },
  lawyerOne: { email: 'lawyer.one@example.com', password: 'Lawyer@12345' },
  lawyerTwo: { email: 'lawyer.two@example.com', password: 'Lawyer@12345' },
} as const;

export interface ApiSession {
  token: string;
  userId: string;
  email: string;
  role: string;
}

/** Logs in through the real API (faster than the form when the form is not what is tested). */
export async function apiLogin(
  stack: StackUrls,
  email: string,
  password: string,
): Promise<ApiSession> {
  const response = await fetch(`${stack.api}/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as {
    token?: string;
    message?: string;
    user?: { userId: string; email: string; role: string };
  };
  if (!response.ok || !body.token || !body.user) {
    throw new Error(`login ${email} failed: ${response.status} ${body.message ?? ''}`);
  }
  return { token: body.token, ...body.user };
}

/** Starts the page with this session in localStorage, as a returning user would have it. */
export async function useSessionIn(page: Page, session: ApiSession): Promise<void> {
  await page.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('userId', s.userId);
    localStorage.setItem('email', s.email);
  }, session);
}

/** Registers a client through the API and verifies it with the link from the dev outbox. */
export async function registerVerifiedClient(
  stack: StackUrls,
  overrides: Partial<Record<string, string>> = {},
): Promise<ApiSession & { password: string }> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const password = 'Client@12345';
  const values = {
    firstName: 'Aline',
    lastName: 'Uwase',
    email: `client.${unique}@example.com`,
    idNo: '1199880012345678',
    phoneNumber: '0788123456',
    preferredContact: 'email',
    district: 'Gasabo',
    sector: 'Kimironko',
    cell: 'Bibare',
    password,
    confirmPassword: password,
    ...overrides,
  };
  const registered = await fetch(`${stack.api}/users/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(values),
  });
  if (!registered.ok)
    throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
  const outbox = (await (await fetch(`${stack.api}/dev/outbox`)).json()) as {
    to: string;
    links: string[];
  }[];
  const link = outbox
    .find((mail) => mail.to.includes(values.email!))
    ?.links.find((l) => l.includes('/verify?token='));
  if (!link) throw new Error(`no verification mail for ${values.email}`);
  const token = new URL(link).searchParams.get('token')!;
  const verified = await fetch(`${stack.api}/users/verify/${token}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!verified.ok) throw new Error(`verify failed: ${verified.status}`);
  return { ...(await apiLogin(stack, values.email!, password)), password };
}

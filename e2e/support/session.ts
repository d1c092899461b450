import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, type Credentials } from './auth';
import type { StackUrls } from './stack';

/**
 * What the browser keeps after a login: the three localStorage keys (token, userId, email), and
 * the session cookie the login answered (its download links serve only with it).
 */
export interface BrowserSession {
  token: string;
  userId: string;
  email: string;
  /** The API's origin and the btj_session cookie's value, when the login set one. */
  cookie?: { origin: string; value: string };
}

/** Logs in through the API and answers the session a browser would store. */
export async function sessionOf(
  request: APIRequestContext,
  stack: Pick<StackUrls, 'api'>,
  credentials: Credentials,
): Promise<BrowserSession> {
  const { token, user, sessionCookie } = await apiLogin(request, stack, credentials);
  const cookie = sessionCookie ? { origin: new URL(stack.api).origin, value: sessionCookie } : {};
  return {
    token,
    userId: user.userId,
    email: user.email,
    ...(sessionCookie ? { cookie } : {}),
  } as BrowserSession;
}

/**
 * Starts the page with this session in localStorage and its cookie in the browser, as a
 * returning user would have them.
 */
export async function useSessionIn(page: Page, session: BrowserSession): Promise<void> {
  if (session.cookie) {
    const { hostname } = new URL(session.cookie.origin);
    await page.context().addCookies([
      {
        name: 'btj_session',
        value: session.cookie.value,
        domain: hostname,
        path: '/api',
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
  }
  await page.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('userId', s.userId);
    localStorage.setItem('email', s.email);
  }, session);
}

/**
 * Logs in through the API as these credentials (an admin, a lawyer, a client) and opens the page
 * with that session, as a returning browser; answers the session (its token arranges data).
 */
export async function signInAs(
  page: Page,
  request: APIRequestContext,
  stack: Pick<StackUrls, 'api'>,
  credentials: Credentials,
): Promise<BrowserSession> {
  const session = await sessionOf(request, stack, credentials);
  await useSessionIn(page, session);
  return session;
}

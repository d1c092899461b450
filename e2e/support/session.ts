import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, type Credentials } from './auth';
import type { StackUrls } from './stack';

/** What the browser keeps after a login: the three localStorage keys of spec §3. */
export interface BrowserSession {
  token: string;
  userId: string;
  email: string;
}

/** Logs in through the API and answers the session a browser would store. */
export async function sessionOf(
  request: APIRequestContext,
  stack: Pick<StackUrls, 'api'>,
  credentials: Credentials,
): Promise<BrowserSession> {
  const { token, user } = await apiLogin(request, stack, credentials);
  return { token, userId: user.userId, email: user.email };
}

/** Starts the page with this session in localStorage, as a returning user would have it. */
export async function useSessionIn(page: Page, session: BrowserSession): Promise<void> {
  await page.addInitScript((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('userId', s.userId);
    localStorage.setItem('email', s.email);
  }, session);
}

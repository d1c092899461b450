/** Helpers for the messages specs: sessions in their own browser contexts, API arrangements, mail. */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiLogin, DEMO, type Credentials, type OutboxMail } from './auth';
import { signInAs } from './session';
import type { StackUrls } from './stack';

/** A page in a fresh browser context, signed in as these credentials (like a returning browser). */
export async function pageAs(
  browser: Browser,
  request: APIRequestContext,
  stack: Pick<StackUrls, 'api' | 'shell'>,
  credentials: Credentials,
): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.shell });
  const page = await context.newPage();
  await signInAs(page, request, stack, credentials);
  return page;
}

/** PATCH /cases/assigning/{id} as the demo admin. */
export async function assignViaApi(
  request: APIRequestContext,
  stack: Pick<StackUrls, 'api'>,
  caseId: string,
  lawyerEmail: string,
): Promise<void> {
  const { token } = await apiLogin(request, stack, DEMO.admin);
  const response = await request.patch(`${stack.api}/cases/assigning/${caseId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { assignedTo: lawyerEmail },
  });
  if (!response.ok()) throw new Error(`assign answered ${response.status()}`);
}

/** Waits for an outbox mail to `to` carrying a link that contains `linkPart`. */
export async function mailWithLink(
  request: APIRequestContext,
  stack: Pick<StackUrls, 'api'>,
  to: string,
  linkPart: string,
  timeoutMs = 30_000,
): Promise<OutboxMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await request.get(`${stack.api}/dev/outbox`);
    const mails = ((await response.json()) as OutboxMail[]).filter(
      (mail) => mail.to === to && mail.links.some((link) => link.includes(linkPart)),
    );
    if (mails.length > 0) return mails;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a link to ${linkPart}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

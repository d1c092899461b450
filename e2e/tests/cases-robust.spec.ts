/**
 * Cases under real use: an upload closed half-way submits nothing (and "no" keeps it going), an
 * over-limit file never leaves the browser, an old page's download link still downloads (or says
 * why in a toast, in the app), and ids that name no case get "Case not found" with a way back, for
 * every role.
 */
import { randomUUID } from 'node:crypto';
import type { CDPSession, Locator, Page } from '@playwright/test';
import { test, expect, collectConsoleErrors } from '../support/fixtures';
import { DEMO } from '../support/auth';
import { signInAs } from '../support/session';
import { createCaseViaApi, seriousAxeViolations } from '../support/admin';
import { casesOf, fillSubmitCase, newClientIn, tinyPdf, toast } from '../support/client';

/** Errors the browser logs for answers these tests provoke on purpose (404s, aborted uploads). */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource|net::ERR_/.test(error));

const TWO_MB = 2 * 1024 * 1024;
const LIMIT = 10 * 1024 * 1024;
const TOO_LARGE = 'File too large. The maximum size is 10 MB.';

/** Slows this page's uploads to `bytesPerSecond` (-1: no limit) through the DevTools protocol. */
async function throttleUploads(cdp: CDPSession, bytesPerSecond: number): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

async function slowUploads(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await throttleUploads(cdp, 128 * 1024); // a 2 MB file takes ~16 s
  return cdp;
}

function cancelUpload(page: Page): Locator {
  return page.getByRole('alertdialog', { name: 'Cancel the upload?' });
}

async function expectUploading(scope: Locator): Promise<void> {
  await expect(scope.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  await expect(scope.getByText(/^Uploading\.\.\. \d+%$/)).toBeVisible();
}

/** The case as the server has it now. */
async function storedCase(page: Page, api: string, token: string, id: string) {
  const answer = await page.request.get(`${api}/cases/singleCase/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { summary: string; fileName: string } }).data;
}

test('closing Submit Case during a slow upload asks "Cancel the upload?": yes submits nothing, no keeps uploading', async ({
  page,
  request,
  stack,
}) => {
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  const signedIn = await newClientIn(page, request, stack);
  const client = { ...signedIn, userId: signedIn.session.userId }; // the id login answers
  await page.goto('/user-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Added Cases 0' })).toBeVisible();
  const cdp = await slowUploads(page);
  const dialog = page.getByRole('dialog', { name: 'Submit Case' });
  const input = {
    caseType: 'Civil matters',
    caseSubtype: 'Land',
    summary: 'The land registry lost our title deed after the sale.',
    file: tinyPdf('Title deed', 'title-deed.pdf', TWO_MB),
  };

  // × after 3 s of a 2 MB upload, then yes: the request is dropped and no case exists.
  await page.getByRole('button', { name: 'Submit Case' }).click();
  await fillSubmitCase(dialog, input);
  await expectUploading(dialog);
  await page.waitForTimeout(3_000);
  await dialog.getByRole('button', { name: 'Close' }).click();
  const confirm = cancelUpload(page);
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'No, keep uploading' })).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Yes, cancel the upload' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeHidden();
  await page.waitForTimeout(2_000); // a late insert would show by now
  expect(await casesOf(request, stack, client)).toHaveLength(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Added Cases 0' })).toBeVisible();
  await expect(toast(page, 'Failed to submit case data')).toHaveCount(0);
  await expect(toast(page, 'Case submitted successfully')).toHaveCount(0);

  // Esc and a click on the backdrop ask too; no (or Esc on the question) keeps uploading.
  await page.getByRole('button', { name: 'Submit Case' }).click();
  await fillSubmitCase(dialog, input);
  await expectUploading(dialog);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'No, keep uploading' }).click();
  await expect(confirm).toBeHidden();
  await expectUploading(dialog);
  await page.mouse.click(5, 5); // the backdrop, outside the dialog
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();
  await expectUploading(dialog);
  await throttleUploads(cdp, -1);
  await expect(toast(page, 'Case submitted successfully')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Added Cases 1' })).toBeVisible();
  const stored = await casesOf(request, stack, client);
  expect(stored.map((item) => item.summary)).toEqual([input.summary]);
  expect(unexpected(errors)).toEqual([]);
});

test('the update form: Cancel during a slow upload asks; yes keeps the case as it was, no saves it', async ({
  page,
  request,
  stack,
}) => {
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  const client = await newClientIn(page, request, stack);
  const created = await createCaseViaApi(request, stack, client.session.token, {
    summary: 'Our landlord keeps the deposit.',
  });
  await page.goto(`/update-case/${created.id}`);
  await expect(page.getByLabel('Summary')).toHaveValue('Our landlord keeps the deposit.');
  const cdp = await slowUploads(page);

  await page.getByLabel('Summary').fill('Edited while a big file uploads.');
  await page.getByLabel('File').setInputFiles(tinyPdf('Lease', 'lease.pdf', TWO_MB));
  await page.getByRole('button', { name: 'Update Case' }).click();
  await expectUploading(page.locator('main'));
  await page.getByRole('link', { name: 'Cancel' }).click();
  const confirm = cancelUpload(page);
  await expect(confirm).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Yes, cancel the upload' }).click();
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await page.waitForTimeout(2_000);
  const kept = await storedCase(page, stack.api, client.session.token, created.id);
  expect(kept.summary).toBe('Our landlord keeps the deposit.');
  expect(kept.fileName).toBe('statement.txt');

  await page.goto(`/update-case/${created.id}`);
  await expect(page.getByLabel('Summary')).toBeEditable();
  await page.getByLabel('Summary').fill('Edited, and the upload was kept going.');
  await page.getByLabel('File').setInputFiles(tinyPdf('Lease', 'lease.pdf', TWO_MB));
  await page.getByRole('button', { name: 'Update Case' }).click();
  await expectUploading(page.locator('main'));
  await page.getByRole('link', { name: 'Cancel' }).click();
  await confirm.getByRole('button', { name: 'No, keep uploading' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/update-case/${created.id}$`));
  await throttleUploads(cdp, -1);
  await expect(toast(page, 'Case Updated Successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/user-dashboard$/);
  const saved = await storedCase(page, stack.api, client.session.token, created.id);
  expect(saved.summary).toBe('Edited, and the upload was kept going.');
  expect(saved.fileName).toBe('lease.pdf');
  expect(unexpected(errors)).toEqual([]);
});

test('a file over the 10 MB limit is refused on its field before anything is sent', async ({
  page,
  request,
  stack,
}) => {
  const errors = collectConsoleErrors(page);
  const client = await newClientIn(page, request, stack);
  const created = await createCaseViaApi(request, stack, client.session.token);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (['POST', 'PUT'].includes(r.method()) && /\/api\/cases\//.test(r.url()))
      sent.push(`${r.method()} ${r.url()}`);
  });
  const big = tinyPdf('Too big', 'scan.pdf', LIMIT + 1024);

  await page.goto('/user-dashboard');
  await page.getByRole('button', { name: 'Submit Case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Case' });
  await fillSubmitCase(dialog, {
    caseType: 'Civil matters',
    caseSubtype: 'Contract',
    summary: 'The supplier never delivered.',
    file: big,
  });
  const file = dialog.getByLabel('File');
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await expect(file).toHaveAccessibleDescription(new RegExp(TOO_LARGE.replace(/\./g, '\\.')));
  await expect(dialog.getByText(TOO_LARGE)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // A file within the limit clears the message.
  await file.setInputFiles(tinyPdf('Fine', 'fine.pdf'));
  await expect(dialog.getByText(TOO_LARGE)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/update-case/${created.id}`);
  await page.getByLabel('File').setInputFiles(big);
  await expect(page.getByText(TOO_LARGE)).toBeVisible();
  await page.getByRole('button', { name: 'Update Case' }).click();
  await expect(page.getByLabel('File')).toHaveAttribute('aria-invalid', 'true');
  await page.waitForTimeout(1_000);
  await expect(page).toHaveURL(new RegExp(`/update-case/${created.id}$`));
  expect(sent).toEqual([]);
  expect(unexpected(errors)).toEqual([]);
});

test('an old page: an expired download link still downloads through a fresh one; a refused one is a toast in the app', async ({
  page,
  request,
  stack,
}) => {
  const errors = collectConsoleErrors(page);
  const client = await newClientIn(page, request, stack);
  const created = await createCaseViaApi(request, stack, client.session.token, {
    summary: 'A contract signed under pressure.',
  });
  await page.goto('/user-dashboard');
  const card = page.getByRole('article').filter({ hasText: 'A contract signed under pressure.' });
  const link = card.getByRole('link', { name: 'Download' });
  await expect(link).toBeVisible();

  // The page has been open past the link's lifetime: its signature no longer holds.
  const expired = await link.evaluate((anchor: HTMLAnchorElement) => {
    const url = new URL(anchor.href);
    url.searchParams.set('exp', String(Math.floor(Date.now() / 1000) - 60));
    anchor.href = url.toString();
    return anchor.href;
  });
  const refused = await request.get(expired);
  expect(refused.status()).toBe(403);

  // Keyboard activation downloads the right bytes, and the page stays where it was.
  await link.focus();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.keyboard.press('Enter'),
  ]);
  expect(download.suggestedFilename()).toBe('statement.txt');
  const path = await download.path();
  expect(path).toBeTruthy();
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(path!)).toString()).toBe(
    'Statement for: A contract signed under pressure.\n',
  );
  await expect(page).toHaveURL(/\/user-dashboard$/);
  // The link is a real one again: its URL downloads on its own (copy, new tab).
  const fresh = await link.getAttribute('href');
  expect((await request.get(fresh!)).status()).toBe(200);

  // The case is deleted elsewhere: the old card's link says so in a toast, in the app.
  const removed = await request.delete(`${stack.api}/cases/${created.id}`, {
    headers: { Authorization: `Bearer ${client.session.token}` },
  });
  expect(removed.ok()).toBe(true);
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await link.click();
  await expect(toast(page, 'Case not found')).toBeVisible();
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Added Cases 1' })).toBeVisible();
  expect(downloads).toBe(0);
  expect(await page.content()).not.toContain('"status":"error"');
  expect(unexpected(errors)).toEqual([]);
});

/** "Case not found", the way back to `dashboard`, and no raw validation text or useless retry. */
async function expectCaseNotFound(page: Page, dashboard: string, scope?: Locator) {
  const within = scope ?? page.locator('body');
  await expect(within.getByRole('heading', { name: 'Case not found' })).toBeVisible();
  await expect(page.getByText(/Invalid request|must match format/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  if (!scope)
    await expect(within.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      dashboard,
    );
}

test('unknown and malformed case ids get "Case not found" with a way back, for a client', async ({
  page,
  request,
  stack,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const client = await newClientIn(page, request, stack);
  for (const path of [
    '/update-case/not-a-uuid',
    `/update-case/${randomUUID()}`,
    `/messages/${randomUUID()}`,
    '/messages/not-a-uuid',
    `/single-case?id=${randomUUID()}`,
    '/single-case?id=not-a-uuid',
  ]) {
    await page.goto(path);
    await expectCaseNotFound(page, '/user-dashboard');
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto('/update-case/not-a-uuid');
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/user-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Added Cases 0' })).toBeVisible();

  // The View modal of a card whose case was deleted meanwhile.
  const created = await createCaseViaApi(request, stack, client.session.token, {
    summary: 'Deleted in another tab.',
  });
  await page.reload();
  const card = page.getByRole('article').filter({ hasText: 'Deleted in another tab.' });
  await expect(card).toBeVisible();
  await request.delete(`${stack.api}/cases/${created.id}`, {
    headers: { Authorization: `Bearer ${client.session.token}` },
  });
  await card.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: 'SUBMITTED CASE:' });
  await expectCaseNotFound(page, '/user-dashboard', view);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await view.getByRole('button', { name: 'Back to dashboard' }).click();
  await expect(view).toBeHidden();
  expect(unexpected(errors)).toEqual([]);
});

test('unknown and malformed case ids get "Case not found" with a way back, for a lawyer and an admin', async ({
  page,
  request,
  stack,
}) => {
  const errors = collectConsoleErrors(page);
  await signInAs(page, request, stack, DEMO.lawyerOne);
  for (const path of [`/messages/${randomUUID()}`, '/messages/not-a-uuid']) {
    await page.goto(path);
    await expectCaseNotFound(page, '/staff-dashboard');
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/staff-dashboard$/);

  const context = await page.context().browser()!.newContext({ baseURL: stack.shell });
  const admin = await context.newPage();
  const adminErrors = collectConsoleErrors(admin);
  await signInAs(admin, request, stack, DEMO.admin);
  for (const path of [`/messages/${randomUUID()}`, '/messages/not-a-uuid']) {
    await admin.goto(path);
    await expectCaseNotFound(admin, '/admin-dashboard');
  }
  expect(await seriousAxeViolations(admin)).toEqual([]);
  await admin.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(admin).toHaveURL(/\/admin-dashboard$/);
  await context.close();
  expect(unexpected([...errors, ...adminErrors])).toEqual([]);
});

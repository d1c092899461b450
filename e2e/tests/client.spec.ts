import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { test, expect, collectConsoleErrors } from '../support/fixtures';
import { DEMO } from '../support/auth';
import { signInAs } from '../support/session';
import { createCaseViaApi, seriousAxeViolations } from '../support/admin';
import {
  casesOf,
  fillSubmitCase,
  longUsDate,
  newClientIn,
  preview,
  tinyPdf,
  tinyPng,
  toast,
  type CaseInput,
} from '../support/client';

/** Errors the browser logs for answers the test provokes on purpose (a 404 on a deleted case). */
const unexpected = (errors: string[]) =>
  errors.filter((error) => !/Failed to load resource/.test(error));

async function downloadedBytes(page: Page, link: Locator): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await download.path();
  if (!path) throw new Error('the download did not complete');
  return readFile(path);
}

test('the client pages send a visitor to /login and other roles to their own dashboard', async ({
  page,
  request,
  stack,
}) => {
  for (const path of ['/user-dashboard', '/single-case', '/profile']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }

  await signInAs(page, request, stack, DEMO.lawyerOne);
  for (const path of ['/user-dashboard', '/single-case']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/staff-dashboard$/);
  }
  // /profile is for every signed-in role.
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO.lawyerOne.email);
  await expect(page).toHaveURL(/\/profile$/);

  // Its script runs after the lawyer's, so the admin wins.
  await signInAs(page, request, stack, DEMO.admin);
  await page.goto('/user-dashboard');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});

test('a new client submits 4 cases with real files, pages, views, downloads, edits and deletes them', async ({
  page,
  request,
  stack,
}) => {
  test.setTimeout(240_000);
  const errors = collectConsoleErrors(page);
  const client = await newClientIn(page, request, stack);
  await page.goto('/user-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Added Cases 0' })).toBeVisible();
  await expect(page.getByText('No Cases Added')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Home', 'Submit Case', 'Messages']);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');
  // No page reload from here on: this mark would be lost.
  await page.evaluate(() => Object.assign(window, { noReloadMark: true }));

  // Every rule of the submit form (type, subtype, summary, file), in its order; nothing reaches
  // the server.
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/cases/register')) posts += 1;
  });
  await nav.getByRole('link', { name: 'Submit Case' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Case' });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Submit', exact: true });
  const expectRule = async (message: string) => {
    await expect(dialog.getByRole('alert')).toHaveText(message);
    await expect(toast(page, message)).toBeVisible();
  };
  await submit.click();
  await expectRule('Please select a case type.');
  await dialog.getByLabel('Case Type').selectOption('Criminal Cases');
  await expect(dialog.getByLabel('Case SubType').locator('option')).toHaveText([
    'Select case subtype',
    'Rape',
    'Child defilement',
    'Torture',
    'Assault or battery',
    'Abortion',
    'Threats to harm a person',
    'Sexual harassment',
    'Theft',
    'Extortion',
    'Fraud and others',
  ]);
  await submit.click();
  await expectRule('Please select a case subtype.');
  await dialog.getByLabel('Case SubType').selectOption('Theft');
  await dialog.getByLabel('Summary').fill('   ');
  await submit.click();
  await expectRule('Please provide a case summary.');
  await dialog.getByLabel('Summary').fill('My motorbike was taken from the parking lot.');
  await submit.click();
  await expectRule('Please upload a file.');
  expect(posts).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const inputs: CaseInput[] = [
    {
      caseType: 'Civil matters',
      caseSubtype: 'Land',
      summary:
        'Our neighbour moved the boundary stones of the family plot in Kimironko and built a wall.',
      // Big enough that a slowed upload shows its progress.
      file: tinyPdf('Land case evidence', 'land-deed.pdf', 256 * 1024),
    },
    {
      caseType: 'Criminal Cases',
      caseSubtype: 'Assault or battery',
      summary: 'I was beaten on my way home from the market.',
      file: tinyPng('injury-photo.png'),
    },
    {
      caseType: 'Alternative Dispute Resolutions',
      caseSubtype: 'Mediation',
      summary: 'My brother and I disagree on how to share the house our parents left us.',
      file: tinyPdf('Mediation request', 'mediation.pdf'),
    },
    {
      caseType: 'Civil matters',
      caseSubtype: 'Labour and others',
      summary: 'My employer has not paid me for three months.',
      file: tinyPng('payslip.png'),
    },
  ];

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  for (const [index, input] of inputs.entries()) {
    const slow = index === 0;
    if (slow)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: 64 * 1024,
      });
    await page.getByRole('button', { name: 'Submit Case' }).click();
    await expect(dialog).toBeVisible();
    // The page notes when the toast shows and when the dialog goes: the test's own polling may
    // see the toast hundreds of milliseconds late, so its clock cannot time the 2 s.
    await page.evaluate(() => {
      const marks = { toastAt: 0, closedAt: 0 };
      (window as unknown as { submitMarks: typeof marks }).submitMarks = marks;
      const observer = new MutationObserver(() => {
        const toastShown = [...document.querySelectorAll('[role="status"]')].some((node) =>
          node.textContent?.includes('Case submitted successfully'),
        );
        if (!marks.toastAt && toastShown) marks.toastAt = performance.now();
        if (marks.toastAt && !document.querySelector('[role="dialog"]')) {
          marks.closedAt = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await fillSubmitCase(dialog, input);
    if (slow) {
      await expect(dialog.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
      await expect(dialog.getByText(/^Uploading\.\.\. \d+%$/)).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    }
    const done = toast(page, 'Case submitted successfully');
    await expect(done).toBeVisible({ timeout: 30_000 });
    if (slow)
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    // The list refreshes behind the modal; the modal closes 2 s later and the toast stays.
    await expect(page.getByRole('heading', { name: `Added Cases ${index + 1}` })).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 6_000 });
    const marks = await page.evaluate(
      () =>
        (window as unknown as { submitMarks: { toastAt: number; closedAt: number } }).submitMarks,
    );
    const closedAfter = marks.closedAt - marks.toastAt;
    expect(closedAfter).toBeGreaterThan(1_500);
    expect(closedAfter).toBeLessThan(4_500);
    await expect(done).toBeVisible();
  }
  expect(await page.evaluate(() => 'noReloadMark' in window)).toBe(true);

  // Two pages: 3 cards, then 1, in the server's order.
  const stored = await casesOf(request, stack, client);
  expect(stored).toHaveLength(4);
  const inputOf = (summary: string) => inputs.find((input) => input.summary === summary)!;
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
  for (const [index, item] of stored.slice(0, 3).entries()) {
    const card = cards.nth(index);
    const input = inputOf(item.summary);
    await expect(card).toContainText(client.email);
    await expect(card).toContainText(input.caseType);
    await expect(card).toContainText(input.caseSubtype);
    await expect(card).toContainText(preview(input.summary));
    await expect(card).toContainText(longUsDate(item.createdAt));
    await expect(card.getByRole('link', { name: 'Download' })).toBeVisible();
  }
  const longCard = cards.filter({ hasText: preview(inputs[0]!.summary) });
  if ((await longCard.count()) === 1) {
    await expect(longCard).toContainText(`${inputs[0]!.summary.slice(0, 50)}...`);
    await expect(longCard).not.toContainText(inputs[0]!.summary.slice(50));
  }
  await pagination.getByRole('button', { name: 'Next' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(preview(stored[3]!.summary));
  await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(pagination.getByRole('button', { name: '2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Every download link returns the bytes that were uploaded.
  for (const pageNumber of [1, 2]) {
    await pagination.getByRole('button', { name: String(pageNumber), exact: true }).click();
    const count = await cards.count();
    for (let n = 0; n < count; n++) {
      const card = cards.nth(n);
      const text = await card.innerText();
      const input = inputs.find((i) => text.includes(preview(i.summary)))!;
      const bytes = await downloadedBytes(page, card.getByRole('link', { name: 'Download' }));
      expect(bytes.equals(input.file.buffer)).toBe(true);
    }
  }
  await pagination.getByRole('button', { name: '1', exact: true }).click();

  // View: the single case in a modal.
  const first = cards.first();
  const firstInput = inputOf(stored[0]!.summary);
  await first.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: 'SUBMITTED CASE:' });
  await expect(view).toContainText(client.email);
  await expect(view).toContainText(firstInput.caseType);
  await expect(view).toContainText(firstInput.caseSubtype);
  await expect(view).toContainText(firstInput.summary);
  const viewBytes = await downloadedBytes(page, view.getByRole('link', { name: 'Submitted File' }));
  expect(viewBytes.equals(firstInput.file.buffer)).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(view).toBeHidden();

  // Edit: text and file.
  const editedId = stored[0]!._id;
  await first.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/update-case/${editedId}$`));
  await expect(page.getByLabel('Summary')).toHaveValue(firstInput.summary);
  await expect(page.getByLabel('Case Type')).toHaveValue(firstInput.caseType);
  await expect(page.getByLabel('Case SubType')).toHaveValue(firstInput.caseSubtype);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('Case Type').selectOption('Criminal Cases');
  await expect(page.getByLabel('Case SubType')).toHaveValue('');
  await page.getByLabel('Case SubType').selectOption('Fraud and others');
  await page.getByLabel('Summary').fill('Edited: a forged sale contract for our plot.');
  const newFile = tinyPng('new-evidence.png');
  await page.getByLabel('File').setInputFiles(newFile);
  await page.getByRole('button', { name: 'Update Case' }).click();
  await expect(toast(page, 'Case Updated Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/user-dashboard$/);
  const edited = cards.filter({ hasText: 'Edited: a forged sale contract for our plot.' });
  await expect(edited).toHaveCount(1);
  await expect(edited).toContainText('Criminal Cases');
  await expect(edited).toContainText('Fraud and others');
  const editedBytes = await downloadedBytes(page, edited.getByRole('link', { name: 'Download' }));
  expect(editedBytes.equals(newFile.buffer)).toBe(true);

  // Delete: Cancel keeps the case; Yes, Delete removes it ('Deleting.....' while it runs).
  await page.route('**/api/cases/*', async (route) => {
    if (route.request().method() === 'DELETE') await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  const victim = cards.first();
  await victim.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this case?',
  });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Added Cases 4' })).toBeVisible();
  await victim.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
  await expect(confirm.getByRole('button', { name: 'Deleting.....' })).toBeDisabled();
  await expect(toast(page, 'Case deleted successfully')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Added Cases 3' })).toBeVisible();
  await expect(cards).toHaveCount(3);
  await expect(pagination).toBeHidden();
  expect(await casesOf(request, stack, client)).toHaveLength(3);

  // An update that the server refuses shows 'Error: {message}' and stays on the form.
  await cards.first().getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/update-case\/[^/]+$/);
  const goneId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  const gone = (await casesOf(request, stack, client)).find((item) => item._id === goneId);
  await expect(page.getByLabel('Summary')).toHaveValue(gone!.summary);
  const removed = await request.delete(`${stack.api}/cases/${gone!._id}`, {
    headers: { Authorization: `Bearer ${client.session.token}` },
  });
  expect(removed.ok()).toBe(true);
  await page.getByRole('button', { name: 'Update Case' }).click();
  await expect(toast(page, 'Error: Case not found')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/update-case/${gone!._id}$`));

  expect(unexpected(errors)).toEqual([]);
});

test('another client never sees these cases', async ({ page, browser, request, stack }) => {
  const owner = await newClientIn(page, request, stack);
  const mine = await createCaseViaApi(request, stack, owner.session.token, {
    summary: 'A private matter only I and my lawyer should read.',
  });

  // The owner sees it on the single case page.
  await page.goto(`/single-case?id=${mine.id}`);
  await expect(page.getByRole('heading', { name: 'SUBMITTED CASE:' })).toBeVisible();
  await expect(page.getByText('A private matter only I and my lawyer should read.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  const context = await browser.newContext({ baseURL: process.env.E2E_SHELL_URL });
  const other = await context.newPage();
  const errors = collectConsoleErrors(other);
  const stranger = await newClientIn(other, request, stack);
  await other.goto('/user-dashboard');
  await expect(other.getByRole('heading', { name: 'Added Cases 0' })).toBeVisible();
  await expect(other.getByText('No Cases Added')).toBeVisible();

  await other.goto(`/single-case?id=${mine.id}`);
  await expect(other.getByRole('heading', { name: 'SUBMITTED CASE:' })).toBeVisible();
  await expect(other.getByRole('alert')).toBeVisible();
  await expect(other.getByText('A private matter only I and my lawyer should read.')).toHaveCount(
    0,
  );

  // Nor through the API with the stranger's token.
  const auth = { Authorization: `Bearer ${stranger.session.token}` };
  const list = await request.get(`${stack.api}/cases/${owner.userId}`, { headers: auth });
  expect([403, 404]).toContain(list.status());
  const single = await request.get(`${stack.api}/cases/singleCase/${mine.id}`, { headers: auth });
  expect([403, 404]).toContain(single.status());
  expect(await single.text()).not.toContain('A private matter');
  expect(unexpected(errors)).toEqual([]);
  await context.close();
});

test('the single case page without a case says so', async ({ page, request, stack }) => {
  await newClientIn(page, request, stack);
  await page.goto('/single-case');
  await expect(page.getByRole('heading', { name: 'SUBMITTED CASE:' })).toBeVisible();
  await expect(page.getByText('No case data available.')).toBeVisible();
});

test('a profile change survives a reload; e-mail read-only, password masked', async ({
  page,
  request,
  stack,
}) => {
  const errors = collectConsoleErrors(page);
  const client = await newClientIn(page, request, stack);
  await page.goto('/profile');
  await expect(page.getByLabel('First Name')).toHaveValue('Test');
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(client.email);
  await expect(email).not.toBeEditable();
  await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
  await expect(page.getByLabel('Password')).not.toBeEditable();
  await expect(page.getByLabel('District/Akarere')).toHaveValue('Gasabo');
  await expect(page.getByLabel('Sector/Umurenge')).toHaveValue('Kimironko');
  await expect(page.getByLabel('Cell/Akagari')).toHaveValue('Bibare');
  expect(await seriousAxeViolations(page)).toEqual([]);

  const alerts: string[] = [];
  page.once('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect.poll(() => alerts.length).toBe(1);

  await page.getByLabel('First Name').fill('Aline');
  await page.getByLabel('Last Name').fill('Uwase');
  await page.getByLabel('Phone Number').fill('0722000111');
  await page.getByLabel('District/Akarere').selectOption('Huye');
  await expect(page.getByLabel('Sector/Umurenge')).toHaveValue('');
  await page.getByLabel('Sector/Umurenge').selectOption('Tumba');
  await expect(page.getByLabel('Cell/Akagari').locator('option')).toHaveText([
    'Select cell',
    'Cyarwa',
    'Cyimana',
    'Gitwa',
    'Mpare',
    'Rango B',
  ]);
  await page.getByLabel('Cell/Akagari').selectOption('Gitwa');
  await page.route('**/api/users/*', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Updating....' })).toBeDisabled();
  await expect(toast(page, 'Profile updated successfully!')).toBeVisible();
  await page.unroute('**/api/users/*');

  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Aline');
  await expect(page.getByLabel('Last Name')).toHaveValue('Uwase');
  // The number comes back as the firm keeps it, in E.164 (what an SMS is sent to).
  await expect(page.getByLabel('Phone Number')).toHaveValue('+250722000111');
  await expect(page.getByLabel('District/Akarere')).toHaveValue('Huye');
  await expect(page.getByLabel('Sector/Umurenge')).toHaveValue('Tumba');
  await expect(page.getByLabel('Cell/Akagari')).toHaveValue('Gitwa');
  await expect(page.getByRole('button', { name: /account menu/i })).toHaveText('UA');

  // When the server cannot be reached the profile's failure text shows.
  await page.route('**/api/users/*', (route) =>
    route.request().method() === 'PUT' ? route.abort('failed') : route.continue(),
  );
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(toast(page, 'Failed to update profile. Please try again.')).toBeVisible();
  expect(unexpected(errors)).toEqual([]);
});

test('a deep link or reload on /update-case/{id} works for the owner and no one else', async ({
  page,
  browser,
  request,
  stack,
}) => {
  const owner = await newClientIn(page, request, stack);
  const mine = await createCaseViaApi(request, stack, owner.session.token, {
    summary: 'A boundary dispute with the neighbour.',
  });
  await page.goto(`/update-case/${mine.id}`);
  await expect(page.getByLabel('Summary')).toHaveValue('A boundary dispute with the neighbour.');
  await page.reload();
  await expect(page.getByLabel('Summary')).toHaveValue('A boundary dispute with the neighbour.');

  const context = await browser.newContext({ baseURL: process.env.E2E_SHELL_URL });
  const other = await context.newPage();
  await other.goto(`/update-case/${mine.id}`);
  await expect(other).toHaveURL(/\/login$/);
  await newClientIn(other, request, stack);
  await other.goto(`/update-case/${mine.id}`);
  await expect(other.getByRole('alert')).toBeVisible();
  await expect(other.getByLabel('Summary')).toHaveCount(0);
  await signInAs(other, request, stack, DEMO.lawyerOne);
  await other.goto(`/update-case/${mine.id}`);
  await expect(other).toHaveURL(/\/staff-dashboard$/);
  await context.close();
});

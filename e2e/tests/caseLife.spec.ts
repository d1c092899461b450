/**
 * A case the client can follow, as new users live it: a client submits, adds a second
 * document, and follows the case (reference, lawyer, status changes in the timeline and the bell,
 * the e-mails); the lawyer works it with private notes the client never sees.
 */
import type { APIRequestContext } from '@playwright/test';
import { test, expect, collectConsoleErrors } from '../support/fixtures';
import { apiLogin, type OutboxMail } from '../support/auth';
import { createCaseViaApi, seriousAxeViolations } from '../support/admin';
import { fillSubmitCase, newClientIn, tinyPdf, toast } from '../support/client';
import { assignViaApi, pageAs } from '../support/messages';
import { STACK_ACCOUNTS } from '../support/accounts';
import type { StackUrls } from '../support/stack';

const SUMMARY = 'My employer has not paid my salary for three months and refuses to explain why.';
const LAWYER = STACK_ACCOUNTS.caseLifeLawyer;
const LAWYER_NAME = `${LAWYER.firstName} ${LAWYER.lastName}`;
const PHONE = '0788555123';
const NOTE = 'Firm only: the employer is a repeat offender, check the 2025 file.';

/** Every outbox mail to `to` once at least `count` are there (mail is sent by a worker). */
async function mailsTo(
  request: APIRequestContext,
  stack: Pick<StackUrls, 'api'>,
  to: string,
  count: number,
): Promise<OutboxMail[]> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const all = (await (await request.get(`${stack.api}/dev/outbox`)).json()) as OutboxMail[];
    const mine = all.filter((mail) => mail.to === to && !/verif/i.test(mail.subject));
    if (mine.length >= count) return mine;
    if (Date.now() > deadline) throw new Error(`${mine.length} of ${count} mails to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

test('a client submits, adds a document and follows the case (lawyer, status); the lawyer’s note stays the firm’s', async ({
  page,
  browser,
  request,
  stack,
}) => {
  const errors = collectConsoleErrors(page);
  const client = await newClientIn(page, request, stack, {
    phoneNumber: PHONE,
    preferredContact: 'phone',
  });
  await page.goto('/user-dashboard');

  // Submit through the form, as a new client does.
  await page.getByRole('button', { name: 'Submit Case' }).click();
  const submit = page.getByRole('dialog', { name: 'Submit Case' });
  await fillSubmitCase(submit, {
    caseType: 'Civil matters',
    caseSubtype: 'Labour and others',
    summary: SUMMARY,
    file: tinyPdf('Contract of employment', 'contract.pdf'),
  });
  await expect(submit).toBeHidden({ timeout: 15_000 });

  // The card: a reference and the status as every screen names it, never the red 'pending'.
  const card = page.getByRole('article');
  await expect(card).toContainText(/BTJ-\d{4}-\d{5,}/);
  const reference = (await card.textContent())!.match(/BTJ-\d{4}-\d{5,}/)![0];
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();

  // A second document, added from the case's view with the submit form's rules.
  await card.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: 'SUBMITTED CASE:' });
  const documents = view.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('link', { name: 'contract.pdf' })).toBeVisible();
  await documents.getByLabel('Add a document').setInputFiles(tinyPdf('Payslips', 'payslips.pdf'));
  await documents.getByRole('button', { name: 'Add document' }).click();
  await expect(toast(page, 'Document added')).toBeVisible();
  await expect(documents.getByRole('listitem')).toHaveCount(2);
  await expect(documents.getByRole('link', { name: 'payslips.pdf' })).toBeVisible();
  // The file sent with the case (its Submitted File link) is still the first document.
  await expect(view.getByRole('link', { name: 'Submitted File' })).toBeVisible();
  const timeline = view.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('No lawyer assigned yet');
  await expect(timeline).toContainText('added the document payslips.pdf');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // The firm takes the case: the admin assigns a lawyer, who works it in the staff view.
  const caseId = (
    (await (
      await request.get(`${stack.api}/cases/${client.session.userId}`, {
        headers: { Authorization: `Bearer ${client.session.token}` },
      })
    ).json()) as { data: Array<{ id: string }> }
  ).data[0]!.id;
  await assignViaApi(request, stack, caseId, LAWYER.email);

  const lawyer = await pageAs(browser, request, stack, LAWYER);
  await lawyer.goto('/staff-dashboard');
  const lawyerCard = lawyer.getByRole('article').filter({ hasText: reference });
  await lawyerCard.getByRole('button', { name: 'View' }).click();
  const staffView = lawyer.getByRole('dialog', { name: 'Staff Single Case View' });
  const contact = staffView.getByRole('region', { name: 'Client contact' });
  await expect(contact).toContainText(PHONE);
  await expect(contact).toContainText('phone');
  // The new case's status is already the firm's Pending: the select starts there.
  await expect(staffView.getByRole('combobox', { name: 'Status' })).toHaveValue('Pending');
  await staffView.getByRole('combobox', { name: 'Status' }).selectOption('Received');
  await staffView.getByRole('button', { name: 'Save status' }).click();
  await expect(toast(lawyer, 'case status is changed')).toBeVisible();
  const notes = staffView.getByRole('region', { name: 'Private notes' });
  await notes.getByRole('textbox', { name: 'New note' }).fill(NOTE);
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('listitem').filter({ hasText: NOTE })).toBeVisible();
  await expect(staffView.getByRole('region', { name: 'Timeline' })).toContainText(NOTE);
  expect(await seriousAxeViolations(lawyer)).toEqual([]);
  await lawyer.context().close();

  // Back to the client: who has the case and what changed, in the timeline.
  await page.reload();
  const lockedCard = page.getByRole('article').filter({ hasText: reference });
  // The client reads the word the lawyer set, on the card as in the timeline.
  await expect(lockedCard.getByText('Received', { exact: true })).toBeVisible();
  await expect(lockedCard.getByRole('button', { name: 'Edit' })).toBeDisabled();
  await expect(lockedCard.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await lockedCard.getByRole('button', { name: 'View' }).click();
  const followed = view.getByRole('region', { name: 'Timeline' });
  await expect(followed).toContainText(`Lawyer: ${LAWYER_NAME}`);
  await expect(followed).toContainText(`Case assigned to ${LAWYER_NAME}`);
  await expect(followed).toContainText(`Status changed from Pending to Received by ${LAWYER_NAME}`);
  await expect(followed).not.toContainText(NOTE);
  await expect(followed).not.toContainText('Private note');
  await page.keyboard.press('Escape');

  // The API agrees: the client's timeline holds no private event.
  const { token } = await apiLogin(request, stack, client);
  const answer = await request.get(`${stack.api}/cases/${caseId}/timeline`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const events = ((await answer.json()) as { data: { events: Array<{ private: boolean }> } }).data
    .events;
  expect(events.some((event) => event.private)).toBe(false);
  expect(errors).toEqual([]);
});

test('the client hears of each change: the bell lists them and the e-mails name only the reference', async ({
  page,
  request,
  stack,
}) => {
  const errors = collectConsoleErrors(page);
  const client = await newClientIn(page, request, stack);
  const created = await createCaseViaApi(request, stack, client.session.token, {
    summary: SUMMARY,
  });
  await assignViaApi(request, stack, created.id, LAWYER.email);
  const lawyer = await apiLogin(request, stack, LAWYER);
  const changed = await request.patch(`${stack.api}/cases/status/${created.id}`, {
    headers: { Authorization: `Bearer ${lawyer.token}` },
    data: { status: 'Received' },
  });
  expect(changed.ok()).toBe(true);
  const { reference } = created as unknown as { reference: string };

  await page.goto('/user-dashboard');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await bell.click();
  const panel = page.locator(`#${await bell.getAttribute('aria-controls')}`);
  await expect(panel.getByRole('link').filter({ hasText: reference })).toHaveCount(3);
  await expect(panel).not.toContainText(SUMMARY);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Received, assigned, status changed: each names the reference, never the case text.
  const mails = await mailsTo(request, stack, client.email, 3);
  for (const mail of mails) {
    expect(`${mail.subject}\n${mail.text}`).toContain(reference);
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain(SUMMARY);
  }
  expect(errors).toEqual([]);
});

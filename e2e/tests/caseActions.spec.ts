/**
 * The admin's Case Actions in a real browser: the dialog starts from the case's own values, sends
 * only what the admin changed, shows every refusal, and on success the row says what happened.
 */
import { test, expect, collectConsoleErrors } from '../support/fixtures';
import { DEMO, registerAndVerifyClient, apiLogin } from '../support/auth';
import { signInAs } from '../support/session';
import { createCaseViaApi, tableRows } from '../support/admin';

test('a new case with only a lawyer picked is assigned, and nothing else changes', async ({
  page,
  request,
  stack,
}) => {
  const client = await registerAndVerifyClient(request, stack);
  const { token } = await apiLogin(request, stack, client);
  const created = await createCaseViaApi(request, stack, token, { summary: 'Only a lawyer' });
  const admin = await signInAs(page, request, stack, DEMO.admin);
  const errors = collectConsoleErrors(page);
  await page.goto(`/submitted-cases?q=${encodeURIComponent(client.email)}`);
  const row = tableRows(page).filter({ hasText: created.reference });
  await row.getByRole('button', { name: 'Actions' }).click();

  const actions = page.getByRole('dialog', { name: 'Case Actions' });
  await expect(actions.getByLabel('Done/Archived')).toHaveValue('Going');
  await expect(actions.getByLabel('Status')).toHaveValue('Pending');
  const patches: { url: string; body: unknown }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH') patches.push({ url: r.url(), body: r.postDataJSON() });
  });
  await expect(actions.getByLabel('Assign To')).toContainText('lawyer.one@example.com');
  await actions.getByLabel('Assign To').selectOption('lawyer.one@example.com');
  await actions.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page.getByText('case is assigne successfully', { exact: true })).toBeVisible();
  expect(patches).toEqual([
    {
      url: expect.stringContaining(`/cases/assigning/${created.id}`),
      body: { assignedTo: 'lawyer.one@example.com' },
    },
  ]);
  // The row shows the lawyer while the dialog is still up; the dialog closes about 5 s later.
  await expect(row).toContainText('lawyer.one@example.com');
  await expect(actions).toBeHidden({ timeout: 12_000 });
  await expect(row.locator('td').nth(5)).toHaveText('Pending');

  // The timeline: an assignment, no status change.
  const timeline = await request.get(`${stack.api}/cases/${created.id}/timeline`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  const events = ((await timeline.json()) as { data: { events: { action: string }[] } }).data
    .events;
  expect(events.map((event) => event.action)).toEqual(['submitted', 'assigned']);
  expect(errors).toEqual([]);
});

test('every refusal is shown in the dialog, which stays open; what was saved shows in the row', async ({
  page,
  request,
  stack,
}) => {
  const client = await registerAndVerifyClient(request, stack);
  const { token } = await apiLogin(request, stack, client);
  const created = await createCaseViaApi(request, stack, token, { summary: 'Refused' });
  await signInAs(page, request, stack, DEMO.admin);
  // The server refuses the flag and the lawyer (as it would for a case another admin deleted or
  // an account that is no longer a lawyer); the status goes through.
  const refuse = (message: string) => ({
    status: 400,
    contentType: 'application/json',
    body: JSON.stringify({ status: 'error', message }),
  });
  await page.route(`**/cases/${created.id}`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill(refuse('The flag cannot be changed now.'))
      : route.fallback(),
  );
  await page.route(`**/cases/assigning/${created.id}`, (route) =>
    route.fulfill(refuse('assignedTo must be the e-mail of a lawyer (adminStaff).')),
  );
  await page.goto(`/submitted-cases?q=${encodeURIComponent(client.email)}`);
  const row = tableRows(page).filter({ hasText: created.reference });
  await row.getByRole('button', { name: 'Actions' }).click();
  const actions = page.getByRole('dialog', { name: 'Case Actions' });
  await actions.getByLabel('Done/Archived').selectOption('Done');
  await actions.getByLabel('Status').selectOption('Completed');
  await expect(actions.getByLabel('Assign To')).toContainText('lawyer.two@example.com');
  await actions.getByLabel('Assign To').selectOption('lawyer.two@example.com');
  await actions.getByRole('button', { name: 'Save Changes' }).click();

  const refusals = actions.getByRole('alert');
  await expect(refusals).toContainText('These changes were refused:');
  await expect(refusals.getByRole('listitem')).toHaveText([
    'The flag cannot be changed now.',
    'assignedTo must be the e-mail of a lawyer (adminStaff).',
  ]);
  await expect(page.getByText('case status is changed')).toBeVisible();
  await expect(row.locator('td').nth(5)).toHaveText('Completed');
  // Still open after the time a success would have closed it.
  await page.waitForTimeout(6000);
  await expect(actions).toBeVisible();
});

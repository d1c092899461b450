import { test, expect, collectConsoleErrors } from '../support/fixtures';
import { DEMO, apiLogin, registerAndVerifyClient } from '../support/auth';
import { signInAs } from '../support/session';
import { createCaseViaApi, seriousAxeViolations } from '../support/admin';
import { STACK_ACCOUNTS } from '../support/accounts';

test('a lawyer reads assigned cases as read-only cards, 3 per page, with the staff view', async ({
  page,
  request,
  stack,
}) => {
  const client = await registerAndVerifyClient(request, stack);
  const { token } = await apiLogin(request, stack, client);
  const admin = await apiLogin(request, stack, DEMO.admin);
  const created = [];
  for (let n = 1; n <= 4; n++) {
    const item = await createCaseViaApi(request, stack, token, {
      caseType: 'Civil matters',
      caseSubtype: 'Succession',
      summary: `Staff paging case ${n}: my late father's house is claimed by a cousin who lives abroad.`,
    });
    const assigned = await request.patch(`${stack.api}/cases/assigning/${item.id}`, {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { assignedTo: STACK_ACCOUNTS.pagingLawyer.email },
    });
    expect(assigned.ok()).toBe(true);
    created.push(item);
  }
  // A lawyer no other test assigns to: tests run side by side, and "newest first" is about this list.
  const lawyer = await signInAs(page, request, stack, STACK_ACCOUNTS.pagingLawyer);
  const answer = await request.get(
    `${stack.api}/cases/assignedTo/${encodeURIComponent(lawyer.email)}?page=1&limit=3`,
    { headers: { Authorization: `Bearer ${lawyer.token}` } },
  );
  const { total } = (await answer.json()) as { total: number };

  const errors = collectConsoleErrors(page);
  await page.goto('/staff-dashboard');
  const heading = page.getByRole('heading', { name: /Assigned Cases/ });
  await expect(heading).toContainText(String(total));
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(3);
  // Newest first; the summary is cut to 50 characters and an ellipsis; no Edit or Delete.
  const newest = cards.first();
  await expect(newest).toContainText(client.email);
  await expect(newest).toContainText('Staff paging case 4: my late father');
  await expect(newest).not.toContainText('abroad');
  await expect(newest.getByRole('button')).toHaveText(['View']);

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('button', { name: 'Next' }).click();
  await expect(pagination.getByRole('button', { name: '2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(cards.first()).toContainText(created[0]!.caseOwner);
  await pagination.getByRole('button', { name: 'Previous' }).click();

  await newest.getByRole('button', { name: 'View' }).click();
  const dialog = page.getByRole('dialog', { name: 'Staff Single Case View' });
  const table = dialog.getByRole('table');
  for (const [label, value] of [
    ['Case Id', created[3]!.id],
    ['Case Owner', client.email],
    ['Case Type', 'Civil matters'],
    ['Case SubType', 'Succession'],
    ['Case Summary', created[3]!.summary],
  ]) {
    await expect(table.getByRole('row', { name: new RegExp(`^${label}`) })).toContainText(value!);
  }
  const file = table.getByRole('link', { name: 'statement.txt' });
  await expect(file).toHaveAttribute('href', /\/files\//);
  const download = await request.get(await file.getAttribute('href').then((h) => h!));
  expect(download.ok()).toBe(true);

  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test('a lawyer with no assigned case reads the empty state, and passes axe', async ({
  page,
  request,
  stack,
}) => {
  await signInAs(page, request, stack, DEMO.lawyerTwo);
  await page.goto('/staff-dashboard');
  await expect(page.getByText('No Cases assigned to you')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Assigned Cases/ })).toContainText('0');
  await expect(page.getByRole('article')).toHaveCount(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

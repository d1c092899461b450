import { test, expect, collectConsoleErrors } from '../support/fixtures';
import { DEMO, registerAndVerifyClient, apiLogin, type Credentials } from '../support/auth';
import { signInAs } from '../support/session';
import {
  adminOrigin,
  colourOf,
  createCaseViaApi,
  GREEN,
  RED,
  seriousAxeViolations,
  setFlagViaApi,
  tableRows,
} from '../support/admin';

// One file, in order: the archive count of the paging test must not see the flow test's Done case.
test.describe.configure({ mode: 'serial' });

test('25 archived cases page as 10/10/5, newest first, server-side', async ({
  page,
  request,
  stack,
}) => {
  const client = await registerAndVerifyClient(request, stack);
  const { token } = await apiLogin(request, stack, client);
  const admin = await signInAs(page, request, stack, DEMO.admin);
  const created = [];
  for (let n = 1; n <= 25; n++) {
    created.push(await createCaseViaApi(request, stack, token, { summary: `Paging case ${n}` }));
  }
  for (const item of created) await setFlagViaApi(request, stack, admin.token, item.id, 'Done');

  const pageRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/cases/search?')) pageRequests.push(r.url());
  });
  await page.goto('/archived-cases');
  await expect(page.getByRole('heading', { name: /Archived Cases/ })).toContainText('25');
  await expect(tableRows(page)).toHaveCount(10);
  // Newest first: the last case created is the first row.
  await expect(tableRows(page).first()).toContainText(created[24]!.reference);

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pagination.getByRole('button', { name: '2', exact: true }).click();
  await expect(tableRows(page)).toHaveCount(10);
  await expect(tableRows(page).first()).toContainText(created[14]!.reference);
  await pagination.getByRole('button', { name: 'Next' }).click();
  await expect(tableRows(page)).toHaveCount(5);
  await expect(tableRows(page).last()).toContainText(created[0]!.reference);
  await expect(pagination.getByRole('button', { name: 'Next' })).toBeDisabled();
  // Each page was asked of the server with limit=10, never the whole list.
  expect(pageRequests.length).toBeGreaterThanOrEqual(3);
  for (const url of pageRequests) {
    expect(new URL(url).searchParams.get('limit')).toBe('10');
    expect(new URL(url).searchParams.get('flag')).toBe('Done');
  }

  // The submitted-cases table pages by 10 as well and starts with the newest case.
  await page.getByRole('link', { name: 'Submitted Cases' }).click();
  await expect(page).toHaveURL(/\/submitted-cases$/);
  await expect(tableRows(page)).toHaveCount(10);
  await expect(tableRows(page).first()).toContainText(created[24]!.reference);
});

test('a client case reaches the admin first; Done, Pending and lawyer.one reach the lawyer', async ({
  browser,
  page,
  request,
  stack,
}) => {
  const client = await registerAndVerifyClient(request, stack);
  const { token } = await apiLogin(request, stack, client);
  const submitted = await createCaseViaApi(request, stack, token, {
    caseType: 'Criminal Cases',
    caseSubtype: 'Theft',
    summary: 'My motorbike was taken from the parking in Remera and the seller is hiding.',
  });

  const errors = collectConsoleErrors(page);
  await signInAs(page, request, stack, DEMO.admin);
  // The client's cases only: other tests running beside this one add newer cases meanwhile.
  await page.goto(`/submitted-cases?q=${encodeURIComponent(client.email)}`);
  await expect(page.getByText('ADMIN DASHBOARD')).toBeVisible();
  await expect(tableRows(page)).toHaveCount(1);
  const first = tableRows(page).first();
  await expect(first).toContainText(submitted.reference);
  await expect(first).toContainText(client.email);
  await expect(first).toContainText('Criminal Cases');
  await expect(first).toContainText('Going');
  // The new case's stored 'pending' reads Pending, in red: the status is red exactly when the
  // stored word is 'pending'.
  const status = first.locator('td').nth(5).getByText('Pending', { exact: true });
  await expect(status).toBeVisible();
  expect(await colourOf(status)).toBe(RED);

  // View: the Admin Single Case View modal.
  await first.getByRole('button', { name: 'View' }).click();
  const view = page.getByRole('dialog', { name: 'Admin Single Case View' });
  await expect(view).toContainText(submitted.summary);
  // The case view's 'Submitted File' row, and the same file first in the case's documents.
  await expect(view.locator('dl').getByRole('link', { name: 'statement.txt' })).toHaveAttribute(
    'href',
    /\/files\//,
  );
  await expect(
    view.getByRole('region', { name: 'Documents' }).getByRole('link', { name: 'statement.txt' }),
  ).toHaveAttribute('href', /\/files\//);
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(view).toBeHidden();

  // Actions: the dialog starts from the case's values; what changed is sent, one call each.
  await first.getByRole('button', { name: 'Actions' }).click();
  const actions = page.getByRole('dialog', { name: 'Case Actions' });
  await expect(actions.getByLabel('Status')).toHaveValue('Pending');
  const patches: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH') patches.push(r.url());
  });
  await actions.getByLabel('Done/Archived').selectOption('Done');
  await actions.getByLabel('Status').selectOption('Received');
  await expect(actions.getByLabel('Assign To')).toContainText('lawyer.one@example.com');
  await actions.getByLabel('Assign To').selectOption('lawyer.one@example.com');
  await actions.getByRole('button', { name: 'Save Changes' }).click();
  await expect(actions.getByRole('button', { name: 'Saving Changes....' })).toBeVisible();
  await expect(page.getByText('case is marked as Done')).toBeVisible();
  await expect(page.getByText('case status is changed')).toBeVisible();
  await expect(page.getByText('case is assigne successfully', { exact: true })).toBeVisible();
  expect(patches).toHaveLength(3);
  // About 5 s later the modal closes; the row already shows what was saved.
  await expect(actions).toBeHidden({ timeout: 12_000 });
  await expect(first).toContainText('Done');
  await expect(first).toContainText('lawyer.one@example.com');
  const changed = first.locator('td').nth(5).getByText('Received', { exact: true });
  await expect(changed).toBeVisible();
  expect(await colourOf(changed)).toBe(GREEN);
  expect(errors).toEqual([]);

  // lawyer.one sees it among the assigned cases, and its modal.
  const lawyerOne = await browser.newPage({ baseURL: stack.shell });
  await signInAs(lawyerOne, request, stack, DEMO.lawyerOne);
  await lawyerOne.goto('/staff-dashboard');
  await expect(lawyerOne.getByRole('heading', { name: /Assigned Cases/ })).toBeVisible();
  const card = lawyerOne.getByRole('article').filter({ hasText: client.email });
  await expect(card).toContainText('Theft');
  await card.getByRole('button', { name: 'View' }).click();
  const staffView = lawyerOne.getByRole('dialog', { name: 'Staff Single Case View' });
  for (const text of [submitted.id, client.email, 'Criminal Cases', 'Theft', submitted.summary]) {
    await expect(staffView.getByRole('table')).toContainText(text);
  }
  // The file row of the staff view's table (the case's documents list it too).
  await expect(
    staffView.getByRole('table').getByRole('link', { name: 'statement.txt' }),
  ).toBeVisible();
  await lawyerOne.close();

  // lawyer.two has nothing assigned.
  const lawyerTwo = await browser.newPage({ baseURL: stack.shell });
  await signInAs(lawyerTwo, request, stack, DEMO.lawyerTwo);
  await lawyerTwo.goto('/staff-dashboard');
  await expect(lawyerTwo.getByText('No Cases assigned to you')).toBeVisible();
  await lawyerTwo.close();
});

test('admin home: greeting by the hour, a ticking clock, the real counts', async ({
  page,
  request,
  stack,
}) => {
  const admin = await signInAs(page, request, stack, DEMO.admin);
  await page.goto('/admin-dashboard');
  await expect(page.getByText('ADMIN DASHBOARD')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  // The demo admin is shared by the suite's tests, and one of them may have left a client's
  // message unread: the Messages link then also says how many ("Messages 1 unread").
  for (const name of ['Home', 'Submitted Cases', 'Archived Cases', 'Users', 'Messages']) {
    await expect(
      nav.getByRole('link', { name: new RegExp(`^${name}( \\d+ unread)?$`) }),
    ).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/messages');

  const hour = await page.evaluate(() => new Date().getHours());
  const greeting = hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';
  await expect(page.getByRole('heading', { name: greeting })).toBeVisible();

  const clock = page.locator('time');
  const before = await clock.textContent();
  expect(before).toMatch(/^\d\d:\d\d:\d\d [AP]M$/);
  await expect(clock).not.toHaveText(before!, { timeout: 2500 });

  // Other workers submit and delete cases while this runs: the counts the page fetched at load can be
  // behind the API's by then. Each try reads the API, then loads the page afresh, and compares.
  const stats = page.getByRole('list', { name: 'Case statistics' });
  let reload = false;
  await expect(async () => {
    const answer = await request.get(`${stack.api}/cases/stats`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    const { data } = (await answer.json()) as { data: Record<string, number> };
    if (reload) await page.reload();
    reload = true;
    for (const [label, key] of [
      ['Total Cases', 'total'],
      ['Received', 'received'],
      ['Pending', 'pending'],
      ['Completed', 'completed'],
    ] as const) {
      await expect(stats.getByRole('listitem').filter({ hasText: label })).toContainText(
        String(data[key]),
        { timeout: 1000 },
      );
    }
  }).toPass({ timeout: 20_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('users: the real users from the server, paged', async ({ page, request, stack }) => {
  await signInAs(page, request, stack, DEMO.admin);
  await page.goto('/users');
  const table = page.getByRole('table');
  for (const header of ['Name', 'E-mail', 'Role', 'Phone', 'District']) {
    await expect(table.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(table.locator('tbody tr')).not.toHaveCount(0);
  expect(await table.locator('tbody tr').count()).toBeLessThanOrEqual(10);
  // The demo accounts are the oldest users: the admin (the first) is on the last page, lawyer.one
  // (the second) too, or last on the page before when the last page holds one row. Other tests
  // register users meanwhile and move the pages' edges, so the walk is tried again if they did.
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  const row = (email: string) => table.getByRole('row').filter({ hasText: email });
  await expect(async () => {
    await page.goto('/users');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    if (await pagination.isVisible()) {
      await pagination.getByRole('button', { name: /^\d+$/ }).last().click();
    }
    await expect(row('admin@example.com')).toContainText('Admin', { timeout: 5_000 });
    if ((await row('lawyer.one@example.com').count()) === 0) {
      await pagination.getByRole('button', { name: 'Previous' }).click();
    }
    await expect(row('lawyer.one@example.com')).toContainText('Lawyer', { timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('submitted cases and the actions modal pass axe', async ({ page, request, stack }) => {
  await signInAs(page, request, stack, DEMO.admin);
  await page.goto('/submitted-cases');
  await expect(tableRows(page).first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await tableRows(page).first().getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('dialog', { name: 'Case Actions' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('role guards: a visitor goes to /login, other roles to their own dashboard', async ({
  browser,
  request,
  stack,
}) => {
  const visitor = await browser.newPage({ baseURL: stack.shell });
  for (const path of ['/admin-dashboard', '/submitted-cases', '/archived-cases', '/users']) {
    await visitor.goto(path);
    await expect(visitor).toHaveURL(/\/login$/);
  }
  await visitor.goto('/staff-dashboard');
  await expect(visitor).toHaveURL(/\/login$/);
  await visitor.close();

  const client = await registerAndVerifyClient(request, stack);
  const cases: [Credentials, string, string[]][] = [
    [client, '/user-dashboard', ['/admin-dashboard', '/users', '/staff-dashboard']],
    [DEMO.lawyerOne, '/staff-dashboard', ['/admin-dashboard', '/submitted-cases', '/users']],
    [DEMO.admin, '/admin-dashboard', ['/staff-dashboard']],
  ];
  for (const [who, home, paths] of cases) {
    const page = await browser.newPage({ baseURL: stack.shell });
    await signInAs(page, request, stack, who);
    for (const path of paths) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${home}$`));
    }
    await page.close();
  }
});

test('the admin URL works on its own: sign-in, admin pages, side links, logout', async ({
  page,
  stack,
}) => {
  const origin = adminOrigin(stack);
  await page.goto(`${origin}/submitted-cases`);
  // No admin session: the dedicated entry asks to sign in.
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A lawyer is told this entry is for admins, and stays out.
  await page.getByLabel('Email', { exact: true }).fill(DEMO.lawyerOne.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.lawyerOne.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toContainText('for administrators only');
  await page.goto(`${origin}/admin-dashboard`);
  await expect(page).toHaveURL(`${origin}/`);

  // A wrong password reads the server's message.
  await page.getByLabel('Email', { exact: true }).fill(DEMO.admin.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(`${origin}/`);

  await page.getByLabel('Password', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(`${origin}/admin-dashboard`);
  await expect(page.getByText('ADMIN DASHBOARD')).toBeVisible();
  // The shell's account menu, on the admin's initials.
  const accountMenu = page.getByRole('button', { name: /^AA account menu for Ada/ });
  await expect(accountMenu).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Submitted Cases' }).click();
  await expect(page).toHaveURL(`${origin}/submitted-cases`);
  await expect(tableRows(page).first()).toBeVisible();
  await nav.getByRole('link', { name: 'Users' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await nav.getByRole('link', { name: 'Archived Cases' }).click();
  await expect(page.getByRole('heading', { name: /Archived Cases/ })).toBeVisible();
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('list', { name: 'Case statistics' })).toBeVisible();

  // The session survives a reload of the standalone app, and Logout ends it.
  await page.reload();
  await expect(page.getByText('ADMIN DASHBOARD')).toBeVisible();
  await accountMenu.click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible();
});

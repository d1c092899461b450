import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { sessionStore, type Case } from 'shared-api';
import { toast } from 'shared-ui';
import { fakeApi, ok, okPage, type FakeRequest } from 'shared-api/src/testing/fakeApi';
import { aNumberedCase } from 'shared-api/src/testing/fixtures';
import {
  aDocument,
  aLawyerPerson,
  anEvent,
  aTimeline,
} from 'shared-api/src/testing/caseLifeFixtures';
import AdminDashboard from '../pages/AdminDashboard';
import ArchivedCases from '../pages/ArchivedCases';
import SubmittedCases from '../pages/SubmittedCases';
import Users from '../pages/Users';
import { renderPage } from './renderPage';

beforeEach(() => {
  sessionStore.getState().clearSession();
});

const NO_STATS = { total: 0, received: 0, pending: 0, completed: 0 };
/** The admin's list calls the server saw: their page and limit. */
const listsAsked = (seen: FakeRequest[], path: string) =>
  seen.filter((request) => request.url === path).map((request) => request.params);

describe('admin home', () => {
  afterEach(() => jest.useRealTimers());

  test.each([
    ['2026-11-23T08:15:00', 'Good morning'],
    ['2026-11-23T11:59:59', 'Good morning'],
    ['2026-11-23T12:00:00', 'Good afternoon'],
    ['2026-11-23T17:59:59', 'Good afternoon'],
    ['2026-11-23T18:00:00', 'Good evening'],
  ])('at %s it greets "%s"', async (at, greeting) => {
    jest.useFakeTimers({ now: new Date(at) });
    fakeApi(({ url }) => (url === '/cases/stats' ? ok(NO_STATS) : undefined));
    renderPage(<AdminDashboard />, '/admin-dashboard');
    expect(screen.getByRole('heading', { name: greeting })).toBeInTheDocument();
    await act(async () => undefined);
  });

  test('the clock ticks every second, the top bar and side links are there', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T09:30:05') });
    fakeApi(({ url }) => (url === '/cases/stats' ? ok(NO_STATS) : undefined));
    renderPage(<AdminDashboard accountMenu={<span>menu</span>} />, '/admin-dashboard');
    expect(screen.getByText('09:30:05 AM')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByText('09:30:06 AM')).toBeInTheDocument();
    expect(screen.getByText('ADMIN DASHBOARD')).toBeInTheDocument();
    expect(screen.getByText('menu')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/admin-dashboard'],
      ['Submitted Cases', '/submitted-cases'],
      ['Archived Cases', '/archived-cases'],
      ['Users', '/users'],
      ['Messages', '/messages'],
      ['SMS', '/sms'],
    ]);
  });

  test('the stat cards show the server counts', async () => {
    const stats = { total: 42, received: 10, pending: 30, completed: 2 };
    fakeApi(({ url }) => (url === '/cases/stats' ? ok(stats) : undefined));
    renderPage(<AdminDashboard />, '/admin-dashboard');
    const list = screen.getByRole('list', { name: 'Case statistics' });
    const item = (label: string) => within(list).getByText(label).closest('li')!;
    expect(await within(item('Total Cases')).findByText('42')).toBeInTheDocument();
    expect(within(item('Received')).getByText('10')).toBeInTheDocument();
    expect(within(item('Pending')).getByText('30')).toBeInTheDocument();
    expect(within(item('Completed')).getByText('2')).toBeInTheDocument();
  });
});

/** A searched row as the server sends it: the case with its owner's and lawyer's names. */
const aRow = (n: number, overrides: Partial<Case> = {}) => ({
  ...aNumberedCase(n, overrides),
  ownerName: `Owner ${n}`,
  lawyerName: overrides.assignedTo ? `Lawyer of ${n}` : null,
});

/** The search the page asked for last. */
const lastSearch = (seen: FakeRequest[]) => listsAsked(seen, '/cases/search').at(-1);

/** Where the page's router is (the view lives in the URL). */
function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderCases(path: string, page = <SubmittedCases />) {
  return renderPage(
    <>
      {page}
      <LocationProbe />
    </>,
    path,
  );
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('submitted cases', () => {
  afterEach(() => act(() => toast.remove()));

  test('a server page of 10 in the table columns, pending red only when lowercase', async () => {
    const cases = Array.from({ length: 10 }, (_, i) =>
      aRow(i, { status: ['pending', 'Pending', 'Received', 'PENDING'][i % 4]! }),
    );
    const seen = fakeApi(({ url, params }) => {
      if (url !== '/cases/search') return undefined;
      return params.page === 3 ? okPage(cases.slice(0, 5), 25, 3, 10) : okPage(cases, 25, 1, 10);
    });
    renderCases('/submitted-cases');
    const table = await screen.findByRole('table');
    expect(listsAsked(seen, '/cases/search')).toEqual([{ page: 1, limit: 10 }]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Case Id',
      'Case Owner',
      'Case Type',
      'Done/Archived',
      'Assigned To',
      'Status',
      'Actions',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByRole('heading', { name: /Submitted Cases/ })).toHaveTextContent('25');
    // Every row's status in words (a new case's 'pending' reads Pending), red only for exactly
    // the lowercase word stored.
    const statusCells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[5]!.firstElementChild as HTMLElement);
    expect(statusCells.map((cell) => cell.textContent)).toEqual(
      cases.map((item) => (item.status === 'Received' ? 'Received' : 'Pending')),
    );
    statusCells.forEach((cell, i) =>
      expect(getComputedStyle(cell).color).toBe(
        cases[i]!.status === 'pending' ? 'rgb(180, 35, 24)' : 'rgb(6, 118, 71)',
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(6));
    expect(lastSearch(seen)).toEqual({ page: 3, limit: 10 });
    expect(location()).toBe('/submitted-cases?page=3');
  });

  test('a row a person reads: reference and day, names with e-mails, subtype; no database id, not even in View', async () => {
    const row = aRow(7, { assignedTo: 'lawyer.one@example.com', caseSubtype: 'Land' });
    fakeApi(({ url }) => (url === '/cases/search' ? okPage([row], 1, 1, 10) : undefined));
    renderCases('/submitted-cases');
    const cells = within((await screen.findAllByRole('row'))[1]!).getAllByRole('cell');
    expect(cells.slice(0, 6).map((cell) => cell.textContent)).toEqual([
      'BTJ-2026-00007Submitted November 22, 2026',
      'Owner 7owner7@example.com',
      'Civil mattersLand',
      'Going',
      'Lawyer of 7lawyer.one@example.com',
      'Pending',
    ]);
    expect(screen.queryByText('case-7')).not.toBeInTheDocument();
    await userEvent.click(within(cells[6]!).getByRole('button', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'Admin Single Case View' });
    expect(within(dialog).queryByText('case-7')).not.toBeInTheDocument();
    expect(within(dialog).getByText('BTJ-2026-00007')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'statement7.pdf' })).toHaveAttribute(
      'href',
      row.file,
    );
  });

  test("View shows the case's documents and its whole timeline, the firm's notes included", async () => {
    const row = aRow(7, { assignedTo: 'lawyer.one@example.com' });
    fakeApi(({ method, url }) => {
      if (url === '/cases/search') return okPage([row], 1, 1, 10);
      if (url === `/cases/${row._id}/timeline`)
        return ok(
          aTimeline([
            anEvent(),
            anEvent({ action: 'note_added', actor: aLawyerPerson, private: true }),
          ]),
        );
      if (method === 'GET' && url === `/cases/${row._id}/documents`)
        return ok([aDocument(1), aDocument(2, { fileName: 'medical-report.pdf' })]);
      return undefined;
    });
    renderCases('/submitted-cases');
    const cells = within((await screen.findAllByRole('row'))[1]!).getAllByRole('cell');
    await userEvent.click(within(cells[6]!).getByRole('button', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'Admin Single Case View' });
    const timeline = await within(dialog).findByRole('region', { name: 'Timeline' });
    expect(within(timeline).getByText('Firm only')).toBeInTheDocument();
    const documents = await within(dialog).findByRole('region', { name: 'Documents' });
    expect(within(documents).getByText('medical-report.pdf')).toBeInTheDocument();
  });

  test('the view in the URL is what the server is asked, and a reload asks the same', async () => {
    const seen = fakeApi(({ url }) =>
      url === '/cases/search' ? okPage([aRow(1)], 11, 2, 10) : undefined,
    );
    renderCases(
      '/submitted-cases?q=land%20gasabo&status=Pending&caseType=Civil%20matters&lawyer=none&from=2026-01-01&sort=owner&order=asc&page=2',
    );
    await screen.findByRole('table');
    expect(lastSearch(seen)).toEqual({
      q: 'land gasabo',
      status: 'Pending',
      caseType: 'Civil matters',
      lawyer: 'none',
      from: '2026-01-01',
      sort: 'owner',
      order: 'asc',
      page: 2,
      limit: 10,
    });
    expect(screen.getByLabelText('Search cases')).toHaveValue('land gasabo');
    expect(screen.getByLabelText('Status')).toHaveValue('Pending');
    expect(screen.getByRole('columnheader', { name: 'Case Owner' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  test('typing, a filter and a header each ask the server and go to the URL from page 1', async () => {
    const seen = fakeApi(({ url }) =>
      url === '/cases/search' ? okPage([aRow(1)], 30, 1, 10) : undefined,
    );
    const user = userEvent.setup();
    renderCases('/submitted-cases?page=2');
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Search cases'), 'owner1');
    await waitFor(() => expect(lastSearch(seen)).toEqual({ q: 'owner1', page: 1, limit: 10 }));
    // One request for the words typed, not one per key.
    expect(listsAsked(seen, '/cases/search').filter((p) => p.q !== undefined)).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Status'), 'Completed');
    await waitFor(() =>
      expect(lastSearch(seen)).toEqual({ q: 'owner1', status: 'Completed', page: 1, limit: 10 }),
    );
    await user.click(screen.getByRole('button', { name: 'Case Type' }));
    await waitFor(() => expect(lastSearch(seen)).toMatchObject({ sort: 'caseType', order: 'asc' }));
    await user.click(screen.getByRole('button', { name: 'Case Type' }));
    await waitFor(() =>
      expect(lastSearch(seen)).toMatchObject({ sort: 'caseType', order: 'desc' }),
    );
    expect(location()).toBe('/submitted-cases?q=owner1&status=Completed&sort=caseType&order=desc');
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(lastSearch(seen)).toEqual({ page: 1, limit: 10 }));
    expect(screen.getByLabelText('Search cases')).toHaveValue('');
  });

  test('Delete asks first, then deletes, says so and refetches', async () => {
    let rows = [aRow(1), aRow(2)];
    const seen = fakeApi(({ method, url }) => {
      if (url === '/cases/search') return okPage(rows, rows.length, 1, 10);
      if (method === 'DELETE' && url === '/cases/case-1') {
        rows = rows.slice(1);
        return ok('case-1', 'Case deleted successfully');
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderCases('/submitted-cases');
    const first = (await screen.findAllByRole('row'))[1]!;
    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this case?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(seen.filter((r) => r.method === 'DELETE')).toEqual([]);
    await user.click(within(first).getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('Case deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.queryByText('BTJ-2026-00001')).not.toBeInTheDocument();
  });

  test('Edit changes type, subtype and summary', async () => {
    const seen = fakeApi(({ method, url }) => {
      if (url === '/cases/search') return okPage([aRow(1)], 1, 1, 10);
      if (method === 'PUT' && url === '/cases/case-1')
        return ok(aRow(1), 'Case updated successfully');
      return undefined;
    });
    const user = userEvent.setup();
    renderCases('/submitted-cases');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit case BTJ-2026-00001' });
    expect(within(dialog).getByLabelText('Case Type')).toHaveValue('Civil matters');
    await user.selectOptions(within(dialog).getByLabelText('Case Type'), 'Criminal Cases');
    await user.selectOptions(within(dialog).getByLabelText('Case SubType'), 'Theft');
    await user.clear(within(dialog).getByLabelText('Case Summary'));
    await user.type(within(dialog).getByLabelText('Case Summary'), 'A stolen phone.');
    await user.click(within(dialog).getByRole('button', { name: 'Update Case' }));
    expect(await screen.findByText('Case Updated Successfully!')).toBeInTheDocument();
    const put = seen.find((r) => r.method === 'PUT')!;
    expect(JSON.parse(String(put.body))).toEqual({
      caseType: 'Criminal Cases',
      caseSubtype: 'Theft',
      summary: 'A stolen phone.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('bulk: rows picked by pointer and keyboard, one request, one summary toast', async () => {
    const lawyers = [
      {
        userId: 'l1',
        firstName: 'Eric',
        lastName: 'Ndayisaba',
        email: 'lawyer.one@example.com',
        role: 'adminStaff',
      },
    ];
    const seen = fakeApi(({ method, url, params }) => {
      if (url === '/cases/search') return okPage([aRow(1), aRow(2), aRow(3)], 3, 1, 10);
      if (url === '/users' && params.role === 'adminStaff') return okPage(lawyers, 1, 1, 100);
      if (method === 'POST' && url === '/cases/bulk') return ok([], '2 cases updated');
      return undefined;
    });
    const user = userEvent.setup();
    renderCases('/submitted-cases');
    await user.click(await screen.findByRole('checkbox', { name: 'Select case BTJ-2026-00001' }));
    screen.getByRole('checkbox', { name: 'Select case BTJ-2026-00003' }).focus();
    await user.keyboard(' ');
    const bar = screen.getByRole('group', { name: 'Change the selected cases' });
    expect(bar).toHaveTextContent('2 cases selected');
    await waitFor(() =>
      expect(within(bar).getByRole('option', { name: 'Eric Ndayisaba' })).toBeInTheDocument(),
    );
    await user.selectOptions(
      within(bar).getByLabelText('Assign selected to'),
      'lawyer.one@example.com',
    );
    const searches = listsAsked(seen, '/cases/search').length;
    await user.click(within(bar).getByRole('button', { name: 'Apply to selected' }));
    expect(await screen.findByText('2 cases updated')).toBeInTheDocument();
    const posts = seen.filter((r) => r.method === 'POST');
    expect(posts.map((r) => JSON.parse(String(r.body)))).toEqual([
      { ids: ['case-1', 'case-3'], assignedTo: 'lawyer.one@example.com' },
    ]);
    await waitFor(() => expect(listsAsked(seen, '/cases/search').length).toBeGreaterThan(searches));
    expect(
      screen.queryByRole('group', { name: 'Change the selected cases' }),
    ).not.toBeInTheDocument();
    // The header box picks the whole page, and again drops it.
    await user.click(screen.getByRole('checkbox', { name: 'Select every case on this page' }));
    expect(screen.getByRole('group', { name: 'Change the selected cases' })).toHaveTextContent(
      '3 cases selected',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Select every case on this page' }));
    expect(
      screen.queryByRole('group', { name: 'Change the selected cases' }),
    ).not.toBeInTheDocument();
  });

  test('bulk: the selection survives a change of page and the bar counts every picked case', async () => {
    const seen = fakeApi(({ method, url, params }) => {
      if (url === '/cases/search')
        return Number(params.page ?? 1) === 2
          ? okPage([aRow(11)], 11, 2, 10)
          : okPage(
              Array.from({ length: 10 }, (_, i) => aRow(i + 1)),
              11,
              1,
              10,
            );
      if (url === '/users') return okPage([], 0, 1, 100);
      if (method === 'POST' && url === '/cases/bulk') return ok([], '2 cases updated');
      return undefined;
    });
    const user = userEvent.setup();
    renderCases('/submitted-cases');
    await user.click(await screen.findByRole('checkbox', { name: 'Select case BTJ-2026-00001' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select case BTJ-2026-00011' }));
    const bar = screen.getByRole('group', { name: 'Change the selected cases' });
    expect(bar).toHaveTextContent('2 cases selected');
    await user.selectOptions(within(bar).getByLabelText('Set status of selected'), 'Completed');
    await user.click(within(bar).getByRole('button', { name: 'Apply to selected' }));
    expect(await screen.findByText('2 cases updated')).toBeInTheDocument();
    const posts = seen.filter((r) => r.method === 'POST');
    expect(posts.map((r) => JSON.parse(String(r.body)))).toEqual([
      { ids: ['case-1', 'case-11'], status: 'Completed' },
    ]);
  });

  test('Download CSV asks for the whole view (no page) and saves the file', async () => {
    const seen = fakeApi(({ url }) => {
      if (url === '/cases/search') return okPage([aRow(1)], 30, 2, 10);
      if (url === '/cases/export.csv') return { status: 200, data: new Blob(['Reference\r\n']) };
      return undefined;
    });
    const created = jest.fn((_blob: Blob) => 'blob:cases');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderCases('/submitted-cases?q=land&sort=owner&order=asc&page=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(listsAsked(seen, '/cases/export.csv')).toEqual([
      { q: 'land', sort: 'owner', order: 'asc' },
    ]);
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toMatch(/^cases-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(link.href).toBe('blob:cases');
    click.mockRestore();
  });

  test('no case yet: an empty state; nothing matching: says so', async () => {
    fakeApi(({ url }) => (url === '/cases/search' ? okPage([], 0, 1, 10) : undefined));
    renderCases('/submitted-cases');
    expect(await screen.findByText('No Cases submitted yet')).toBeInTheDocument();
    fakeApi(({ url }) => (url === '/cases/search' ? okPage([], 0, 1, 10) : undefined));
    renderCases('/submitted-cases?q=nothing');
    expect(await screen.findByText('No cases match this search')).toBeInTheDocument();
  });

  test('a failed load shows the message and a retry', async () => {
    let down = true;
    fakeApi(({ url }) => {
      if (url !== '/cases/search') return undefined;
      return down ? { status: 503, data: {} } : okPage([aRow(1)], 1, 1, 10);
    });
    renderCases('/submitted-cases');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch cases');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  test('the archive always asks for Done cases and offers no Done/Going filter', async () => {
    const seen = fakeApi(({ url }) =>
      url === '/cases/search'
        ? okPage([aRow(1, { markAsDoneArchived: 'Done' })], 1, 1, 10)
        : undefined,
    );
    renderCases('/archived-cases?flag=Going', <ArchivedCases />);
    await screen.findByRole('table');
    expect(lastSearch(seen)).toEqual({ flag: 'Done', page: 1, limit: 10 });
    expect(screen.queryByLabelText('Done/Going')).not.toBeInTheDocument();
  });
});

test('users: name, e-mail, role, phone and district from the server', async () => {
  const users = [
    {
      userId: 'u1',
      firstName: 'Amina',
      lastName: 'Uwase',
      email: 'amina@example.com',
      idNo: '1',
      phoneNumber: '0788000000',
      preferredContact: 'email',
      district: 'Gasabo',
      sector: '',
      cell: '',
      role: 'client',
    },
  ];
  const seen = fakeApi(({ url }) => (url === '/users' ? okPage(users, 1, 1, 10) : undefined));
  renderPage(<Users />, '/users');
  const row = (await screen.findAllByRole('row'))[1]!;
  expect(listsAsked(seen, '/users')).toEqual([{ page: 1, limit: 10 }]);
  expect(
    within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['Amina Uwase', 'amina@example.com', 'Client', '0788000000', 'Gasabo']);
});

test('users: the words and the role go to the server and the URL', async () => {
  const seen = fakeApi(({ url }) => (url === '/users' ? okPage([], 0, 1, 10) : undefined));
  const user = userEvent.setup();
  renderCases('/users?role=adminStaff', <Users />);
  await screen.findByText('No users match this search');
  expect(listsAsked(seen, '/users').at(-1)).toEqual({ page: 1, limit: 10, role: 'adminStaff' });
  expect(screen.getByLabelText('Role')).toHaveValue('adminStaff');
  await user.type(screen.getByLabelText('Search users'), 'uwase');
  await waitFor(() =>
    expect(listsAsked(seen, '/users').at(-1)).toEqual({
      page: 1,
      limit: 10,
      q: 'uwase',
      role: 'adminStaff',
    }),
  );
  expect(location()).toBe('/users?role=adminStaff&q=uwase');
  expect(screen.getByLabelText('Search users')).toHaveFocus();
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from 'shared-api';
import { fakeApi, ok, okPage, type FakeRequest } from 'shared-api/src/testing/fakeApi';
import { aCase, aNumberedCase } from 'shared-api/src/testing/fixtures';
import AdminDashboard from '../pages/AdminDashboard';
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

describe('submitted cases', () => {
  test('a server page of 10 in the columns of the spec, pending red only when lowercase', async () => {
    const cases = Array.from({ length: 10 }, (_, i) =>
      aNumberedCase(i, { status: ['pending', 'Pending', 'Received', 'PENDING'][i % 4]! }),
    );
    const seen = fakeApi(({ url, params }) => {
      if (url !== '/cases/') return undefined;
      return params.page === 3 ? okPage(cases.slice(0, 5), 25, 3, 10) : okPage(cases, 25, 1, 10);
    });
    renderPage(<SubmittedCases />, '/submitted-cases');
    const table = await screen.findByRole('table');
    expect(listsAsked(seen, '/cases/')).toEqual([{ page: 1, limit: 10 }]);
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
    const colour = (text: string) =>
      getComputedStyle(within(table).getAllByText(text, { exact: true })[0]!).color;
    expect(colour('pending')).toBe('rgb(180, 35, 24)');
    for (const other of ['Pending', 'Received', 'PENDING']) {
      expect(colour(other)).toBe('rgb(6, 118, 71)');
    }

    await userEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(6));
    expect(listsAsked(seen, '/cases/').at(-1)).toEqual({ page: 3, limit: 10 });
  });

  test('View opens the Admin Single Case View', async () => {
    fakeApi(({ url }) => (url === '/cases/' ? okPage([aCase()], 1, 1, 10) : undefined));
    renderPage(<SubmittedCases />, '/submitted-cases');
    await userEvent.click(await screen.findByRole('button', { name: 'View' }));
    const dialog = screen.getByRole('dialog', { name: 'Admin Single Case View' });
    expect(within(dialog).getByText(aCase().summary)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'deed.pdf' })).toHaveAttribute(
      'href',
      aCase().file,
    );
  });

  test('no case yet: an empty state', async () => {
    fakeApi(({ url }) => (url === '/cases/' ? okPage([], 0, 1, 10) : undefined));
    renderPage(<SubmittedCases />, '/submitted-cases');
    expect(await screen.findByText('No Cases submitted yet')).toBeInTheDocument();
  });

  test('a failed load shows the message and a retry', async () => {
    let down = true;
    fakeApi(({ url }) => {
      if (url !== '/cases/') return undefined;
      return down ? { status: 503, data: {} } : okPage([aCase()], 1, 1, 10);
    });
    renderPage(<SubmittedCases />, '/submitted-cases');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch cases');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
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

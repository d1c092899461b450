import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore, type Case } from 'shared-api';
import { DataProvider } from 'shared-api/queries';
import { fakeApi, ok, okPage, type FakeReply } from 'shared-api/src/testing/fakeApi';
import { aNumberedCase } from 'shared-api/src/testing/fixtures';
import {
  aDocument,
  aLawyerPerson,
  anEvent,
  aTimeline,
} from 'shared-api/src/testing/caseLifeFixtures';
import { emptyAgenda } from 'shared-api/src/testing/caseDatesFixtures';
import { AppProviders } from 'shared-ui';
import StaffDashboard from '../pages/StaffDashboard';

/** The nth case assigned to lawyer.one. */
const anAssignedCase = (n: number): Case =>
  aNumberedCase(n, {
    caseType: 'Criminal Cases',
    caseSubtype: 'Theft',
    status: 'Received',
    assignedTo: 'lawyer.one@example.com',
  });

const ASSIGNED = `/cases/assignedTo/${encodeURIComponent('lawyer.one@example.com')}`;

/** The case-life reads of an open case view: its client, notes, documents and timeline. */
function caseLife(method: string, url: string): FakeReply | undefined {
  if (method !== 'GET') return undefined;
  const agenda = emptyAgenda(method, url);
  if (agenda) return agenda;
  if (/^\/cases\/[^/]+\/client$/.test(url))
    return ok({
      userId: 'user-1',
      name: 'Aline Uwase',
      email: 'aline@example.com',
      phoneNumber: '0788123456',
      preferredContact: 'phone',
    });
  if (/^\/cases\/[^/]+\/notes$/.test(url)) return okPage([], 0, 1, 100);
  if (/^\/cases\/[^/]+\/documents$/.test(url)) return ok([aDocument(1)]);
  if (/^\/cases\/[^/]+\/timeline$/.test(url)) return ok(aTimeline([anEvent()]));
  return undefined;
}

/** What the page asked that the double does not serve (each test ends with none). */
let unserved: string[] = [];

/**
 * The lawyer's assigned list answers `reply(page)`, the side links' unread count none; the pages
 * asked for are returned.
 */
function serveAssigned(reply: (page: unknown) => FakeReply) {
  unserved = [];
  const seen = fakeApi(({ method, url, params }) => {
    if (url === ASSIGNED) return reply(params.page);
    if (method === 'GET' && url === '/messages/unread') return ok({ total: 0, byCase: {} });
    const life = caseLife(method, url);
    if (life) return life;
    unserved.push(`${method} ${url}`);
    return undefined;
  });
  return () => seen.filter((request) => request.url === ASSIGNED).map((request) => request.params);
}

function renderDashboard() {
  render(
    <AppProviders>
      <DataProvider>
        <MemoryRouter initialEntries={['/staff-dashboard']}>
          <StaffDashboard accountMenu={<span>menu</span>} />
        </MemoryRouter>
      </DataProvider>
    </AppProviders>,
  );
}

afterEach(() => expect(unserved).toEqual([]));

beforeEach(() => {
  sessionStore
    .getState()
    .setSession({ token: 'x.e30.y', userId: 'l1', email: 'lawyer.one@example.com' });
});

test('assigned cases: count, read-only cards 3 per page, paged by the server', async () => {
  const pagesAsked = serveAssigned((page) =>
    page === 2
      ? okPage([anAssignedCase(2), anAssignedCase(1)], 5, 2, 3)
      : okPage([anAssignedCase(5), anAssignedCase(4), anAssignedCase(3)], 5, 1, 3),
  );
  renderDashboard();
  const cards = await screen.findAllByRole('article');
  expect(cards).toHaveLength(3);
  expect(pagesAsked()).toEqual([{ page: 1, limit: 3 }]);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Assigned Cases5');
  expect(
    within(cards[0]!)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['View']);
  expect(screen.getByText('menu')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('owner1@example.com')).toBeInTheDocument();
  expect(pagesAsked().at(-1)).toEqual({ page: 2, limit: 3 });
  expect(screen.getAllByRole('article')).toHaveLength(2);
});

test('View opens the Staff Single Case View with its table', async () => {
  serveAssigned(() => okPage([anAssignedCase(7)], 1, 1, 3));
  renderDashboard();
  await userEvent.click(await screen.findByRole('button', { name: 'View' }));
  const dialog = screen.getByRole('dialog', { name: 'Staff Single Case View' });
  const rows = within(dialog)
    .getAllByRole('row')
    .map((row) => row.textContent);
  expect(rows).toEqual([
    'Case Idcase-7',
    'ReferenceBTJ-2026-00007',
    'Case Ownerowner7@example.com',
    'Case TypeCriminal Cases',
    'Case SubTypeTheft',
    `Case Summary${anAssignedCase(7).summary}`,
    'Filestatement7.pdf',
    'StatusReceived',
  ]);
  // The lawyer reads the status in the client's words: a labelled badge, not the admin table's red.
  expect(within(dialog).getByText('Received', { selector: '[data-status]' })).not.toHaveStyle({
    color: '#b42318',
  });
  expect(within(dialog).getByRole('link', { name: 'statement7.pdf' })).toHaveAttribute(
    'href',
    anAssignedCase(7).file,
  );
});

test('nothing assigned: No Cases assigned to you', async () => {
  serveAssigned(() => okPage([], 0, 1, 3));
  renderDashboard();
  expect(await screen.findByText('No Cases assigned to you')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
});

test('a failed load shows the message and a retry', async () => {
  let down = true;
  serveAssigned(() => (down ? { status: 503, data: {} } : okPage([anAssignedCase(7)], 1, 1, 3)));
  renderDashboard();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get assigned cases');
  down = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article')).toHaveTextContent('owner7@example.com');
});

test('the assigned lawyer sees the client contact, changes the status and adds a private note', async () => {
  const item = anAssignedCase(7);
  let notes: unknown[] = [];
  let status = item.status;
  const seen = fakeApi(({ method, url, body }) => {
    if (url === ASSIGNED) return okPage([{ ...item, status }], 1, 1, 3);
    if (method === 'GET' && url === '/messages/unread') return ok({ total: 0, byCase: {} });
    if (method === 'PATCH' && url === `/cases/status/${item._id}`) {
      status = (JSON.parse(String(body)) as { status: string }).status;
      return ok({ ...item, status }, 'case status is changed');
    }
    if (method === 'GET' && url === `/cases/${item._id}/notes`)
      return okPage(notes, notes.length, 1, 100);
    if (method === 'POST' && url === `/cases/${item._id}/notes`) {
      const note = {
        id: 'note-1',
        caseId: item._id,
        text: (JSON.parse(String(body)) as { text: string }).text,
        author: aLawyerPerson,
        createdAt: '2026-11-22T12:00:00.000Z',
      };
      notes = [note];
      return { status: 201, data: { status: 'success', message: 'Note added', data: note } };
    }
    return caseLife(method, url);
  });
  renderDashboard();
  await userEvent.click(await screen.findByRole('button', { name: 'View' }));
  const dialog = screen.getByRole('dialog', { name: 'Staff Single Case View' });

  const contact = await within(dialog).findByRole('region', { name: 'Client contact' });
  expect(await within(contact).findByText('0788123456')).toBeInTheDocument();
  expect(within(contact).getByText('phone')).toBeInTheDocument();

  // It starts from the case's status.
  expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveValue('Received');
  await userEvent.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Status' }),
    'Pending',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save status' }));
  expect(await screen.findByText('case status is changed')).toBeInTheDocument();
  // The list is read again: the open view shows the new status, in the words every reader sees.
  expect(
    await within(dialog).findByText('Pending', { selector: '[data-status]' }),
  ).toBeInTheDocument();

  const notesRegion = within(dialog).getByRole('region', { name: 'Private notes' });
  await userEvent.type(
    within(notesRegion).getByRole('textbox', { name: 'New note' }),
    'Call the client on Monday',
  );
  await userEvent.click(within(notesRegion).getByRole('button', { name: 'Add note' }));
  expect(await within(notesRegion).findByText('Call the client on Monday')).toBeInTheDocument();
  expect(seen.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`)).toEqual([
    `PATCH /cases/status/${item._id}`,
    `POST /cases/${item._id}/notes`,
  ]);
});

test('the lawyer searches their cases by words and status; clearing brings the assigned list back', async () => {
  unserved = [];
  const seen = fakeApi(({ method, url }) => {
    if (url === ASSIGNED) return okPage([anAssignedCase(1), anAssignedCase(2)], 2, 1, 3);
    if (url === '/cases/search')
      return okPage([{ ...anAssignedCase(2), ownerName: 'Owner 2', lawyerName: 'Eric' }], 1, 1, 3);
    if (method === 'GET' && url === '/messages/unread') return ok({ total: 0, byCase: {} });
    const agenda = emptyAgenda(method, url);
    if (agenda) return agenda;
    unserved.push(`${method} ${url}`);
    return undefined;
  });
  const user = userEvent.setup();
  renderDashboard();
  expect(await screen.findAllByRole('article')).toHaveLength(2);
  await user.type(screen.getByLabelText('Search cases'), 'owner2');
  await user.selectOptions(screen.getByLabelText('Status'), 'Received');
  const lastSearch = () => seen.filter((r) => r.url === '/cases/search').at(-1)?.params;
  await waitFor(() =>
    expect(lastSearch()).toEqual({ q: 'owner2', status: 'Received', page: 1, limit: 3 }),
  );
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  expect(screen.getAllByRole('article')[0]).toHaveTextContent('owner2@example.com');
  await user.clear(screen.getByLabelText('Search cases'));
  await user.selectOptions(screen.getByLabelText('Status'), '');
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
});

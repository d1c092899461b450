import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore, type Case } from 'shared-api';
import { DataProvider } from 'shared-api/queries';
import { fakeApi, ok, okPage, type FakeReply } from 'shared-api/src/testing/fakeApi';
import { aNumberedCase } from 'shared-api/src/testing/fixtures';
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
    'StatusIn progress',
  ]);
  // The normal state of an assigned case is a labelled badge, not the admin table's red word.
  expect(within(dialog).getByText('In progress')).not.toHaveStyle({ color: '#b42318' });
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

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getAssignedCases, sessionStore, type Case } from 'shared-api';
import { AppProviders } from 'shared-ui';
import StaffDashboard from '../pages/StaffDashboard';

jest.mock('shared-api', () => ({
  ...jest.requireActual('shared-api'),
  getAssignedCases: jest.fn(),
}));

const aCase = (n: number): Case => ({
  _id: `c${n}`,
  id: `c${n}`,
  caseOwner: `owner${n}@example.com`,
  caseType: 'Criminal Cases',
  caseSubtype: 'Theft',
  summary: `Case ${n}: my motorbike was taken from the parking in Remera last Friday night.`,
  file: `http://localhost:4000/api/files/k${n}?exp=1&sig=s`,
  fileName: `statement${n}.pdf`,
  status: 'Received',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  markAsDoneArchived: 'Going',
  assignedTo: 'lawyer.one@example.com',
  userId: 'u1',
});

function renderDashboard() {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/staff-dashboard']}>
        <StaffDashboard accountMenu={<span>menu</span>} />
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore
    .getState()
    .setSession({ token: 'x.e30.y', userId: 'l1', email: 'lawyer.one@example.com' });
});

test('assigned cases: count, read-only cards 3 per page, paged by the server', async () => {
  (getAssignedCases as jest.Mock).mockResolvedValue({
    items: [aCase(5), aCase(4), aCase(3)],
    total: 5,
    page: 1,
    limit: 3,
  });
  renderDashboard();
  const cards = await screen.findAllByRole('article');
  expect(cards).toHaveLength(3);
  expect(getAssignedCases).toHaveBeenCalledWith('lawyer.one@example.com', { page: 1, limit: 3 });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Assigned Cases5');
  expect(
    within(cards[0]!)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['View']);
  expect(screen.getByText('menu')).toBeInTheDocument();

  (getAssignedCases as jest.Mock).mockResolvedValue({
    items: [aCase(2), aCase(1)],
    total: 5,
    page: 2,
    limit: 3,
  });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(getAssignedCases).toHaveBeenLastCalledWith('lawyer.one@example.com', {
    page: 2,
    limit: 3,
  });
  expect(await screen.findByText('owner1@example.com')).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(2);
});

test('View opens the Staff Single Case View with its table', async () => {
  (getAssignedCases as jest.Mock).mockResolvedValue({
    items: [aCase(7)],
    total: 1,
    page: 1,
    limit: 3,
  });
  renderDashboard();
  await userEvent.click(await screen.findByRole('button', { name: 'View' }));
  const dialog = screen.getByRole('dialog', { name: 'Staff Single Case View' });
  const rows = within(dialog)
    .getAllByRole('row')
    .map((row) => row.textContent);
  expect(rows).toEqual([
    'Case Idc7',
    'Case Ownerowner7@example.com',
    'Case TypeCriminal Cases',
    'Case SubTypeTheft',
    `Case Summary${aCase(7).summary}`,
    'Filestatement7.pdf',
  ]);
  expect(within(dialog).getByRole('link', { name: 'statement7.pdf' })).toHaveAttribute(
    'href',
    aCase(7).file,
  );
});

test('nothing assigned: No Cases assigned to you', async () => {
  (getAssignedCases as jest.Mock).mockResolvedValue({ items: [], total: 0, page: 1, limit: 3 });
  renderDashboard();
  expect(await screen.findByText('No Cases assigned to you')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
});

test('a failed load shows the message', async () => {
  (getAssignedCases as jest.Mock).mockRejectedValue(new Error('Failed to get assigned cases'));
  renderDashboard();
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get assigned cases');
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { Avatar } from '../components/Avatar';
import { Table } from '../components/Table';
import { EmptyState, ErrorState, LoadingState } from '../feedback/states';
import { DashboardLayout } from '../layout/DashboardLayout';
import { PageHeading } from '../layout/PageHeading';
import { renderWithTheme } from '../testing/renderWithTheme';

const navItems = [
  { label: 'Dashboard', to: '/user-dashboard' },
  { label: 'Home', to: '/' },
  { label: 'Submit Case', to: '/user-dashboard/submit' },
];

function renderDashboard(route = '/user-dashboard') {
  return renderWithTheme(
    <Routes>
      <Route
        path="*"
        element={
          <DashboardLayout
            title="Client Dashboard"
            navItems={navItems}
            headerRight={<button type="button">Account</button>}
          >
            <p>Page body</p>
          </DashboardLayout>
        }
      />
    </Routes>,
    { route },
  );
}

describe('DashboardLayout', () => {
  // jsdom matches no media query, so it shows the phone layout: the links sit behind 'Menu'.
  it('has a navigation with links, the title, the account slot and the page in main', async () => {
    renderDashboard();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Menu' }));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard', 'Home', 'Submit Case']);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Client Dashboard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Page body')).toBeInTheDocument();
  });

  it('opens and closes the phone menu, and closes it after a pick', async () => {
    renderDashboard();
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(menu.getAttribute('aria-controls')!);
    expect(list).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Submit Case' })).not.toBeInTheDocument();
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('link', { name: 'Submit Case' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Submit Case' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit Case', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

describe('Avatar', () => {
  it('shows last-name initial then first-name initial', () => {
    renderWithTheme(<Avatar firstName="Aline" lastName="uwase" label="Account of Aline Uwase" />);
    expect(screen.getByRole('img', { name: 'Account of Aline Uwase' })).toHaveTextContent('UA');
  });

  it('is decoration without a label, and takes ready initials', () => {
    const { container } = renderWithTheme(<Avatar initials="KE" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('KE');
  });
});

describe('states and headings', () => {
  it('shows an empty state', () => {
    renderWithTheme(<EmptyState title="No Cases Added" />);
    expect(screen.getByText('No Cases Added')).toBeInTheDocument();
  });

  it('announces loading', () => {
    renderWithTheme(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows an error with a retry', async () => {
    const onRetry = jest.fn();
    renderWithTheme(<ErrorState message="Failed to fetch case data" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch case data');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a heading with its count and actions', () => {
    renderWithTheme(
      <PageHeading count={4} actions={<button type="button">Submit Case</button>}>
        Added Cases
      </PageHeading>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Added Cases 4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Case' })).toBeInTheDocument();
  });

  it('names a table region by its caption', () => {
    renderWithTheme(
      <Table caption="Submitted cases">
        <thead>
          <tr>
            <th>Case Id</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>case-1</td>
          </tr>
        </tbody>
      </Table>,
    );
    expect(screen.getByRole('region', { name: 'Submitted cases' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Submitted cases' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Case Id' })).toBeInTheDocument();
  });
});

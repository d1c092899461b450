import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { Link, Route, Routes } from 'react-router-dom';
import { DashboardLayout } from '../layout/DashboardLayout';
import { activeNavIndex } from '../layout/activeNavIndex';
import { ErrorToastsEndWithPage } from '../feedback/ErrorToastsEndWithPage';
import { renderWithTheme } from '../testing/renderWithTheme';

// The client's side links as remote-client declares them (Submit Case opens the modal by query).
const clientNav = [
  { label: 'Dashboard', to: '/user-dashboard' },
  { label: 'Home', to: '/' },
  { label: 'Submit Case', to: '/user-dashboard?submit=case' },
  { label: 'Messages', to: '/messages' },
];

function renderAt(route: string) {
  return renderWithTheme(
    <Routes>
      <Route
        path="*"
        element={
          <DashboardLayout title="Client Dashboard" navItems={clientNav}>
            <p>Page body</p>
          </DashboardLayout>
        }
      />
    </Routes>,
    { route },
  );
}

const current = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link', { hidden: true })
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('side navigation highlights one item', () => {
  it.each([
    ['/user-dashboard', ['Dashboard']],
    ['/user-dashboard?submit=case', ['Submit Case']],
    ['/messages', ['Messages']],
    ['/messages/6f1d0c2a-0000-4000-8000-000000000001', ['Messages']],
    ['/', ['Home']],
    ['/profile', []],
  ])('at %s', (route, expected) => {
    renderAt(route);
    expect(current()).toEqual(expected);
  });

  it.each([
    [{ pathname: '/user-dashboard', search: '' }, 0],
    [{ pathname: '/user-dashboard', search: '?submit=case&x=1' }, 2],
    [{ pathname: '/user-dashboard', search: '?submit=other' }, 0],
    [{ pathname: '/messagesx', search: '' }, -1],
    [{ pathname: '/messages/abc', search: '' }, 3],
  ])('activeNavIndex(%o) is %i', (place, index) => {
    expect(activeNavIndex(clientNav, place)).toBe(index);
  });
});

describe('phone menu and Esc', () => {
  it('Esc closes the open menu and gives focus back to its button', async () => {
    renderAt('/user-dashboard');
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    const home = screen.getByRole('link', { name: 'Home' });
    home.focus();
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
  });
});

describe('error toasts end with their page', () => {
  it('dismisses open error toasts when the path changes, and keeps success toasts', async () => {
    renderWithTheme(
      <>
        <Routes>
          <Route path="/register" element={<Link to="/login">Sign-In</Link>} />
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
        <ErrorToastsEndWithPage />
        <Toaster />
      </>,
      { route: '/register' },
    );
    act(() => {
      toast.error('Phone Number must be a Rwandan mobile number.');
      toast.success('Saved');
    });
    expect(
      await screen.findByText('Phone Number must be a Rwandan mobile number.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sign-In' }));
    expect(screen.getByText('Login page')).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(screen.queryByText('Phone Number must be a Rwandan mobile number.')).toBeNull();
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });
});

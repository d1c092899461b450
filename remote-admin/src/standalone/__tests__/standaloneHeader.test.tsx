import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { sessionStore, type User } from 'shared-api';
import { fakeApi, ok, signIn } from 'shared-api/src/testing/fakeApi';
import { renderPage } from '../../__tests__/renderPage';
import { STANDALONE_ROUTES } from '../standaloneRoutes';

const ada = {
  userId: 'user-1',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@example.com',
  role: 'admin',
  locale: 'en',
} as unknown as User;

const slow = { timeout: 5000 }; // the machine may be busy: the lazy query layer loads first

function renderEntryAt(path: string) {
  renderPage(
    <Routes>
      {STANDALONE_ROUTES.map(({ path: at, Page }) => (
        <Route key={at} path={at} element={<Page />} />
      ))}
    </Routes>,
    path,
  );
}

afterEach(() => sessionStore.getState().clearSession());

test('the dedicated admin entry’s header has the shell’s bell and account menu: Audit and Logout, no profile page', async () => {
  fakeApi(({ method, url }) => {
    if (method === 'GET' && url === '/notifications')
      return ok([], 'OK', { total: 0, unread: 0, page: 1, limit: 10 });
    if (method === 'GET' && url === '/users/user-1') return ok(ada);
    return ok([], 'OK', { total: 0 });
  });
  signIn('admin');
  renderEntryAt('/no-such-admin-page');
  const header = await screen.findByRole('banner', {}, slow);

  const bell = await within(header).findByRole('button', { name: 'Notifications' }, slow);
  await userEvent.click(bell);
  expect(screen.getByText('No notifications')).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');

  await userEvent.click(
    await within(header).findByRole('button', { name: /^AA account menu for Ada/ }, slow),
  );
  expect(screen.getByText('Hello! Ada')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Audit' })).toHaveAttribute('href', '/audit');
  expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  // The profile is the client remote's page, in the shell: this entry does not link to it.
  expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
});

test('without an admin session the entry shows its sign-in, with no bell', async () => {
  fakeApi(() => undefined);
  renderEntryAt('/users');
  expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
});

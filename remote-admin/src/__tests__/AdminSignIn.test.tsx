import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { loginUser, sessionStore } from 'shared-api';
import { AdminSignIn, NOT_AN_ADMIN } from '../standalone/AdminSignIn';
import { renderPage } from './renderPage';

jest.mock('shared-api', () => ({ ...jest.requireActual('shared-api'), loginUser: jest.fn() }));

/** An unsigned JWT whose payload carries the role (the UI only reads it to pick a page). */
const tokenFor = (role: string) =>
  `x.${btoa(JSON.stringify({ role, email: `${role}@example.com` }))}.y`;

function setup() {
  renderPage(
    <Routes>
      <Route path="/" element={<AdminSignIn />} />
      <Route path="/admin-dashboard" element={<p>admin pages</p>} />
    </Routes>,
  );
  return userEvent.setup();
}

async function signIn(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret@123');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

beforeEach(() => {
  jest.clearAllMocks();
  sessionStore.getState().clearSession();
});

test('a lawyer is told the entry is for admins and no session is kept', async () => {
  (loginUser as jest.Mock).mockResolvedValue({
    message: 'ok',
    token: tokenFor('adminStaff'),
    user: { userId: 'l1', email: 'lawyer.one@example.com', role: 'adminStaff' },
  });
  const user = setup();
  await signIn(user, 'lawyer.one@example.com');
  expect(await screen.findByRole('alert')).toHaveTextContent(NOT_AN_ADMIN);
  expect(sessionStore.getState().token).toBeNull();
  expect(screen.queryByText('admin pages')).not.toBeInTheDocument();
});

test('an admin is signed in and goes to the admin pages', async () => {
  (loginUser as jest.Mock).mockResolvedValue({
    message: 'ok',
    token: tokenFor('admin'),
    user: { userId: 'a1', email: 'admin@example.com', role: 'admin' },
  });
  const user = setup();
  await signIn(user, 'admin@example.com');
  expect(await screen.findByText('admin pages')).toBeInTheDocument();
  expect(sessionStore.getState()).toMatchObject({ userId: 'a1', email: 'admin@example.com' });
  expect(loginUser).toHaveBeenCalledWith({ email: 'admin@example.com', password: 'Secret@123' });
});

test('a refused login shows the server message', async () => {
  (loginUser as jest.Mock).mockRejectedValue(new Error('Invalid email or password'));
  const user = setup();
  await signIn(user, 'admin@example.com');
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  expect(sessionStore.getState().token).toBeNull();
});

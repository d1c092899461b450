import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { sessionStore } from 'shared-api';
import { fail, fakeApi, type FakeReply, type FakeRequest } from 'shared-api/src/testing/fakeApi';
import { AdminSignIn, NOT_AN_ADMIN } from '../standalone/AdminSignIn';
import { renderPage } from './renderPage';

/** The login endpoint answers `reply`; the requests seen are returned. */
const serveLogin = (reply: FakeReply): FakeRequest[] =>
  fakeApi(({ method, url }) => (method === 'POST' && url === '/users/login' ? reply : undefined));

/** What login answers for a user of `role`: message, token and user (userId, email, role). */
const loginAnswer = (role: string, userId: string, email: string) => ({
  status: 200,
  data: { message: 'ok', token: tokenFor(role), user: { userId, email, role } },
});

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
  sessionStore.getState().clearSession();
});

test('a lawyer is told the entry is for admins and no session is kept', async () => {
  serveLogin(loginAnswer('adminStaff', 'l1', 'lawyer.one@example.com'));
  const user = setup();
  await signIn(user, 'lawyer.one@example.com');
  expect(await screen.findByRole('alert')).toHaveTextContent(NOT_AN_ADMIN);
  expect(sessionStore.getState().token).toBeNull();
  expect(screen.queryByText('admin pages')).not.toBeInTheDocument();
});

test('an admin is signed in and goes to the admin pages', async () => {
  const seen = serveLogin(loginAnswer('admin', 'a1', 'admin@example.com'));
  const user = setup();
  await signIn(user, 'admin@example.com');
  expect(await screen.findByText('admin pages')).toBeInTheDocument();
  expect(sessionStore.getState()).toMatchObject({ userId: 'a1', email: 'admin@example.com' });
  expect(JSON.parse(String(seen[0]?.body))).toEqual({
    email: 'admin@example.com',
    password: 'Secret@123',
  });
});

test('a refused login shows the server message', async () => {
  serveLogin(fail(401, 'Invalid email or password'));
  const user = setup();
  await signIn(user, 'admin@example.com');
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  expect(sessionStore.getState().token).toBeNull();
});

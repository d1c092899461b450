import { waitFor } from '@testing-library/react';
import { activateLocaleNow, getLocale, setLocale } from 'shared-i18n';
import type { User } from '../calls/types';
import { keepLocaleWithProfile } from '../session/profileLocale';
import { sessionStore } from '../session/sessionStore';
import { userStore } from '../stores/userStore';
import { ok, testServerForSuite } from '../testing/testServer';

const server = testServerForSuite();

const user = {
  userId: 'user-1',
  firstName: 'Aline',
  lastName: 'Uwase',
  email: 'aline@example.com',
  role: 'client',
  locale: 'rw',
} as unknown as User;

beforeAll(() => keepLocaleWithProfile());
beforeEach(() => {
  activateLocaleNow('en');
  sessionStore.getState().setSession({ token: 'tok-1', userId: 'user-1', email: user.email });
});
afterEach(() => {
  sessionStore.getState().clearSession();
  userStore.getState().clear();
});

test("once the signed-in user's record is loaded, their profile's language wins", async () => {
  userStore.setState({ userData: user });
  await waitFor(() => expect(getLocale()).toBe('rw'));
  expect(document.documentElement.lang).toBe('rw');
  expect(server.requests).toHaveLength(0); // applying the profile saves nothing back
});

test('a switch while signed in is saved to the profile, in the new language', async () => {
  server.on('PUT', '/users/user-1', ok({ ...user, locale: 'fr' }));
  await setLocale('fr', { source: 'user' });
  await waitFor(() => expect(server.requests).toHaveLength(1));
  const [saved] = server.requests;
  expect(saved?.method).toBe('PUT');
  expect(saved?.json()).toEqual({ locale: 'fr' });
  expect(saved?.headers['accept-language']).toBe('fr');
  await waitFor(() => expect(userStore.getState().userData?.locale).toBe('fr'));
});

test("a visitor's switch stays in the browser (nothing is sent)", async () => {
  sessionStore.getState().clearSession();
  await setLocale('rw', { source: 'user' });
  expect(getLocale()).toBe('rw');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(server.requests).toHaveLength(0);
});

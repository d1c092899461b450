import { renderHook, waitFor } from '@testing-library/react';
import { activateLocaleNow, getLocale, setLocale } from 'shared-i18n';
import type { User } from '../calls/types';
import { queryClient } from '../queries/queryClient';
import { useAccountUser } from '../queries/useAccountUser';
import { userQueries } from '../queries/userQueries';
import { keepLocaleWithProfile } from '../session/profileLocale';
import { sessionStore } from '../session/sessionStore';
import { resetQueryCache } from '../testing/queryCache';
import { fail, ok, testServerForSuite } from '../testing/testServer';

const server = testServerForSuite();

const user = {
  userId: 'user-1',
  firstName: 'Aline',
  lastName: 'Uwase',
  email: 'aline@example.com',
  role: 'client',
  locale: 'rw',
} as unknown as User;

const cached = () => queryClient.getQueryData(userQueries.one('user-1').queryKey);
const calls = () => server.requests.map((request) => `${request.method} ${request.path}`);

beforeAll(() => keepLocaleWithProfile());
beforeEach(() => {
  resetQueryCache();
  activateLocaleNow('en');
  sessionStore.getState().setSession({ token: 'tok-1', userId: 'user-1', email: user.email });
});
afterEach(() => sessionStore.getState().clearSession());

test("the signed-in user's record is read once for the session, and their profile's language wins", async () => {
  server.on('GET', '/users/user-1', ok(user));
  const { result } = renderHook(() => useAccountUser());
  await waitFor(() => expect(result.current.data?.firstName).toBe('Aline'));
  await waitFor(() => expect(getLocale()).toBe('rw'));
  expect(document.documentElement.lang).toBe('rw');
  // Applying the profile saves nothing back; a second reader shares the one answer.
  renderHook(() => useAccountUser());
  expect(calls()).toEqual(['GET /users/user-1']);
});

test("the profile's language wins once a sign-in: a later switch is the user's", async () => {
  server.on('GET', '/users/user-1', ok(user));
  const first = renderHook(() => useAccountUser());
  await waitFor(() => expect(getLocale()).toBe('rw'));
  activateLocaleNow('en');
  first.unmount();
  await queryClient.refetchQueries();
  renderHook(() => useAccountUser());
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(getLocale()).toBe('en');
});

test('a switch while signed in is saved to the profile, in the new language, and the cache takes the answer', async () => {
  server.on('GET', '/users/user-1', ok({ ...user, locale: 'en' }));
  server.on('PUT', '/users/user-1', ok({ ...user, locale: 'fr' }));
  const { result } = renderHook(() => useAccountUser());
  await waitFor(() => expect(result.current.data?.locale).toBe('en'));
  await setLocale('fr', { source: 'user' });
  await waitFor(() => expect(calls()).toContain('PUT /users/user-1'));
  const saved = server.requests.find((request) => request.method === 'PUT');
  expect(saved?.json()).toEqual({ locale: 'fr' });
  expect(saved?.headers['accept-language']).toBe('fr');
  await waitFor(() => expect(result.current.data?.locale).toBe('fr'));
});

test('a switch made before the record arrives is the user’s: the late record takes neither the screen nor the cache back', async () => {
  let answerRecord = () => undefined as void;
  const recordAsked = new Promise<void>((resolve) => {
    server.on('GET', '/users/user-1', async () => {
      resolve();
      await new Promise<void>((release) => (answerRecord = release));
      return ok(user); // the profile as it was read: Kinyarwanda
    });
  });
  server.on('PUT', '/users/user-1', ok({ ...user, locale: 'fr' }));
  const { result } = renderHook(() => useAccountUser());
  await recordAsked;
  await setLocale('fr', { source: 'user' });
  await waitFor(() => expect(calls()).toContain('PUT /users/user-1'));
  await waitFor(() => expect(result.current.data?.locale).toBe('fr'));
  answerRecord();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(getLocale()).toBe('fr');
  expect(result.current.data?.locale).toBe('fr');
});

test('a record that arrives after a switch, while the switch is still being saved, does not take the screen back', async () => {
  let answerRecord = () => undefined as void;
  const recordAsked = new Promise<void>((resolve) => {
    server.on('GET', '/users/user-1', async () => {
      resolve();
      await new Promise<void>((release) => (answerRecord = release));
      return ok(user); // the profile as it was read: Kinyarwanda
    });
  });
  let answerSave = () => undefined as void;
  server.on('PUT', '/users/user-1', async () => {
    await new Promise<void>((release) => (answerSave = release));
    return ok({ ...user, locale: 'fr' });
  });
  const { result } = renderHook(() => useAccountUser());
  await recordAsked;
  await setLocale('fr', { source: 'user' });
  await waitFor(() => expect(calls()).toContain('PUT /users/user-1'));
  answerRecord();
  await waitFor(() => expect(result.current.data?.locale).toBe('rw'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(getLocale()).toBe('fr');
  answerSave();
  await waitFor(() => expect(result.current.data?.locale).toBe('fr'));
  expect(getLocale()).toBe('fr');
});

test('no session, no read; when the session ends, the record is forgotten', async () => {
  server.on('GET', '/users/user-1', ok(user));
  const { result } = renderHook(() => useAccountUser());
  await waitFor(() => expect(result.current.data).toBeDefined());
  sessionStore.getState().clearSession();
  await waitFor(() => expect(cached()).toBeUndefined());
  const visitor = renderHook(() => useAccountUser());
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(visitor.result.current.data).toBeUndefined();
  expect(calls()).toEqual(['GET /users/user-1']);
});

test('a record that cannot be read is an error to show (a 404 is not tried again)', async () => {
  server.on('GET', '/users/user-1', fail(404, 'User not found'));
  const { result } = renderHook(() => useAccountUser());
  await waitFor(() => expect(result.current.error).toBeTruthy());
  expect(calls()).toEqual(['GET /users/user-1']);
});

test("a visitor's switch stays in the browser (nothing is sent)", async () => {
  sessionStore.getState().clearSession();
  await setLocale('rw', { source: 'user' });
  expect(getLocale()).toBe('rw');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(server.requests).toHaveLength(0);
});

import { act, renderHook } from '@testing-library/react';
import type { Role } from 'shared-contract';
import { takeReturnPath } from '../session/returnPath';
import { useSessionEnd, type AppLocation } from '../session/sessionEndRedirect';
import { sessionStore } from '../session/sessionStore';
import { signIn } from '../testing/fakeApi';

const ADMIN: readonly Role[] = ['admin'];

/** The hook as an app's frame runs it, at `path`, with its sign-in at `loginPath`. */
function frameAt(
  path: string,
  loginPath: string,
  rolesAt: (p: string) => readonly Role[] | undefined,
) {
  const url = new URL(path, 'http://app.test');
  const location: AppLocation = { pathname: url.pathname, search: url.search, hash: url.hash };
  const navigate = jest.fn();
  renderHook(() => useSessionEnd({ location, navigate, loginPath, rolesAt }));
  return navigate;
}

beforeEach(() => {
  sessionStorage.clear();
  signIn('admin');
});
afterEach(() => sessionStore.getState().clearSession());

test('a session refused on a page of the app: to its sign-in at /, the page kept for after it', () => {
  const navigate = frameAt('/users?role=adminStaff', '/', (p) => (p === '/' ? undefined : ADMIN));
  act(() => sessionStore.getState().clearSession('refused'));
  expect(navigate).toHaveBeenCalledTimes(1);
  expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  expect(takeReturnPath('admin', 'user-1', '/admin-dashboard')).toBe('/users?role=adminStaff');
});

test('a sign-in at / is not every page: on the sign-in itself nothing moves and nothing is kept', () => {
  const navigate = frameAt('/', '/', (p) => (p === '/' ? undefined : ADMIN));
  act(() => sessionStore.getState().clearSession('expired'));
  expect(navigate).not.toHaveBeenCalled();
  expect(takeReturnPath('admin', 'user-1', '/admin-dashboard')).toBe('/admin-dashboard');
});

test('under /login (/login/) the shell stays put; a logout is left to the account menu', () => {
  const onLogin = frameAt('/login/', '/login', () => undefined);
  act(() => sessionStore.getState().clearSession('refused'));
  expect(onLogin).not.toHaveBeenCalled();

  signIn('admin');
  const onPage = frameAt('/submitted-cases', '/login', () => ADMIN);
  act(() => sessionStore.getState().clearSession());
  expect(onPage).not.toHaveBeenCalled();
  expect(takeReturnPath('admin', 'user-1', '/admin-dashboard')).toBe('/admin-dashboard');
});

import toast from 'react-hot-toast';
import { sessionStore } from '../session/sessionStore';
import { userStore } from '../stores/userStore';
import { fail, ok, testServerForSuite } from '../testing/testServer';
import { resetQueryCache } from '../testing/queryCache';

const server = testServerForSuite();

let toastError: jest.SpyInstance;
beforeEach(() => {
  resetQueryCache();
  userStore.setState(userStore.getInitialState(), true);
  sessionStore
    .getState()
    .setSession({ token: 'tok-1', userId: 'user-1', email: 'aline@example.com' });
  toastError = jest.spyOn(toast, 'error');
});
afterEach(() => {
  sessionStore.getState().clearSession();
  jest.restoreAllMocks();
  toast.remove();
});

const user = {
  userId: 'user-1',
  firstName: 'Aline',
  lastName: 'Uwase',
  email: 'aline@example.com',
};

describe('user store', () => {
  it('pending sets loading and clears the error; success stores the data', async () => {
    userStore.setState({ error: 'old' });
    server.on('GET', '/users/user-1', { ...ok(user), delayMs: 30 });
    const running = userStore.getState().fetchUser('user-1');
    expect(userStore.getState()).toMatchObject({ loading: true, error: null });
    await running;
    expect(userStore.getState()).toMatchObject({ loading: false, error: null, userData: user });
  });

  it.each([
    [fail(404, 'User not found'), 'User not found'],
    [fail(500), 'Failed to fetch user data'],
  ])('failure %#: stores the error, clears the data, toasts it', async (reply, message) => {
    userStore.setState({ userData: user as never });
    server.on('GET', '/users/user-1', reply);
    await userStore.getState().fetchUser('user-1');
    expect(userStore.getState()).toMatchObject({ loading: false, error: message, userData: null });
    expect(toastError).toHaveBeenCalledWith(message);
  });

  it('clear resets the user data', () => {
    userStore.setState({ userData: user as never, error: 'x' });
    userStore.getState().clear();
    expect(userStore.getState()).toMatchObject({ userData: null, error: null, loading: false });
  });
});

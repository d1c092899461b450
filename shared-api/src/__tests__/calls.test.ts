import { activateLocaleNow } from 'shared-i18n';
import { apiClient, onUnauthorized } from '../http/apiClient';
import { sessionStore } from '../session/sessionStore';
import {
  loginUser,
  registerUser,
  requestPasswordReset,
  resetPassword,
  verifyEmail,
} from '../calls/auth';
import { getLawyers, getUser, listUsers, updateUser } from '../calls/users';
import {
  apiRejectionOf,
  signedInForEachTest,
  fail,
  ok,
  testServerForSuite,
} from '../testing/testServer';

const server = testServerForSuite();
signedInForEachTest();

const registerValues = {
  firstName: 'Aline',
  lastName: 'Uwase',
  email: 'aline@example.com',
  idNo: '1199880012345678',
  phoneNumber: '0788000000',
  preferredContact: 'email',
  district: 'Gasabo',
  sector: 'Remera',
  cell: 'Rukiri I',
  password: 'Abcdef1!',
  confirmPassword: 'Abcdef1!',
};

describe('auth calls (no bearer)', () => {
  it('registers with every field of the register form and no authorization header', async () => {
    server.on('POST', '/users/register', ok({ userId: 'u9' }, 'registered'));
    await expect(registerUser(registerValues)).resolves.toEqual({
      message: 'registered',
      data: { userId: 'u9' },
    });
    const [request] = server.requests;
    // …and the page's language, so the account's e-mails go out in it.
    expect(request?.json()).toEqual({ ...registerValues, locale: 'en' });
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('asks every answer in the page language (Accept-Language) and registers in it', async () => {
    activateLocaleNow('rw');
    server.on('POST', '/users/register', ok({ userId: 'u9' }, 'registered'));
    server.on('POST', '/users/login', ok({ token: 't', user: { userId: 'u9' } }, 'ok'));
    await registerUser(registerValues);
    await loginUser({ email: 'aline@example.com', password: 'Abcdef1!' }).catch(() => undefined);
    const [register, login] = server.requests;
    expect(register?.json()).toEqual({ ...registerValues, locale: 'rw' });
    expect(register?.headers['accept-language']).toBe('rw');
    expect(login?.headers['accept-language']).toBe('rw');
  });

  it.each([
    [fail(409, 'Email already exists'), 'Email already exists', 409],
    [fail(500), 'Failed to register user', 500],
  ])('register failure %#: message %p', async (reply, message, status) => {
    server.on('POST', '/users/register', reply);
    const error = await apiRejectionOf(registerUser(registerValues));
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
  });

  it('logs in and returns the token and the user', async () => {
    const user = { userId: 'u1', email: 'aline@example.com', role: 'client' };
    server.on('POST', '/users/login', {
      body: { status: 'success', message: 'Login Successfully', token: 'jwt', user },
    });
    await expect(loginUser({ email: 'aline@example.com', password: 'x' })).resolves.toEqual({
      message: 'Login Successfully',
      token: 'jwt',
      user,
    });
    expect(server.requests[0]?.json()).toEqual({ email: 'aline@example.com', password: 'x' });
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('login: the server message, else "Failed to login"; a 401 there keeps the session', async () => {
    const handler = jest.fn();
    const off = onUnauthorized(handler);
    server.on('POST', '/users/login', fail(401, 'Invalid email or password'));
    expect((await apiRejectionOf(loginUser({ email: 'a', password: 'b' }))).message).toBe(
      'Invalid email or password',
    );
    server.on('POST', '/users/login', fail(500, '  '));
    expect((await apiRejectionOf(loginUser({ email: 'a', password: 'b' }))).message).toBe(
      'Failed to login',
    );
    expect(handler).not.toHaveBeenCalled();
    expect(sessionStore.getState().token).toBe('tok-1');
    off();
  });

  it('requests a reset e-mail, with its fixed success and failure texts', async () => {
    server.on('POST', '/users/reset', ok(null));
    await expect(requestPasswordReset('aline@example.com')).resolves.toBe(
      'Password reset email sent successfully!',
    );
    expect(server.requests[0]?.json()).toEqual({ email: 'aline@example.com' });
    server.on('POST', '/users/reset', fail(404, 'User not found'));
    expect((await apiRejectionOf(requestPasswordReset('x@example.com'))).message).toBe(
      'Failed to send password reset email. Check your emailOr try Again',
    );
  });

  it('resets the password at /users/reset/{token}', async () => {
    server.on('POST', '/users/reset/abc/1', ok(null));
    await expect(resetPassword('abc/1', 'Abcdef1!')).resolves.toBe('Password reset successfully!');
    expect(server.requests[0]?.json()).toEqual({ password: 'Abcdef1!' });
    server.on('POST', '/users/reset/bad', fail(400, 'Token expired'));
    const error = await apiRejectionOf(resetPassword('bad', 'Abcdef1!'));
    expect(error.message).toBe('Failed to reset password. Please try again.');
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe('Token expired');
  });

  it('verifies: success, non-success status, and a failed request', async () => {
    server.on('POST', '/users/verify/good', ok(null, 'verified'));
    await expect(verifyEmail('good')).resolves.toEqual({
      status: 'success',
      message: 'Verification successful',
    });
    expect(server.requests[0]?.json()).toEqual({ token: 'good' });

    server.on('POST', '/users/verify/odd', { body: { status: 'error', message: 'nope' } });
    await expect(verifyEmail('odd')).resolves.toEqual({
      status: 'error',
      message: 'Invalid or expired token.',
    });
    server.on('POST', '/users/verify/used', fail(400, 'Token already used'));
    await expect(verifyEmail('used')).resolves.toEqual({
      status: 'error',
      message: 'Invalid or expired token.',
    });

    server.on('POST', '/users/verify/boom', fail(500, 'db down'));
    expect((await apiRejectionOf(verifyEmail('boom'))).message).toBe(
      'An error occurred while verifying your email.',
    );
  });

  it('a request that never reaches a server fails with the fallback and no status', async () => {
    apiClient.defaults.baseURL = 'http://127.0.0.1:9/api';
    // jsdom reports the refused connection on the console; that is the point of this test.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const error = await apiRejectionOf(loginUser({ email: 'a', password: 'b' }));
      expect(error.message).toBe('Failed to login');
      expect(error.status).toBeUndefined();
    } finally {
      quiet.mockRestore();
      apiClient.defaults.baseURL = server.url;
    }
  });
});

describe('user calls', () => {
  const user = { userId: 'user-1', firstName: 'Aline', lastName: 'Uwase', email: 'a@x.rw' };

  it('gets a user with the bearer token', async () => {
    server.on('GET', '/users/user-1', ok(user));
    await expect(getUser('user-1')).resolves.toEqual(user);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-1');
    server.on('GET', '/users/user-1', fail(404));
    expect((await apiRejectionOf(getUser('user-1'))).message).toBe('Failed to fetch user data');
  });

  it('updates only the editable profile fields', async () => {
    server.on('PUT', '/users/user-1', ok(user, 'updated'));
    const values = {
      firstName: 'Aline',
      lastName: 'Uwase',
      idNo: '1',
      phoneNumber: '2',
      preferredContact: 'phone' as const,
      district: 'Gasabo',
      sector: 'Remera',
      cell: 'Rukiri I',
    };
    await expect(
      updateUser('user-1', { ...values, email: 'evil@x.rw', role: 'admin' } as typeof values),
    ).resolves.toEqual(user);
    expect(server.requests[0]?.json()).toEqual(values);
    server.on('PUT', '/users/user-1', fail(400, 'Bad phone'));
    expect((await apiRejectionOf(updateUser('user-1', values))).message).toBe(
      'Failed to update profile. Please try again.',
    );
  });

  it('lists users one page at a time', async () => {
    server.on('GET', '/users', ok([user], 'ok', { total: 11, page: 2, limit: 10 }));
    await expect(listUsers({ page: 2, limit: 10 })).resolves.toEqual({
      items: [user],
      total: 11,
      page: 2,
      limit: 10,
    });
    expect(server.requests[0]?.query.get('page')).toBe('2');
    expect(server.requests[0]?.query.get('limit')).toBe('10');
    server.on('GET', '/users', fail(500));
    expect((await apiRejectionOf(listUsers({ page: 1, limit: 10 }))).message).toBe(
      'Failed to get user data',
    );
  });

  it('lists lawyers without the bearer token, e-mails only', async () => {
    server.on('GET', '/users/lawyers', ok([{ email: 'l1@x.rw', firstName: 'L' }]));
    await expect(getLawyers()).resolves.toEqual([{ email: 'l1@x.rw' }]);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });
});

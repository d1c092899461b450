import { catalogueTexts } from 'shared-i18n';
import { getLocale } from 'shared-i18n';
import { apiClient, isHttpError } from '../http/apiClient';
import { ApiError } from '../http/apiError';
import { request } from '../http/request';
import type { LoginReplyBody } from 'shared-contract/schemas';
import type { ApiEnvelope, RegisterValues } from './types';

/** The visitor calls' texts: fallbacks, and the fixed success and failure texts. */
export const authMessages = catalogueTexts({
  registerFallback: 'api.auth.registerFallback',
  loginFallback: 'api.auth.loginFallback',
  resetRequestFailure: 'api.auth.resetRequestFailure',
  resetRequestSuccess: 'api.auth.resetRequestSuccess',
  changePasswordFailure: 'api.auth.changePasswordFailure',
  changePasswordSuccess: 'api.auth.changePasswordSuccess',
  verifyInvalid: 'api.auth.verifyInvalid',
  verifyFailure: 'api.auth.verifyFailure',
  verifySuccess: 'api.auth.verifySuccess',
});

const noAuth = { skipAuth: true } as const;

/** POST /users/register with every form field, in the page's language: the account's e-mails go
 * out in it. Resolves to the server's message and data. */
export function registerUser(values: RegisterValues): Promise<{ message: string; data: unknown }> {
  return request(authMessages.registerFallback, async () => {
    const body = { ...values, locale: getLocale() };
    const { data } = await apiClient.post<ApiEnvelope<unknown>>('/users/register', body, noAuth);
    return { message: data.message, data: data.data };
  });
}

/** What login answers: message, token and user (userId, email, role); no envelope status. */
export type LoginAnswer = Omit<LoginReplyBody, 'status'>;

/** POST /users/login: the token and who logged in. Storing them is the caller's (sessionStore). */
export function loginUser(credentials: { email: string; password: string }): Promise<LoginAnswer> {
  return request(authMessages.loginFallback, async () => {
    // With credentials: the answer also sets the session cookie the download links need.
    const { data } = await apiClient.post<LoginReplyBody>('/users/login', credentials, {
      ...noAuth,
      withCredentials: true,
    });
    return { message: data.message, token: data.token, user: data.user };
  });
}

/**
 * POST /users/logout with the token of the session to end (passed in: the caller forgets it
 * from the browser at once, before this call goes out). The server ends the session and clears
 * its download cookie. Fails quietly: the browser forgets the session either way.
 */
export async function logoutUser(token: string): Promise<void> {
  await apiClient
    .post('/users/logout', undefined, {
      ...noAuth,
      headers: { Authorization: `Bearer ${token}` },
      withCredentials: true,
    })
    .catch(() => undefined);
}

/**
 * POST /users/logout/everywhere: ends every session of the account, this one included (other
 * browsers and devices get 401 on their next call). Throws when the server did not confirm it.
 */
export async function signOutEverywhere(): Promise<void> {
  await apiClient.post('/users/logout/everywhere', undefined, { withCredentials: true });
}

/** POST /users/reset: sends the reset e-mail. Resolves to the fixed success text. */
export function requestPasswordReset(email: string): Promise<string> {
  return request(
    authMessages.resetRequestFailure,
    async () => {
      await apiClient.post('/users/reset', { email }, noAuth);
      return authMessages.resetRequestSuccess;
    },
    true,
  );
}

/** POST /users/reset/{token}: sets the new password. Resolves to the fixed success text. */
export function resetPassword(token: string, password: string): Promise<string> {
  return request(
    authMessages.changePasswordFailure,
    async () => {
      await apiClient.post(`/users/reset/${encodeURIComponent(token)}`, { password }, noAuth);
      return authMessages.changePasswordSuccess;
    },
    true,
  );
}

export interface VerifyAnswer {
  status: 'success' | 'error';
  message: string;
}

/**
 * POST /users/verify/{token}. An answer whose status is not "success" (also a 4xx envelope)
 * resolves as { status: 'error', message: 'Invalid or expired token.' }; a request that fails
 * otherwise (network, 5xx) throws ApiError 'An error occurred while verifying your email.'.
 */
export async function verifyEmail(token: string): Promise<VerifyAnswer> {
  try {
    const { data } = await apiClient.post<Partial<ApiEnvelope<unknown>>>(
      `/users/verify/${encodeURIComponent(token)}`,
      { token },
      noAuth,
    );
    return data?.status === 'success'
      ? { status: 'success', message: authMessages.verifySuccess }
      : { status: 'error', message: authMessages.verifyInvalid };
  } catch (error) {
    const status = isHttpError(error) ? error.response?.status : undefined;
    if (status !== undefined && status >= 400 && status < 500) {
      return { status: 'error', message: authMessages.verifyInvalid };
    }
    throw new ApiError(authMessages.verifyFailure, status);
  }
}

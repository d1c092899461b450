import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { toast } from 'shared-ui';
import {
  apiClient,
  casesStore,
  sessionStore,
  singleCaseStore,
  userStore,
  type Case,
} from 'shared-api';
import { aCase as baseCase } from 'shared-api/src/testing/fixtures';

export interface FakeRequest {
  method: string;
  url: string;
  body: unknown;
}
export type FakeReply =
  { status: number; data: unknown } | Promise<{ status: number; data: unknown }>;
export type FakeHandler = (request: FakeRequest) => FakeReply | undefined;

/**
 * Answers shared-api's axios instance in memory, so the real stores and calls run in unit tests.
 * Unhandled requests fail with 404. Returns the list of requests seen.
 */
export function fakeApi(handler: FakeHandler): FakeRequest[] {
  const seen: FakeRequest[] = [];
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const request = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      body: config.data,
    };
    seen.push(request);
    const reply = (await handler(request)) ?? {
      status: 404,
      data: { status: 'error', message: 'Not found' },
    };
    const response = {
      data: reply.data,
      status: reply.status,
      statusText: '',
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, response);
    }
    return response;
  };
  return seen;
}

export const ok = (data: unknown, message = 'OK') => ({
  status: 200,
  data: { status: 'success', message, data },
});
export const fail = (status: number, message: string) => ({
  status,
  data: { status: 'error', message },
});

function base64Url(value: string): string {
  return btoa(value).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** Signs in a client in the session store (the token is only read for its role in the UI). */
export function signIn(role: 'client' | 'adminStaff' | 'admin' = 'client') {
  const payload = base64Url(JSON.stringify({ sub: 'user-1', email: 'aline@example.com', role }));
  sessionStore
    .getState()
    .setSession({ token: `x.${payload}.y`, userId: 'user-1', email: 'aline@example.com' });
}

/** Back to a clean slate between tests. */
export function resetStores() {
  sessionStore.getState().clearSession();
  casesStore.setState({ cases: [], loading: false, error: null });
  singleCaseStore.setState({ singleCaseData: null, loading: false, error: null });
  userStore.getState().clear();
  toast.remove();
}

let counter = 0;
/** A case as the server sends it, each with its own id, summary and file link. */
export function aCase(overrides: Partial<Case> = {}): Case {
  counter += 1;
  const id = overrides._id ?? `case-${counter}`;
  return baseCase({
    _id: id,
    id,
    summary: `Summary of case ${counter}`,
    file: `http://localhost:4000/api/files/${id}?exp=1&sig=x`,
    ...overrides,
  });
}

/**
 * The remotes' one test double for the API (never bundled: nothing in a package index imports it):
 * it answers shared-api's axios instance in memory, so the real calls, stores, query layer and
 * interceptors run in a page test, and a test states what the server answers, not which function
 * was called. FormData bodies stay objects a test can read.
 */
import { AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { apiClient } from '../http/apiClient';
import { resetQueryCache } from './queryCache';
import { sessionStore } from '../session/sessionStore';

export interface FakeRequest {
  method: string;
  /** The path below the API base, e.g. `/cases/user-1`. */
  url: string;
  /** The query parameters the call sent. */
  params: Record<string, unknown>;
  body: unknown;
}
export interface FakeReply {
  status: number;
  data: unknown;
}
export type FakeHandler = (
  request: FakeRequest,
) => FakeReply | Promise<FakeReply> | undefined | Promise<FakeReply | undefined>;

/**
 * Answers every request with `handler` (undefined: 404 'Not found') and starts from an empty query
 * cache, retries without waiting. Returns the requests seen, in order.
 */
export function fakeApi(handler: FakeHandler): FakeRequest[] {
  resetQueryCache();
  const seen: FakeRequest[] = [];
  apiClient.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params as Record<string, unknown> | undefined) ?? {},
      body: config.data,
    };
    seen.push(request);
    const reply = (await handler(request)) ?? fail(404, 'Not found');
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

/** A success envelope: `{ status: 'success', message, data }`. */
export const ok = (data: unknown, message = 'OK', extra: Record<string, unknown> = {}) => ({
  status: 200,
  data: { status: 'success', message, data, ...extra },
});

/** One page of a paged list, as the server sends it. */
export const okPage = <T>(items: T[], total: number, page: number, limit: number) =>
  ok(items, 'OK', { total, page, limit });

/** An error envelope, with the refusal's `code` and `field` when given. */
export const fail = (
  status: number,
  message: string,
  refusal: { code?: string; field?: string } = {},
) => ({
  status,
  data: { status: 'error', message, ...refusal },
});

function base64Url(value: string): string {
  return btoa(value).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** Signs a user in the session store (the token is only read for its role in the UI). */
export function signIn(role: 'client' | 'adminStaff' | 'admin' = 'client') {
  const email = 'aline@example.com';
  const payload = base64Url(JSON.stringify({ sub: 'user-1', email, role }));
  sessionStore.getState().setSession({ token: `x.${payload}.y`, userId: 'user-1', email });
}

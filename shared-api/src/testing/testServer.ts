/**
 * A real HTTP server for store and call tests (never bundled: nothing in the package index imports
 * it). jsdom's XMLHttpRequest talks to it across origins, so it answers CORS like the real API.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiClient } from '../http/apiClient';
import { ApiError } from '../http/apiError';
import { sessionStore } from '../session/sessionStore';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
  json: () => unknown;
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** Wait before answering, to observe pending states. */
  delayMs?: number;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface TestServer {
  /** API base, e.g. http://127.0.0.1:1234/api */
  url: string;
  requests: RecordedRequest[];
  on: (method: string, path: string, handler: Handler | Reply) => void;
  reset: () => void;
  close: () => Promise<void>;
}

/**
 * CORS as the API answers it: the page's origin echoed (never `*`) with credentials allowed, so
 * calls that carry the session cookie (login, logout, a file fetch) are let through as there.
 */
const corsFor = (origin: string | undefined) => ({
  'Access-Control-Allow-Origin': origin ?? '*',
  'Access-Control-Allow-Credentials': 'true',
  'Access-Control-Allow-Methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  Vary: 'Origin',
});

export async function startTestServer(): Promise<TestServer> {
  const routes = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const CORS = corsFor(req.headers.origin);
        if (req.method === 'OPTIONS') {
          res.writeHead(204, CORS).end();
          return;
        }
        const url = new URL(req.url ?? '/', 'http://test');
        const path = decodeURIComponent(url.pathname.replace(/^\/api/, ''));
        const body = Buffer.concat(chunks).toString('utf8');
        const recorded: RecordedRequest = {
          method: req.method ?? 'GET',
          path,
          query: url.searchParams,
          headers: req.headers,
          body,
          json: () => JSON.parse(body) as unknown,
        };
        requests.push(recorded);
        const handler = routes.get(`${recorded.method} ${path}`);
        const reply: Reply = handler
          ? await handler(recorded)
          : { status: 404, body: { status: 'error', message: 'Not found' } };
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
        res.writeHead(reply.status ?? 200, { ...CORS, 'Content-Type': 'application/json' });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      })();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/api`,
    requests,
    on: (method, path, handler) =>
      routes.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler),
    reset: () => {
      routes.clear();
      requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A success envelope. */
export const ok = <T>(data: T, message = 'ok', extra: Record<string, unknown> = {}): Reply => ({
  body: { status: 'success', message, data, ...extra },
});

/**
 * An error envelope (message omitted when undefined, to exercise fallbacks), with the refusal's
 * `code` and `field` when given.
 */
export const fail = (
  status: number,
  message?: string,
  refusal: { code?: string; field?: string } = {},
): Reply => ({
  status,
  body:
    message === undefined
      ? { status: 'error', ...refusal }
      : { status: 'error', message, ...refusal },
});

/**
 * For a Jest suite: one test server for the whole suite with the API client pointed at it, its
 * routes and recorded requests cleared before each test. The answer reads the running server.
 */
export function testServerForSuite(): TestServer {
  let running: TestServer | undefined;
  const current = () => {
    if (!running) throw new Error('The test server starts in beforeAll: use it inside a test.');
    return running;
  };
  const originalBase = apiClient.defaults.baseURL;
  beforeAll(async () => {
    running = await startTestServer();
    apiClient.defaults.baseURL = running.url;
  });
  afterAll(async () => {
    apiClient.defaults.baseURL = originalBase;
    await running?.close();
  });
  beforeEach(() => current().reset());
  return {
    get url() {
      return current().url;
    },
    get requests() {
      return current().requests;
    },
    on: (method, path, handler) => current().on(method, path, handler),
    reset: () => current().reset(),
    close: () => current().close(),
  };
}

/** The signed-in user the call tests run as: signed in before each test, signed out after. */
export function signedInForEachTest(): void {
  beforeEach(() => {
    sessionStore
      .getState()
      .setSession({ token: 'tok-1', userId: 'user-1', email: 'aline@example.com' });
  });
  afterEach(() => sessionStore.getState().clearSession());
}

/** What a call failed with; the test fails when the call succeeds. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

/** The ApiError a call failed with; the test fails on a success or another error. */
export async function apiRejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejectionOf(promise);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

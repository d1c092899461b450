/* eslint-disable @typescript-eslint/no-explicit-any -- answers are untyped JSON the tests assert on field by field */
/** Real HTTP against a listening server: every call goes through the network stack. */
export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  token?: string | null;
  json?: unknown;
  /** Sent as is (with contentType) instead of JSON. */
  raw?: string | Uint8Array;
  contentType?: string;
  form?: FormData;
  headers?: Record<string, string>;
}

/**
 * The session cookies logins answered (by session id), as the browsers that signed in hold them:
 * a download link names its session (`s=`), and a call to it without a cookie header of its own
 * sends that session's cookie, as the browser that got the link would. A test that plays another
 * browser sends its own `cookie` header (empty for none).
 */
const sessionCookies = new Map<string, string>();

function rememberSessionCookies(headers: Headers): void {
  for (const entry of headers.getSetCookie()) {
    const match = /^btj_session=([0-9a-f-]{36})\.[^;]+/.exec(entry);
    if (match) sessionCookies.set(match[1] as string, (match[0] as string).split(';')[0] as string);
  }
}

/** The cookie header of the browser a download link was made for (none for other URLs). */
export function browserCookieFor(url: string): Record<string, string> {
  const session = /[?&]s=([0-9a-f-]{36})/.exec(url)?.[1];
  const cookie = session ? sessionCookies.get(session) : undefined;
  return cookie ? { cookie } : {};
}

/** fetch() of a download link from the browser that got it (its session cookie). */
export function fetchFile(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, {
    ...init,
    headers: { ...browserCookieFor(url), ...(init.headers as Record<string, string>) },
  });
}

export function client(baseUrl: string) {
  async function call<T = any>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (!('cookie' in headers)) Object.assign(headers, browserCookieFor(path));
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: RequestInit['body'] | undefined;
    if (options.form) body = options.form;
    else if (options.raw !== undefined) {
      body = options.raw as RequestInit['body'];
      if (options.contentType) headers['content-type'] = options.contentType;
    } else if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(path.startsWith('http') ? path : `${baseUrl}${path}`, {
      method,
      headers,
      body,
    });
    rememberSessionCookies(response.headers);
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }
  return {
    call,
    get: <T = any>(path: string, options?: CallOptions) => call<T>('GET', path, options),
    post: <T = any>(path: string, options?: CallOptions) => call<T>('POST', path, options),
    put: <T = any>(path: string, options?: CallOptions) => call<T>('PUT', path, options),
    patch: <T = any>(path: string, options?: CallOptions) => call<T>('PATCH', path, options),
    delete: <T = any>(path: string, options?: CallOptions) => call<T>('DELETE', path, options),
  };
}

export type Client = ReturnType<typeof client>;

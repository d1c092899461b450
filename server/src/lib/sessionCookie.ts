import { parse, serialize, type SerializeOptions } from 'cookie';
import { secretMac } from './secretMac';

/** The cookie that tells the API which session a browser holds, for its download links. */
export const SESSION_COOKIE = 'btj_session';

export interface SessionCookies {
  /** The Set-Cookie value a login answers: this browser holds the session until `expiresAt` (s). */
  issue(sessionId: string, expiresAt: number, nowMs?: number): string;
  /** The Set-Cookie value that makes the browser forget it (logout). */
  clear(): string;
  /** The session this request's browser holds, when its cookie is one this server issued. */
  read(cookieHeader: string | undefined): string | null;
}

/** One cookie's value from a Cookie header (the first of that name, decoded), or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  return header ? (parse(header)[name] ?? null) : null;
}

/**
 * Download links are plain links a browser opens without the bearer header, so the browser that
 * signed in proves it with this cookie: HttpOnly (page scripts never see it), SameSite=Lax (sent
 * when a page of the apps opens a link), only to /api, Secure when the API is served over https.
 * Its value is the session id and an HMAC of it under a key derived from the server secret: a
 * session id seen elsewhere (it is in the token) is not enough to make one.
 */
export function createSessionCookies(
  secret: string,
  secure: boolean,
  previousSecret: string | null = null,
): SessionCookies {
  const mac = secretMac(secret, 'bridge-to-justice:session-cookie:v1', previousSecret);
  const attributes: SerializeOptions = { path: '/api', httpOnly: true, sameSite: 'lax', secure };
  return {
    issue(sessionId, expiresAt, nowMs = Date.now()) {
      const maxAge = Math.max(0, Math.floor(expiresAt - nowMs / 1000));
      const value = `${sessionId}.${mac.sign(sessionId).toString('base64url')}`;
      return serialize(SESSION_COOKIE, value, { ...attributes, maxAge });
    },
    clear() {
      return serialize(SESSION_COOKIE, '', { ...attributes, maxAge: 0 });
    },
    read(cookieHeader) {
      const value = cookieValue(cookieHeader, SESSION_COOKIE);
      const match = value ? /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
      if (!match) return null;
      const [, sessionId, given] = match as unknown as [string, string, string];
      return mac.verify(sessionId, Buffer.from(given, 'base64url')) ? sessionId : null;
    },
  };
}

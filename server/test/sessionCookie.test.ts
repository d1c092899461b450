/**
 * The session cookie that lets a browser open its download links: what a login sets, what a
 * logout sets, and which Cookie headers name a session this server issued.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cookieValue, createSessionCookies, SESSION_COOKIE } from '../src/lib/sessionCookie';

const SECRET = 'a'.repeat(48);
const SESSION = '0b6f1a52-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

/** A Set-Cookie value's name=value and its attributes, lower-cased names. */
function setCookieParts(header: string): { pair: string; attributes: Map<string, string> } {
  const [pair, ...rest] = header.split(';').map((part) => part.trim());
  const attributes = new Map(
    rest.map((part) => {
      const eq = part.indexOf('=');
      return eq < 0
        ? [part.toLowerCase(), '']
        : [part.slice(0, eq).toLowerCase(), part.slice(eq + 1)];
    }),
  );
  return { pair: pair ?? '', attributes };
}

describe('the session cookie', () => {
  const cookies = createSessionCookies(SECRET, false);

  test('a login sets it HttpOnly, SameSite=Lax, for /api only, until the session ends', () => {
    const now = 1_800_000_000_000;
    const { pair, attributes } = setCookieParts(cookies.issue(SESSION, now / 1000 + 3600, now));
    assert.ok(pair.startsWith(`${SESSION_COOKIE}=${SESSION}.`), pair);
    assert.equal(attributes.get('max-age'), '3600');
    assert.equal(attributes.get('path'), '/api');
    assert.ok(attributes.has('httponly'), 'HttpOnly: page scripts never see it');
    assert.equal(attributes.get('samesite')?.toLowerCase(), 'lax');
    assert.ok(!attributes.has('secure'), 'not Secure when the API is served over http');
  });

  test('over https it is Secure too', () => {
    const { attributes } = setCookieParts(
      createSessionCookies(SECRET, true).issue(SESSION, Date.now() / 1000 + 60),
    );
    assert.ok(attributes.has('secure'), 'Secure over https');
    assert.ok(attributes.has('httponly'), 'HttpOnly over https');
  });

  test('a session already over gets Max-Age 0, never a negative age', () => {
    const now = 1_800_000_000_000;
    const { attributes } = setCookieParts(cookies.issue(SESSION, now / 1000 - 10, now));
    assert.equal(attributes.get('max-age'), '0');
  });

  test('a logout empties it at once, on the same path', () => {
    const { pair, attributes } = setCookieParts(cookies.clear());
    assert.equal(pair, `${SESSION_COOKIE}=`);
    assert.equal(attributes.get('max-age'), '0');
    assert.equal(attributes.get('path'), '/api');
    assert.ok(attributes.has('httponly'), 'HttpOnly on logout too');
  });

  test('a cookie this server issued names its session, among other cookies', () => {
    const issued = setCookieParts(cookies.issue(SESSION, Date.now() / 1000 + 60)).pair;
    assert.equal(cookies.read(issued), SESSION);
    assert.equal(cookies.read(`btj_locale=rw; ${issued}; other=1`), SESSION);
  });

  test('a forged, altered or foreign cookie names no session', () => {
    const issued = setCookieParts(cookies.issue(SESSION, Date.now() / 1000 + 60)).pair;
    const value = issued.slice(SESSION_COOKIE.length + 1);
    const otherSession = SESSION.replace(/^0/, '1');
    assert.equal(cookies.read(`${SESSION_COOKIE}=${otherSession}${value.slice(36)}`), null);
    assert.equal(cookies.read(`${SESSION_COOKIE}=${value.slice(0, -2)}AA`), null);
    assert.equal(cookies.read(`${SESSION_COOKIE}=${SESSION}`), null);
    assert.equal(createSessionCookies('b'.repeat(48), false).read(issued), null);
    assert.equal(cookies.read(undefined), null);
    assert.equal(cookies.read(''), null);
    assert.equal(cookies.read('garbage;;=;'), null);
  });

  test('one made under the previous secret still reads while the secret is rotated', () => {
    const old = createSessionCookies('b'.repeat(48), false);
    const issued = setCookieParts(old.issue(SESSION, Date.now() / 1000 + 60)).pair;
    assert.equal(createSessionCookies(SECRET, false, 'b'.repeat(48)).read(issued), SESSION);
  });
});

describe('a cookie read from a Cookie header', () => {
  test('the first of its name, decoded', () => {
    assert.equal(cookieValue('btj_locale=fr; btj_locale=rw', 'btj_locale'), 'fr');
    assert.equal(cookieValue('a=1; btj_locale=%72w', 'btj_locale'), 'rw');
    assert.equal(cookieValue(' btj_locale = rw ', 'btj_locale'), 'rw');
  });

  test('a value that does not decode is taken as it is; a missing one is null', () => {
    assert.equal(cookieValue('btj_locale=%E0%A4%A', 'btj_locale'), '%E0%A4%A');
    assert.equal(cookieValue('other=1', 'btj_locale'), null);
    assert.equal(cookieValue(undefined, 'btj_locale'), null);
    assert.equal(cookieValue('xbtj_locale=fr', 'btj_locale'), null);
  });
});

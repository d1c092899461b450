import { checkToken } from '../session/jwtClaims';

/** An unsigned JWT with this payload: the browser only decodes, the server verifies. */
function tokenWith(payload: unknown): string {
  const part = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.signature`;
}

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const inSeconds = (s: number) => Math.floor(NOW / 1000) + s;

describe('checkToken: the one rule for a token the app may use', () => {
  it.each([
    ['no token', null, 'missing'],
    ['an empty token', '', 'missing'],
    ['garbage', 'garbage', 'unreadable'],
    ['a payload that is not base64', 'a.%%%.c', 'unreadable'],
    ['a payload that is not JSON', `a.${btoa('not json')}.c`, 'unreadable'],
    ['a payload that is not an object', tokenWith(42), 'unreadable'],
    ['an exp that is not a number', tokenWith({ role: 'client', exp: 'soon' }), 'unreadable'],
    ['no role', tokenWith({ sub: 'u1', exp: inSeconds(600) }), 'no-role'],
    ['an unknown role', tokenWith({ role: 'root', exp: inSeconds(600) }), 'no-role'],
    ['an exp in the past', tokenWith({ role: 'admin', exp: inSeconds(-1) }), 'expired'],
    ['an exp of exactly now', tokenWith({ role: 'admin', exp: inSeconds(0) }), 'expired'],
  ])('refuses %s', (_name, token, problem) => {
    expect(checkToken(token, NOW)).toEqual({ usable: false, problem });
  });

  it.each(['client', 'adminStaff', 'admin'] as const)('accepts a live %s token', (role) => {
    expect(checkToken(tokenWith({ sub: 'u1', role, exp: inSeconds(60) }), NOW)).toEqual({
      usable: true,
      role,
      expiresAt: inSeconds(60) * 1000,
    });
  });

  it('accepts a token without exp (the server decides) and reads non-ASCII claims', () => {
    expect(checkToken(tokenWith({ role: 'client', email: 'élise@example.rw' }), NOW)).toEqual({
      usable: true,
      role: 'client',
      expiresAt: null,
    });
  });
});

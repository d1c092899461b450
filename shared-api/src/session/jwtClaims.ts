import { ROLES, type Role } from 'shared-contract';

export interface TokenClaims {
  sub?: string;
  email?: string;
  role?: Role;
  exp?: number;
}

/**
 * Reads the (unverified) payload of a JWT. Only used to steer the UI; the server verifies the
 * signature on every call, so nothing here grants access.
 */
export function readTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const json = decodeURIComponent(
      Array.from(atob(padded), (c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0')).join(''),
    );
    const claims = JSON.parse(json) as unknown;
    return claims && typeof claims === 'object' && !Array.isArray(claims)
      ? (claims as TokenClaims)
      : null;
  } catch {
    // A token we cannot read is treated as no role; the server will answer 401 for it.
    return null;
  }
}

/** Why a stored token cannot be used: the session then ends and the user signs in again. */
export type TokenProblem = 'missing' | 'unreadable' | 'no-role' | 'expired';

export type TokenCheck =
  | {
      usable: true;
      role: Role;
      /** ms since the epoch, from `exp`; null without one. */ expiresAt: number | null;
    }
  | { usable: false; problem: TokenProblem };

/**
 * The one rule for a token the app may act on: readable, naming a known role, and not past its
 * `exp` at `now` (ms). Decoding only; whether the server still accepts it, only a call can tell.
 */
export function checkToken(token: string | null | undefined, now: number): TokenCheck {
  if (!token) return { usable: false, problem: 'missing' };
  const claims = readTokenClaims(token);
  if (!claims) return { usable: false, problem: 'unreadable' };
  const { exp, role } = claims as { exp?: unknown; role?: unknown };
  if (exp !== undefined && (typeof exp !== 'number' || !Number.isFinite(exp)))
    return { usable: false, problem: 'unreadable' };
  if (!ROLES.includes(role as Role)) return { usable: false, problem: 'no-role' };
  const expiresAt = typeof exp === 'number' ? exp * 1000 : null;
  if (expiresAt !== null && expiresAt <= now) return { usable: false, problem: 'expired' };
  return { usable: true, role: role as Role, expiresAt };
}

/** The dashboard each role lands on after login: client, lawyer (adminStaff) or admin. */
export function dashboardPathFor(role: Role | undefined | null): string {
  switch (role) {
    case 'adminStaff':
      return '/staff-dashboard';
    case 'admin':
      return '/admin-dashboard';
    default:
      return '/user-dashboard';
  }
}

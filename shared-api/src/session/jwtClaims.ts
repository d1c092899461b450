/** The role names the server issues (spec §3). */
export type Role = 'client' | 'adminStaff' | 'admin';

export interface TokenClaims {
  sub?: string;
  email?: string;
  role?: Role;
  exp?: number;
}

/**
 * Reads the (unverified) payload of a JWT. Only used to pick a dashboard in the UI; the server
 * verifies the signature on every call, so nothing here grants access.
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
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : null;
  } catch {
    // A token we cannot read is treated as no role; the server will answer 401 for it.
    return null;
  }
}

/** The dashboard each role lands on after login (spec §4). */
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

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { readTokenClaims, dashboardPathFor, useSession, type Role } from 'shared-api';

/**
 * Where a route sends someone it is not for: a visitor to /login, a signed-in user of another
 * role to their own dashboard; null when they may stay. It only steers the UI: the server
 * enforces who may see what.
 */
export function guardRedirect(
  roles: readonly Role[] | undefined,
  token: string | null,
): string | null {
  if (!roles) return null;
  if (!token) return '/login';
  const role = readTokenClaims(token)?.role ?? null;
  return role && roles.includes(role) ? null : dashboardPathFor(role);
}

/** Applies guardRedirect as the session changes (a logout elsewhere leaves the page at once). */
export function RoleGuard({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  const token = useSession((s) => s.token);
  const location = useLocation();
  const target = guardRedirect(roles, token);
  if (target) return <Navigate to={target} replace state={{ from: location.pathname }} />;
  return children;
}

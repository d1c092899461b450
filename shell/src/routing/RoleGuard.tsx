import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { dashboardPathFor, useSession, type Role } from 'shared-api';

/**
 * Where a route sends someone it is not for: anyone without a usable session (no token, or one
 * shared-api's checkToken refused) to /login, a signed-in user of another role to their own
 * dashboard; null when they may stay. /login is open to all and every dashboard admits its own
 * role, so no redirect can lead back to where it started. It only steers the UI: the server
 * enforces who may see what.
 */
export function guardRedirect(
  roles: readonly Role[] | undefined,
  role: Role | null,
): string | null {
  if (!roles) return null;
  if (!role) return '/login';
  return roles.includes(role) ? null : dashboardPathFor(role);
}

/** Applies guardRedirect as the session changes (a logout elsewhere leaves the page at once). */
export function RoleGuard({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  const role = useSession((s) => s.role);
  const endedBy = useSession((s) => s.endedBy);
  const target = guardRedirect(roles, role);
  if (!target) return children;
  // The session ended in this tab: a logout takes the user home (the account menu), any other
  // end takes them to /login with this page kept (useSessionEndRedirect). One road each.
  if (target === '/login' && endedBy !== null) return null;
  return <Navigate to={target} replace />;
}

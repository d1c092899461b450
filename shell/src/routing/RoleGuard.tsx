import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { dashboardPathFor, keepReturnPath, useSession, type Role } from 'shared-api';

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

/** Signed out on a page that needs a session: that page waits for after the login. */
function ToLogin({ roles }: { roles: readonly Role[] }) {
  const { pathname, search, hash } = useLocation();
  // Before Navigate's effect leaves the page.
  useLayoutEffect(
    () => keepReturnPath(`${pathname}${search}${hash}`, roles, null),
    [pathname, search, hash, roles],
  );
  return <Navigate to="/login" replace />;
}

/**
 * Applies guardRedirect: before a page opened with no session for it renders (the page asked for
 * is kept for after the login), and as the session changes (a logout elsewhere leaves the page at
 * once).
 */
export function RoleGuard({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  const role = useSession((s) => s.role);
  const endedBy = useSession((s) => s.endedBy);
  const target = guardRedirect(roles, role);
  // Whether the page was opened with no session it admits (a stored session found ended at
  // start-up included), as opposed to a session that ends while the page is shown.
  const [openedWithout] = useState(target !== null);
  if (!target) return children;
  if (target === '/login' && roles && openedWithout) return <ToLogin roles={roles} />;
  // The session ended in this tab: a logout takes the user home (the account menu), any other
  // end takes them to /login with this page kept (useSessionEndRedirect). One road each.
  if (target === '/login' && endedBy !== null) return null;
  return <Navigate to={target} replace />;
}

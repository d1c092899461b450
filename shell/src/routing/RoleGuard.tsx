import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { dashboardPathFor, useIsLoggedIn, useSessionRole, type Role } from 'shared-api';

/**
 * A visitor goes to /login; a signed-in user of another role goes to their own dashboard.
 * This only steers the UI: the server enforces who may see what.
 */
export function RoleGuard({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const role = useSessionRole();
  const location = useLocation();
  if (!roles) return children;
  if (!loggedIn) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (!role || !roles.includes(role)) return <Navigate to={dashboardPathFor(role)} replace />;
  return children;
}

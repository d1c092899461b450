import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSessionEnd, type Role } from 'shared-api';

/** The entry's sign-in page; every other page of the entry is the admin's. */
export const SIGN_IN_PATH = '/';
export const ADMIN_ONLY: readonly Role[] = ['admin'];

const rolesAt = (pathname: string) => (pathname === SIGN_IN_PATH ? undefined : ADMIN_ONLY);

/**
 * Around every page of the dedicated admin entry, as the shell's frame does: a session that ends
 * by itself (expired, or ended on the server) is told in the page's language and leads to the
 * sign-in, which brings the admin back to the page they were on; two minutes ahead of the token's
 * end, a warning.
 */
export function StandaloneFrame() {
  useSessionEnd({
    location: useLocation(),
    navigate: useNavigate(),
    loginPath: SIGN_IN_PATH,
    rolesAt,
  });
  return <Outlet />;
}

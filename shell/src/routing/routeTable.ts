import type { Role } from 'shared-contract';
import type { RemoteName } from '../federation/remoteNames';

/** One exposed page of one remote. */
export interface PageRef {
  remote: RemoteName;
  /** The exposed module of that remote, e.g. `UserDashboard` for `client/UserDashboard`. */
  page: string;
}

export interface RouteEntry extends PageRef {
  path: string;
  /** Roles allowed; absent means open to everyone. */
  roles?: readonly Role[];
  /**
   * One URL, a page per role (e.g. /messages: each role's inbox lives in its own remote). A role
   * it does not name gets `remote`/`page`.
   */
  byRole?: Partial<Record<Role, PageRef>>;
}

/** The page a route shows to a signed-in role (or to a visitor: role null). */
export function pageFor(entry: RouteEntry, role: Role | null): PageRef {
  const chosen = role ? entry.byRole?.[role] : undefined;
  return chosen ?? { remote: entry.remote, page: entry.page };
}

/** /messages and /messages/:caseId open the inbox and thread of the signed-in user's role. */
const messagesByRole = (page: string): Partial<Record<Role, PageRef>> => ({
  client: { remote: 'client', page },
  adminStaff: { remote: 'staff', page },
  admin: { remote: 'admin', page },
});

const CLIENT = ['client'] as const;
const STAFF = ['adminStaff'] as const;
const ADMIN = ['admin'] as const;
const ANY_USER = ['client', 'adminStaff', 'admin'] as const;

/** Every route of the product (and the legacy footer pages), and the remote page that owns it. */
export const routeTable: readonly RouteEntry[] = [
  { path: '/', remote: 'landing', page: 'Landing' },
  { path: '/login', remote: 'landing', page: 'Login' },
  { path: '/register', remote: 'landing', page: 'Register' },
  { path: '/forgot-password', remote: 'landing', page: 'ForgotPassword' },
  { path: '/verify', remote: 'landing', page: 'Verify' },
  { path: '/verifyno1', remote: 'landing', page: 'VerifyNo1' },
  { path: '/verifyno', remote: 'landing', page: 'VerifyNo' },
  { path: '/reset-password', remote: 'landing', page: 'ResetPassword' },
  { path: '/taxc', remote: 'landing', page: 'Taxc' },
  { path: '/med', remote: 'landing', page: 'Med' },
  { path: '/contacts', remote: 'landing', page: 'LegacyPage' },
  { path: '/home', remote: 'landing', page: 'LegacyPage' },
  { path: '/services', remote: 'landing', page: 'LegacyPage' },
  { path: '/consultances', remote: 'landing', page: 'LegacyPage' },
  { path: '/mediation', remote: 'landing', page: 'LegacyPage' },
  { path: '/single-case', remote: 'client', page: 'SingleCase', roles: CLIENT },
  { path: '/update-case/:id', remote: 'client', page: 'UpdateCase', roles: CLIENT },
  { path: '/user-dashboard', remote: 'client', page: 'UserDashboard', roles: CLIENT },
  { path: '/profile', remote: 'client', page: 'Profile', roles: ANY_USER },
  { path: '/staff-dashboard', remote: 'staff', page: 'StaffDashboard', roles: STAFF },
  { path: '/admin-dashboard', remote: 'admin', page: 'AdminDashboard', roles: ADMIN },
  { path: '/submitted-cases', remote: 'admin', page: 'SubmittedCases', roles: ADMIN },
  { path: '/archived-cases', remote: 'admin', page: 'ArchivedCases', roles: ADMIN },
  { path: '/users', remote: 'admin', page: 'Users', roles: ADMIN },
  { path: '/audit', remote: 'admin', page: 'Audit', roles: ADMIN },
  { path: '/sms', remote: 'admin', page: 'Sms', roles: ADMIN },
  {
    path: '/messages',
    remote: 'client',
    page: 'Messages',
    roles: ANY_USER,
    byRole: messagesByRole('Messages'),
  },
  {
    path: '/messages/:caseId',
    remote: 'client',
    page: 'MessageThread',
    roles: ANY_USER,
    byRole: messagesByRole('MessageThread'),
  },
];

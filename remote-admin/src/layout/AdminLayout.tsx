import { UnreadNavBadge } from 'shared-messages/unread';
import { roleFrame, type NavItem } from 'shared-ui';

/** The admin side links of spec §2; Messages is served by the shell's messages page. */
export const ADMIN_NAV: readonly NavItem[] = [
  { label: 'Home', to: '/admin-dashboard' },
  { label: 'Submitted Cases', to: '/submitted-cases' },
  { label: 'Archived Cases', to: '/archived-cases' },
  { label: 'Users', to: '/users' },
  { label: 'Messages', to: '/messages', Badge: UnreadNavBadge },
];

export const ADMIN_TOP_BAR = 'ADMIN DASHBOARD';

/** Every admin page sits in this frame: top bar 'ADMIN DASHBOARD', the side links, the account menu. */
export const AdminLayout = roleFrame({
  title: ADMIN_TOP_BAR,
  navItems: ADMIN_NAV,
  navLabel: 'Admin',
});

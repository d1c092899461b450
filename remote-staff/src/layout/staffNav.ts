import { UnreadNavBadge } from 'shared-messages/unread';
import type { NavItem } from 'shared-ui';

/** The lawyer's side navigation: the dashboard, home, and the inbox of the assigned cases. */
export const STAFF_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: '/staff-dashboard' },
  { label: 'Home', to: '/' },
  { label: 'Messages', to: '/messages', Badge: UnreadNavBadge },
];

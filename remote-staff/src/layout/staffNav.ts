import { UnreadNavBadge } from 'shared-messages/unread';
import type { Translate } from 'shared-i18n';
import type { NavItem } from 'shared-ui/dashboard';

/** The lawyer's side navigation: the dashboard, home, and the inbox of the assigned cases. */
export const staffNav = (t: Translate): NavItem[] => [
  { label: t('staff.nav.dashboard'), to: '/staff-dashboard' },
  { label: t('staff.nav.home'), to: '/' },
  { label: t('staff.nav.messages'), to: '/messages', Badge: UnreadNavBadge },
];

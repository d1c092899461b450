import { dashboardPathFor, type Role } from 'shared-api';
import { UnreadNavBadge } from 'shared-messages/unread';
import type { NavItem } from 'shared-ui';

/** Opens the Submit Case modal on the dashboard from anywhere (a link, so it also works on a phone menu). */
export const SUBMIT_CASE_PATH = '/user-dashboard?submit=case';

/**
 * The client's side navigation (spec §2). Messages opens /messages, where the shell shows the
 * signed-in role's inbox; its badge counts the unread messages.
 */
export const CLIENT_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: '/user-dashboard' },
  { label: 'Home', to: '/' },
  { label: 'Submit Case', to: SUBMIT_CASE_PATH },
  { label: 'Messages', to: '/messages', Badge: UnreadNavBadge },
];

/**
 * /profile is open to every signed-in role: a lawyer or admin gets a way back to their own
 * dashboard instead of the client's links; no role (signed out) keeps the client's.
 */
export function navFor(role: Role | null): readonly NavItem[] {
  if (role === 'client' || role === null) return CLIENT_NAV;
  return [
    { label: 'Dashboard', to: dashboardPathFor(role) },
    { label: 'Home', to: '/' },
  ];
}

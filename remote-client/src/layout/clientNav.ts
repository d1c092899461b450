import { dashboardPathFor, type Role } from 'shared-api';
import type { NavItem } from 'shared-ui';

/** Opens the Submit Case modal on the dashboard from anywhere (a link, so it also works on a phone menu). */
export const SUBMIT_CASE_PATH = '/user-dashboard?submit=case';

/**
 * The client's side navigation (spec §2). Messages points at /messages, which the shell will
 * route once the messages page exists (issue 9); until then the shell shows its not-found screen.
 */
export const CLIENT_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: '/user-dashboard' },
  { label: 'Home', to: '/' },
  { label: 'Submit Case', to: SUBMIT_CASE_PATH },
  { label: 'Messages', to: '/messages', unreadBadge: true },
];

/** /profile is open to every signed-in role: a lawyer or admin gets a way back to their own dashboard. */
export function navFor(role: Role | null): readonly NavItem[] {
  if (role === 'client' || role === null) return CLIENT_NAV;
  return [
    { label: 'Dashboard', to: dashboardPathFor(role) },
    { label: 'Home', to: '/' },
  ];
}

import { dashboardPathFor, type Role } from 'shared-api';
import { t } from 'shared-i18n';
import { UnreadNavBadge } from 'shared-messages/unread';
import type { NavItem } from 'shared-ui/dashboard';

/** Opens the Submit Case modal on the dashboard from anywhere (a link, so it also works on a phone menu). */
export const SUBMIT_CASE_PATH = '/user-dashboard?submit=case';

/**
 * The client's side navigation (Dashboard, Home, Submit Case, Messages), in the current language.
 * Messages opens /messages, where the shell shows the signed-in role's inbox; its badge counts the
 * unread messages.
 */
function clientNav(): readonly NavItem[] {
  return [
    { label: t('client.nav.dashboard'), to: '/user-dashboard' },
    { label: t('client.nav.home'), to: '/' },
    { label: t('client.nav.submitCase'), to: SUBMIT_CASE_PATH },
    { label: t('client.nav.messages'), to: '/messages', Badge: UnreadNavBadge },
  ];
}

/**
 * /profile is open to every signed-in role: a lawyer or admin gets a way back to their own
 * dashboard instead of the client's links; no role (signed out) keeps the client's.
 */
export function navFor(role: Role | null): readonly NavItem[] {
  if (role === 'client' || role === null) return clientNav();
  return [
    { label: t('client.nav.dashboard'), to: dashboardPathFor(role) },
    { label: t('client.nav.home'), to: '/' },
  ];
}

import { getLocale, type Translate } from 'shared-i18n';

/** The statuses the admin picks, as the server names them in e-mails (server/src/i18n). */
const KNOWN = new Set(['received', 'pending', 'completed']);

/**
 * A stored status in the page's language: a known one translated, any other as the firm typed
 * it. English shows it exactly as stored (the spec's table: 'pending' stays lowercase).
 */
export function statusName(t: Translate, status: string | null | undefined): string {
  const raw = status ?? '';
  if (getLocale() === 'en') return raw;
  const known = raw.trim().toLowerCase();
  return t('staff.status.name', { status: KNOWN.has(known) ? known : 'other', raw });
}

import { getLocale, type Translate } from 'shared-i18n';

/** The statuses the admin picks, as the server names them in e-mails (server/src/i18n). */
const KNOWN_STATUSES = new Set(['received', 'pending', 'completed']);
const KNOWN_FLAGS = new Set(['done', 'going']);

/**
 * A word the firm stored (a status, the Done/Going flag) in the page's language: a known one
 * translated, any other as typed. English shows it exactly as stored (the spec's table: a new
 * case's 'pending' stays lowercase).
 */
function stored(
  t: Translate,
  key: 'admin.status.name' | 'admin.flag.name',
  field: 'status' | 'flag',
  known: ReadonlySet<string>,
  value: string | null | undefined,
): string {
  const raw = value ?? '';
  if (getLocale() === 'en') return raw;
  const word = raw.trim().toLowerCase();
  return t(key, { [field]: known.has(word) ? word : 'other', raw });
}

export const statusName = (t: Translate, status: string | null | undefined) =>
  stored(t, 'admin.status.name', 'status', KNOWN_STATUSES, status);

export const flagName = (t: Translate, flag: string | null | undefined) =>
  stored(t, 'admin.flag.name', 'flag', KNOWN_FLAGS, flag);

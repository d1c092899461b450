import { t } from 'shared-i18n';

/** How long before the token's expiry the user is warned. */
export const SESSION_WARNING_MS = 2 * 60_000;

/** Shown on /login when a session ended by itself (expired, or refused by the server). */
export function sessionEndedText(): string {
  return t('api.session.ended');
}

/** The warning before the end, with the minutes left rounded up ("2 minutes", "1 minute"). */
export function sessionEndingText(msLeft: number): string {
  const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
  return t('api.session.ending', { minutes });
}

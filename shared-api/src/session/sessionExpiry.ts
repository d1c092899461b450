import { loadCatalogue, t } from 'shared-i18n';

/** How long before the token's expiry the user is warned. */
export const SESSION_WARNING_MS = 2 * 60_000;

/**
 * The session texts live in shared-api's signed-in set, which a visitor's page does not load: a
 * session found ended when the app starts (an expired stored token) is told on /login, so that
 * set is loaded first. Resolves when the texts are there (or their load failed: English then).
 */
export function loadSessionTexts(): Promise<void> {
  return loadCatalogue('api-signed-in').catch(() => undefined);
}

/** Shown on /login when a session ended by itself (expired, or refused by the server). */
export function sessionEndedText(): string {
  return t('api.session.ended');
}

/** The warning before the end, with the minutes left rounded up ("2 minutes", "1 minute"). */
export function sessionEndingText(msLeft: number): string {
  const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
  return t('api.session.ending', { minutes });
}

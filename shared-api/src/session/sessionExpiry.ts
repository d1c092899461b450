/** How long before the token's expiry the user is warned. */
export const SESSION_WARNING_MS = 2 * 60_000;

/** Shown on /login when a session ended by itself (expired, or refused by the server). */
export const SESSION_ENDED_TEXT =
  'Your session has ended. Sign in again to continue where you left off.';

/** The warning before the end, with the minutes left rounded up ("2 minutes", "1 minute"). */
export function sessionEndingText(msLeft: number): string {
  const minutes = Math.max(1, Math.ceil(msLeft / 60_000));
  return `Your session ends in ${minutes} minute${minutes === 1 ? '' : 's'}. Save your work: after that you will need to sign in again.`;
}

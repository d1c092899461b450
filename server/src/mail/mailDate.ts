/** Dates in the e-mails: Kigali time, written the recipient's language's way. */
import { formatKigaliDate } from 'shared-contract';
import type { Locale } from '../i18n';

/**
 * A moment as the locale writes it, in Kigali time (UTC+2, no daylight saving), by the contract's
 * rule the apps use too: "November 25, 2026 at 7:06 PM", "25 novembre 2026 à 19:06",
 * "25 Ugushyingo 2026, 19:06".
 */
export function formatDateTime(date: Date, locale: Locale): string {
  return formatKigaliDate(date, 'dateTime', locale);
}

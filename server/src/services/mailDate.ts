/** Dates in the e-mails: Kigali time, written the recipient's language's way (issue 18). */
import { t, type Locale } from '../i18n/index';

export const KIGALI_TIME_ZONE = 'Africa/Kigali';

/** Whether this Node's ICU knows the locale's month names (full ICU does; small ICU does not). */
const intlKnows = (locale: Locale) =>
  Intl.DateTimeFormat.supportedLocalesOf([locale]).some((known) => known.startsWith(locale));

/**
 * A moment as the locale writes it, in Kigali time (UTC+2, no daylight saving): "November 25,
 * 2026 at 7:06 PM", "25 novembre 2026 à 19:06", "25 Ugushyingo 2026, saa 19:06". The order of the
 * parts is the catalogue's (CLDR's Kinyarwanda pattern, "2026 Ugushyingo 25", is not how dates are
 * written in Rwanda); the month names are Intl's where Node has them, else the catalogue's.
 */
export function formatDateTime(date: Date, locale: Locale): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: KIGALI_TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute', string>;
  const month = intlKnows(locale)
    ? new Intl.DateTimeFormat(locale, { timeZone: KIGALI_TIME_ZONE, month: 'long' }).format(date)
    : t(locale, 'mail.month', { month: String(Number(parts.month)) });
  const time =
    locale === 'en'
      ? new Intl.DateTimeFormat('en', {
          timeZone: KIGALI_TIME_ZONE,
          hour: 'numeric',
          minute: '2-digit',
        }).format(date)
      : `${parts.hour}:${parts.minute}`;
  return t(locale, 'mail.dateTime', {
    day: String(Number(parts.day)),
    month,
    year: parts.year,
    time,
  });
}

import { createEvent } from 'ics';
import { t, type Locale } from '../../i18n';
import type { CaseDateRecord } from './caseDateQueries';

/** How long a date holds the client's calendar (a hearing's length is the court's to decide). */
const DURATION = { hours: 1 } as const;

/** Where the client goes: the court and its room, the firm's office, a phone call, a video link. */
function locationOf(record: CaseDateRecord, locale: Locale): string {
  if (record.kind === 'hearing') return [record.court, record.room].filter(Boolean).join(', ');
  if (record.mode === 'video' && record.videoLink) return record.videoLink;
  return t(locale, record.mode === 'phone' ? 'calendar.phone' : 'calendar.office');
}

/**
 * A date as an iCalendar file (RFC 5545) for the client's calendar: the instant in UTC (the
 * calendar shows it in its own zone), a title with the case reference and the kind only (never
 * the case's text, as in the notices), the place. A cancelled date is marked CANCELLED under the
 * same UID, so a calendar that holds it strikes it out.
 */
export function calendarFile(record: CaseDateRecord, locale: Locale): string {
  const { error, value } = createEvent({
    uid: `${record.id}@bridgetojustice.rw`,
    productId: 'bridgetojustice/case-dates',
    title: t(locale, record.kind === 'hearing' ? 'calendar.hearing' : 'calendar.meeting', {
      reference: record.reference,
    }),
    start: record.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: DURATION,
    location: locationOf(record, locale),
    ...(record.mode === 'video' && record.videoLink ? { url: record.videoLink } : {}),
    status: record.state === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be made');
  return value;
}

/** The file's name: the reference and the kind (ASCII only, safe in a header). */
export function calendarFileName(record: CaseDateRecord): string {
  return `${record.reference}-${record.kind}.ics`.replace(/[^A-Za-z0-9._-]/g, '_');
}

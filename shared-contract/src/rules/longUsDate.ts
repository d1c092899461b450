/** The firm works in Kigali: dates read the same on every machine, whatever its time zone. */
export const APP_TIME_ZONE = 'Africa/Kigali';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The long US date of the cards, e.g. 'November 22, 2026'; '' for a missing or unreadable date. */
export function formatLongUsDate(
  value: string | number | Date | null | undefined,
  timeZone: string = APP_TIME_ZONE,
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone,
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(date);
}

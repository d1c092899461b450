/**
 * Dates as each language writes them, in the firm's time zone (Kigali) on any machine: one rule
 * for the apps (shared-i18n's formatDate) and the server's e-mails. English keeps the long US
 * forms ('November 22, 2026'). Intl has no Kinyarwanda data in Chromium (Node's differs: '2026
 * Ugushyingo 25'), so `rw` is written here from Kigali's calendar fields with the Kinyarwanda
 * month names: a prerender (Node), a live page (Chromium) and an e-mail read the same.
 */
import { APP_TIME_ZONE } from './longUsDate';

/** The languages dates are written in (the apps' and the e-mails'). */
export type DateLocale = 'en' | 'rw' | 'fr';

/**
 * - `long`: the date, e.g. November 22, 2026 · 22 novembre 2026 · 22 Ugushyingo 2026
 * - `dateTime`: date and time, e.g. November 22, 2026 at 12:00 PM · 22 novembre 2026 à 12:00 ·
 *   22 Ugushyingo 2026, 12:00
 * - `time`: e.g. 12:00 PM · 12:00 · 12:00
 * - `short`: e.g. 11/22/2026 · 22/11/2026 · 22/11/2026
 */
export type DateStyle = 'long' | 'dateTime' | 'time' | 'short';

/** Kinyarwanda month names, January first (locale data: Intl lacks it in browsers). */
export const RW_MONTHS = [
  'Mutarama',
  'Gashyantare',
  'Werurwe',
  'Mata',
  'Gicurasi',
  'Kamena',
  'Nyakanga',
  'Kanama',
  'Nzeri',
  'Ukwakira',
  'Ugushyingo',
  'Ukuboza',
] as const;

const INTL_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  dateTime: { dateStyle: 'long', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  short: { year: 'numeric', month: '2-digit', day: '2-digit' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, style: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${style}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: APP_TIME_ZONE });
    formatters.set(key, found);
  }
  return found;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function kinyarwanda(date: Date, style: DateStyle): string {
  const parts = Object.fromEntries(
    formatter('en-US', 'rw-fields', {
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
  const month = Number(parts.month);
  const time = `${parts.hour}:${parts.minute}`;
  const long = `${parts.day} ${RW_MONTHS[month - 1]} ${parts.year}`;
  switch (style) {
    case 'long':
      return long;
    case 'dateTime':
      return `${long}, ${time}`;
    case 'time':
      return time;
    case 'short':
      return `${parts.day.padStart(2, '0')}/${parts.month.padStart(2, '0')}/${parts.year}`;
  }
}

/** `value` as a date in Kigali time written the `locale` way; '' for a missing or unreadable one. */
export function formatKigaliDate(
  value: string | number | Date | null | undefined,
  style: DateStyle,
  locale: DateLocale,
): string {
  const date = toDate(value);
  if (!date) return '';
  if (locale === 'rw') return kinyarwanda(date, style);
  return formatter(locale === 'fr' ? 'fr-FR' : 'en-US', style, INTL_OPTIONS[style]).format(date);
}

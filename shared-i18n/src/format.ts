/**
 * Dates and numbers in the current locale's format. Dates are the contract's rule
 * (shared-contract kigaliDate: Kigali time, the long US forms in English, Kinyarwanda from
 * Kigali's calendar fields), the same rule the server's e-mails use.
 */
import { APP_TIME_ZONE, formatKigaliDate, RW_MONTHS, type DateStyle } from 'shared-contract';
import type { Locale } from './locales';
import { getLocale } from './runtime';

export { APP_TIME_ZONE, RW_MONTHS, type DateStyle };

/** `value` as a date in Kigali time in `locale` (the current one by default); '' if unreadable. */
export function formatDate(
  value: string | number | Date | null | undefined,
  style: DateStyle = 'long',
  locale: Locale = getLocale(),
): string {
  return formatKigaliDate(value, style, locale);
}

/**
 * `value` in the locale's number format: 1,234.5 · 1 234,5 · 1.234,5 (Kinyarwanda groups with a
 * dot and marks decimals with a comma; written from en-US's form, as Intl lacks `rw` in browsers).
 */
export function formatNumber(
  value: number,
  options: Intl.NumberFormatOptions = {},
  locale: Locale = getLocale(),
): string {
  if (locale === 'fr') return new Intl.NumberFormat('fr-FR', options).format(value);
  const english = new Intl.NumberFormat('en-US', options).format(value);
  if (locale === 'en') return english;
  return english.replace(/[.,]/g, (mark) => (mark === ',' ? '.' : ','));
}

import { formatDate, formatNumber } from '../format';
import { activateLocaleNow } from '../runtime';

// 22:30 UTC is already the next day in Kigali (UTC+2).
const lateEvening = '2026-11-22T22:30:00Z';
const noon = '2026-11-22T10:00:00Z';

describe('formatDate: Kigali time, each language its own way', () => {
  test('English keeps the long US forms', () => {
    expect(formatDate(noon, 'long', 'en')).toBe('November 22, 2026');
    expect(formatDate(noon, 'dateTime', 'en')).toBe('November 22, 2026 at 12:00 PM');
    expect(formatDate(noon, 'time', 'en')).toBe('12:00 PM');
    expect(formatDate(noon, 'short', 'en')).toBe('11/22/2026');
    expect(formatDate(lateEvening, 'long', 'en')).toBe('November 23, 2026');
  });

  test('French', () => {
    expect(formatDate(noon, 'long', 'fr')).toBe('22 novembre 2026');
    expect(formatDate(noon, 'dateTime', 'fr')).toBe('22 novembre 2026 à 12:00');
    expect(formatDate(noon, 'time', 'fr')).toBe('12:00');
    expect(formatDate(noon, 'short', 'fr')).toBe('22/11/2026');
    expect(formatDate(lateEvening, 'long', 'fr')).toBe('23 novembre 2026');
  });

  test('Kinyarwanda, with its month names (Intl lacks them in browsers)', () => {
    expect(formatDate(noon, 'long', 'rw')).toBe('22 Ugushyingo 2026');
    expect(formatDate(noon, 'dateTime', 'rw')).toBe('22 Ugushyingo 2026, 12:00');
    expect(formatDate(noon, 'time', 'rw')).toBe('12:00');
    expect(formatDate(noon, 'short', 'rw')).toBe('22/11/2026');
    expect(formatDate(lateEvening, 'dateTime', 'rw')).toBe('23 Ugushyingo 2026, 00:30');
    expect(formatDate('2027-01-05T08:00:00Z', 'long', 'rw')).toBe('5 Mutarama 2027');
  });

  test('the current locale by default; nothing for a missing or unreadable date', () => {
    activateLocaleNow('rw');
    expect(formatDate(noon)).toBe('22 Ugushyingo 2026');
    activateLocaleNow('en');
    expect(formatDate(noon)).toBe('November 22, 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

test('formatNumber groups and marks decimals as each language does', () => {
  expect(formatNumber(1234567.5, {}, 'en')).toBe('1,234,567.5');
  expect(formatNumber(1234567.5, {}, 'rw')).toBe('1.234.567,5');
  expect(formatNumber(1234567.5, {}, 'fr').replace(/\s/g, ' ')).toBe('1 234 567,5');
});

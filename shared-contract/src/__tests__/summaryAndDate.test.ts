import { formatLongUsDate } from '../rules/longUsDate';
import { isPendingStatus } from '../rules/caseStatus';
import { truncateSummary } from '../rules/summary';

describe('truncateSummary (50 characters plus an ellipsis)', () => {
  const fifty = 'x'.repeat(50);
  it.each([
    ['', ''],
    ['Short summary', 'Short summary'],
    [fifty, fifty],
    [fifty + 'y', fifty + '...'],
    ['a'.repeat(200), 'a'.repeat(50) + '...'],
    [null, ''],
    [undefined, ''],
  ])('%p -> %p', (text, expected) => {
    expect(truncateSummary(text)).toBe(expected);
  });
});

describe('formatLongUsDate (long US format, same on every machine)', () => {
  it.each([
    ['2026-11-22T10:00:00.000Z', 'November 22, 2026'],
    ['2024-01-05T00:00:00.000Z', 'January 5, 2024'],
    // 23:30 UTC is already the next day in Kigali (UTC+2): the firm's date wins.
    ['2026-11-22T23:30:00.000Z', 'November 23, 2026'],
    ['2026-12-31T21:59:59.000Z', 'December 31, 2026'],
    ['2026-12-31T22:00:00.000Z', 'January 1, 2027'],
  ])('%s -> %s', (iso, expected) => {
    expect(formatLongUsDate(iso)).toBe(expected);
  });

  it('accepts a Date and a time stamp, and another zone when asked', () => {
    expect(formatLongUsDate(new Date('2026-03-09T12:00:00Z'))).toBe('March 9, 2026');
    expect(formatLongUsDate(Date.UTC(2026, 2, 9, 12))).toBe('March 9, 2026');
    expect(formatLongUsDate('2026-11-22T23:30:00.000Z', 'UTC')).toBe('November 22, 2026');
  });

  it.each([null, undefined, '', 'not a date'])('gives an empty text for %p', (value) => {
    expect(formatLongUsDate(value)).toBe('');
  });
});

describe('isPendingStatus (red only for exactly the lowercase word pending)', () => {
  it.each([
    ['pending', true],
    ['Pending', false],
    ['PENDING', false],
    [' pending', false],
    ['Received', false],
    ['Completed', false],
    [null, false],
  ])('%p -> %p', (status, expected) => {
    expect(isPendingStatus(status)).toBe(expected);
  });
});

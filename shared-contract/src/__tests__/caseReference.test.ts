import {
  caseReferenceYear,
  formatCaseReference,
  normalizeCaseReference,
} from '../rules/caseReference';

describe('formatCaseReference (BTJ-YYYY-NNNNN)', () => {
  it.each([
    [2026, 1, 'BTJ-2026-00001'],
    [2026, 42, 'BTJ-2026-00042'],
    [2027, 99999, 'BTJ-2027-99999'],
    [2027, 100000, 'BTJ-2027-100000'],
  ])('%i #%i -> %s', (year, n, expected) => {
    expect(formatCaseReference(year, n)).toBe(expected);
  });
});

describe("caseReferenceYear (the firm's year, Kigali UTC+2)", () => {
  it.each([
    ['2026-06-01T12:00:00.000Z', 2026],
    ['2026-12-31T21:59:59.999Z', 2026],
    ['2026-12-31T22:00:00.000Z', 2027],
    ['2027-01-01T00:30:00.000Z', 2027],
  ])('%s -> %i', (iso, year) => {
    expect(caseReferenceYear(new Date(iso))).toBe(year);
  });
});

describe('normalizeCaseReference', () => {
  it.each([
    ['BTJ-2026-00042', 'BTJ-2026-00042'],
    ['  btj-2026-00042 ', 'BTJ-2026-00042'],
    ['BTJ-2026-123456', 'BTJ-2026-123456'],
    ['BTJ-2026-42', null],
    ['BTJ-26-00042', null],
    ['XYZ-2026-00042', null],
    ['BTJ-2026-00042x', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%p -> %p', (text, expected) => {
    expect(normalizeCaseReference(text)).toBe(expected);
  });
});

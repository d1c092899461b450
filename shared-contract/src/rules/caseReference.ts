/**
 * A case's human reference, e.g. BTJ-2026-00042: numbered from 1 in each year of submission
 * (the firm's year: Kigali, UTC+2 all year round, no daylight saving), at least five digits.
 */
export const CASE_REFERENCE_PREFIX = 'BTJ';

/** Kigali's fixed offset from UTC; the migration's backfill uses the same two hours. */
const KIGALI_OFFSET_MS = 2 * 60 * 60 * 1000;

export const CASE_REFERENCE_PATTERN = '^BTJ-[0-9]{4}-[0-9]{5,9}$';

/** The year a case submitted at `date` is numbered in. */
export function caseReferenceYear(date: Date): number {
  return new Date(date.getTime() + KIGALI_OFFSET_MS).getUTCFullYear();
}

export function formatCaseReference(year: number, number: number): string {
  return `${CASE_REFERENCE_PREFIX}-${year}-${String(number).padStart(5, '0')}`;
}

/** A reference as typed in a search box (any case, spaces around) as stored; null if it is none. */
export function normalizeCaseReference(text: string | null | undefined): string | null {
  const value = (text ?? '').trim().toUpperCase();
  return new RegExp(CASE_REFERENCE_PATTERN).test(value) ? value : null;
}

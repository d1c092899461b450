/** Summary preview length on case cards (spec §9). */
export const SUMMARY_PREVIEW_LENGTH = 50;

/** The card preview (spec §2): the first 50 characters plus '...' when the text is longer. */
export function truncateSummary(text: string | null | undefined): string {
  const value = text ?? '';
  return value.length > SUMMARY_PREVIEW_LENGTH
    ? `${value.slice(0, SUMMARY_PREVIEW_LENGTH)}...`
    : value;
}

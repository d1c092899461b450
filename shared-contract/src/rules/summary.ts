/** Summary preview length on case cards, in characters. */
export const SUMMARY_PREVIEW_LENGTH = 50;

/** The card preview: the first 50 characters plus '...' when the text is longer. */
export function truncateSummary(text: string | null | undefined): string {
  const value = text ?? '';
  return value.length > SUMMARY_PREVIEW_LENGTH
    ? `${value.slice(0, SUMMARY_PREVIEW_LENGTH)}...`
    : value;
}

import styled from 'styled-components';

/** What a state means to a reader; each tone is text on a tint at AA contrast. */
export type BadgeTone = 'neutral' | 'brand' | 'info' | 'success' | 'danger';

const TONES: Record<BadgeTone, { text: string; tint: string }> = {
  neutral: { text: '#3f4754', tint: '#eef0f3' },
  brand: { text: '#0b3d5c', tint: '#e6eff5' },
  info: { text: '#1d4ed8', tint: '#eaf0fe' },
  success: { text: '#067647', tint: '#e5f4ec' },
  danger: { text: '#b42318', tint: '#fef3f2' },
};

/**
 * A state shown as a pill of words in its tone (a case's status, an SMS's delivery): the words
 * carry the meaning, the colour only repeats it.
 */
export const ToneBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 0.125rem ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  border: 1px solid currentColor;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  white-space: nowrap;
  color: ${({ $tone }) => TONES[$tone].text};
  background: ${({ $tone }) => TONES[$tone].tint};
`;

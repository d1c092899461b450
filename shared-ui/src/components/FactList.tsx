import styled, { css } from 'styled-components';

/**
 * Terms and their values (a `<dl>`): side by side in a card or a modal; `$stacked` puts each term
 * above its value, for long values that need the whole width (a case's full summary).
 */
export const FactList = styled.dl<{ $stacked?: boolean }>`
  display: grid;
  /* A term takes at most 40% of the width (its words wrap), so a value never shrinks to a few
     letters in a language with long terms. */
  grid-template-columns: fit-content(40%) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    min-width: 0;
    /* Words stay whole; only a token longer than the whole column is broken. */
    overflow-wrap: break-word;
    white-space: pre-wrap;
  }
  ${({ $stacked, theme }) =>
    $stacked &&
    css`
      grid-template-columns: minmax(0, 1fr);
      dd {
        margin-bottom: ${theme.space(3)};
      }
    `}
`;

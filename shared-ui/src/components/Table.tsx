import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/**
 * Below `$cardsBelow` px of the table's own width, each row is a card of labelled cells (every
 * cell's `data-label` before its value): a phone, or a column beside the side navigation, reads
 * the whole row without scrolling sideways.
 */
const cards = (width: number) => css`
  @container (max-width: ${width - 1}px) {
    & {
      border: 0;
      background: transparent;
      overflow: visible;
    }
    table,
    tbody,
    tr,
    td {
      display: block;
      width: 100%;
    }
    thead tr {
      display: flex;
      flex-wrap: wrap;
      gap: ${({ theme }) => theme.space(2)};
    }
    thead th:not(:first-child) {
      display: none;
    }
    thead th {
      background: transparent;
      border: 0;
    }
    tbody tr {
      margin-bottom: ${({ theme }) => theme.space(3)};
      background: ${({ theme }) => theme.colors.surface};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius};
    }
    /* The column's name above its value: a cell's content may be any run of text and
       elements, and stays one flow however long. */
    tbody td::before {
      content: attr(data-label);
      display: block;
      font-weight: 700;
    }
    tbody td:last-child {
      border-bottom: 0;
    }
  }
`;

/** The frame's query container: the cards follow the room the table has, not the window's. */
const Container = styled.div`
  container-type: inline-size;
  width: 100%;
`;

/**
 * A table wider than its frame scrolls inside it, and says so: a shadow stands on the side
 * where more columns are (it follows the scroll: gone at either end).
 */
const Scroll = styled.div<{ $cardsBelow?: number }>`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background:
    linear-gradient(to right, ${({ theme }) => theme.colors.surface} 30%, rgb(255 255 255 / 0)) left
      center / 40px 100% no-repeat local,
    linear-gradient(to left, ${({ theme }) => theme.colors.surface} 30%, rgb(255 255 255 / 0)) right
      center / 40px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgb(16 24 40 / 0.28), rgb(16 24 40 / 0)) left center /
      14px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgb(16 24 40 / 0.28), rgb(16 24 40 / 0)) right
      center / 14px 100% no-repeat scroll,
    ${({ theme }) => theme.colors.surface};
  ${({ $cardsBelow }) => ($cardsBelow ? cards($cardsBelow) : '')}
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    background: ${({ theme }) => theme.colors.background};
    font-weight: 700;
  }
  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space(3)};
    font-weight: 700;
  }
`;

export interface TableProps {
  /** Names the table for assistive technology (visually hidden when `hideCaption`). */
  caption?: ReactNode;
  children: ReactNode;
  className?: string;
  /**
   * Below this width (px) of the table's frame, each row shows as a card of labelled cells: every
   * `<td>` then needs its column's name in `data-label`.
   */
  cardsBelow?: number;
}

/**
 * A table that scrolls sideways inside its frame, with a shadow as the cue, rather than the whole
 * page; with `cardsBelow`, a narrow frame shows its rows as cards instead.
 */
export function Table({ caption, children, className, cardsBelow }: TableProps) {
  return (
    <Container>
      <Scroll
        className={className}
        role="region"
        aria-label={typeof caption === 'string' ? caption : undefined}
        tabIndex={0}
        data-scroll-cue="shadow"
        $cardsBelow={cardsBelow}
      >
        <StyledTable>
          {caption ? <caption>{caption}</caption> : null}
          {children}
        </StyledTable>
      </Scroll>
    </Container>
  );
}

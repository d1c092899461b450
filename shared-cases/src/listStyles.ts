import styled from 'styled-components';

/**
 * The look of a case's dated lists (its dates, the documents asked, a lawyer's week): one item a
 * block of short lines, long words wrapping anywhere (a 375 px screen), a cancelled item's first
 * line struck through, the small print muted.
 */
export const AgendaList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    overflow-wrap: anywhere;
  }
  li[data-state='cancelled'] > p:first-child {
    text-decoration: line-through;
  }
  p {
    margin: 0;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A small outlined word beside an item (past, open, done); a late one in the danger colour. */
export const Marker = styled.span<{ $late?: boolean }>`
  display: inline-block;
  margin-inline-start: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme, $late }) => ($late ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $late }) => ($late ? theme.colors.danger : theme.colors.text)};
  font-weight: ${({ $late }) => ($late ? 600 : 'normal')};
`;

/** A row of buttons that wraps on a narrow screen. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

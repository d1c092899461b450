import type { ReactNode } from 'react';
import styled from 'styled-components';

const Scroll = styled.div`
  width: 100%;
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
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
    white-space: nowrap;
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
}

/** A table that scrolls sideways inside its frame on a narrow phone instead of the whole page. */
export function Table({ caption, children, className }: TableProps) {
  return (
    <Scroll
      className={className}
      role="region"
      aria-label={typeof caption === 'string' ? caption : undefined}
      tabIndex={0}
    >
      <StyledTable>
        {caption ? <caption>{caption}</caption> : null}
        {children}
      </StyledTable>
    </Scroll>
  );
}

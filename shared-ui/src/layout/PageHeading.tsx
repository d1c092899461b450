import type { ReactNode } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(5)};
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
  color: ${({ theme }) => theme.colors.brand};
  min-width: 0;
  /* Whole words: a line breaks between them, or at a hyphenation point of the page's language. */
  hyphens: auto;
  overflow-wrap: break-word;
`;

const Count = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accentText};
  color: #fff;
  font-size: ${({ theme }) => theme.font.size.md};
  vertical-align: middle;
`;

export interface PageHeadingProps {
  children: ReactNode;
  /** Shown beside the heading, e.g. 'Added Cases [count]'. */
  count?: number | string;
  /** Buttons on the right (wrap under the heading on a phone). */
  actions?: ReactNode;
  as?: 'h1' | 'h2';
}

/** The page's heading with an optional count badge and actions. */
export function PageHeading({ children, count, actions, as = 'h1' }: PageHeadingProps) {
  return (
    <Row>
      <Heading as={as}>
        {children}
        {count !== undefined ? <Count>{count}</Count> : null}
      </Heading>
      {actions ? <div>{actions}</div> : null}
    </Row>
  );
}

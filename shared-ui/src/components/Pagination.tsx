import { useT } from 'shared-i18n';
import styled from 'styled-components';
import { isPageInRange, paginationWindow } from 'shared-contract';

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.space(5)};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const PageButton = styled.button`
  min-width: 40px;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.brand};
  font: inherit;
  cursor: pointer;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.brand};
    border-color: ${({ theme }) => theme.colors.brand};
    color: #fff;
    font-weight: 700;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Ellipsis = styled.span`
  padding: 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/**
 * Previous / numbers / Next: Previous and Next are disabled at the ends, the numbers
 * follow paginationWindow, and a request for a page outside 1..totalPages is ignored.
 */
export function Pagination({ page, totalPages, onPageChange, className }: PaginationProps) {
  const go = (target: number) => {
    if (isPageInRange(target, totalPages) && target !== page) onPageChange(target);
  };
  const t = useT();
  return (
    <Nav aria-label={t('ui.pagination.label')} className={className}>
      <List>
        <li>
          <PageButton type="button" onClick={() => go(page - 1)} disabled={page <= 1}>
            {t('ui.pagination.previous')}
          </PageButton>
        </li>
        {paginationWindow(page, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true">
              <Ellipsis>…</Ellipsis>
            </li>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton type="button" onClick={() => go(page + 1)} disabled={page >= totalPages}>
            {t('ui.pagination.next')}
          </PageButton>
        </li>
      </List>
    </Nav>
  );
}

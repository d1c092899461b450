import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../feedback/states';
import { Pagination } from './Pagination';

/** One server page of a list as the page holds it (shared-api/queries' usePagedQuery gives it). */
export interface PagedListState<T> {
  items: T[];
  page: number;
  totalPages: number;
  setPage: (page: number) => void;
  loading: boolean;
  error: string | null;
  refetch: () => void;
}

export interface PagedListProps<T> {
  list: PagedListState<T>;
  /** The texts of the list's states, e.g. 'Loading cases...', 'No Cases assigned to you'. */
  loadingLabel: string;
  emptyTitle: ReactNode;
  /** What Retry does after a failed first load; the list's own refetch unless given. */
  onRetry?: () => void;
  /** The rows of the page on screen (a table, cards). */
  children: (items: T[]) => ReactNode;
}

/**
 * A server-paged list's states in one order: the error while no rows are on screen, the first
 * load, the empty text, else the page's rows followed by Pagination when there is more than one.
 */
export function PagedList<T>({
  list,
  loadingLabel,
  emptyTitle,
  onRetry,
  children,
}: PagedListProps<T>) {
  if (list.error && list.items.length === 0) {
    return <ErrorState message={list.error} onRetry={onRetry ?? list.refetch} />;
  }
  if (list.loading) return <LoadingState label={loadingLabel} />;
  if (list.items.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <>
      {children(list.items)}
      {list.totalPages > 1 ? (
        <Pagination page={list.page} totalPages={list.totalPages} onPageChange={list.setPage} />
      ) : null}
    </>
  );
}

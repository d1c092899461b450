import { useEffect, useState } from 'react';
import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { pageCount } from 'shared-contract';
import type { Page, Paging } from '../calls/types';

/** What a paged list shows: the page asked for, its rows, and how many pages there are. */
export interface PagedQuery<T> {
  page: number;
  setPage: (page: number) => void;
  items: T[];
  total: number;
  totalPages: number;
  /** true until the first answer (another page keeps the rows on screen while it loads). */
  loading: boolean;
  /** The call's text when the last fetch failed. */
  error: string | null;
  refetch: () => void;
}

/** One server page's query (the options of shared-api/queries). */
export type PageQueryOptions<T, K extends QueryKey = QueryKey> = UseQueryOptions<
  Page<T>,
  Error,
  Page<T>,
  K
>;

/**
 * The one paging hook of every server-paged list (admin tables, the lawyer's cards): page N of
 * `pageSize` items through the query layer, the previous page kept on screen while the next loads.
 * `enabled` is false while the list cannot be asked for yet (no session).
 */
export function usePagedQuery<T, K extends QueryKey>(
  optionsFor: (paging: Paging) => PageQueryOptions<T, K>,
  pageSize: number,
  enabled = true,
): PagedQuery<T> {
  const [page, setPage] = useState(1);
  const query = useQuery({
    ...optionsFor({ page, limit: pageSize }),
    enabled,
    placeholderData: keepPreviousData,
  });
  const answer = query.data;
  const total = answer?.total ?? 0;
  const totalPages = pageCount(total, pageSize);
  const shrank = !query.isPlaceholderData && answer?.items.length === 0 && page > totalPages;

  useEffect(() => {
    // The list shrank under us (a case left the view): show its new last page.
    if (shrank) setPage(totalPages);
  }, [shrank, totalPages]);

  const { refetch } = query;
  return {
    page,
    setPage,
    items: answer?.items ?? [],
    total,
    totalPages,
    loading: answer === undefined && !query.isError,
    error: query.error ? query.error.message : null,
    refetch: () => void refetch(),
  };
}

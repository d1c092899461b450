import { useCallback, useEffect, useState } from 'react';
import { pageCount, type Page } from 'shared-api';

export interface PagedList<T> {
  page: number;
  setPage: (page: number) => void;
  items: T[];
  total: number;
  totalPages: number;
  /** true until the first answer (later refetches keep the rows on screen). */
  loading: boolean;
  error: string | null;
  refetch: () => void;
}

/**
 * One server-side page of a list: `load` fetches page N of `pageSize` items. A slower, older answer
 * never overwrites a newer one.
 */
export function usePagedList<T>(
  load: (page: number, pageSize: number) => Promise<Page<T>>,
  pageSize: number,
): PagedList<T> {
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<Page<T> | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    load(page, pageSize).then(
      (result) => {
        if (!current) return;
        setError(null);
        // The list shrank under us (a case left the view): show its new last page.
        const last = pageCount(result.total, pageSize);
        if (result.items.length === 0 && page > last) setPage(last);
        else setAnswer(result);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [load, page, pageSize, version]);

  const refetch = useCallback(() => setVersion((v) => v + 1), []);
  const total = answer?.total ?? 0;
  return {
    page,
    setPage,
    items: answer?.items ?? [],
    total,
    totalPages: pageCount(total, pageSize),
    loading: answer === null && error === null,
    error,
    refetch,
  };
}

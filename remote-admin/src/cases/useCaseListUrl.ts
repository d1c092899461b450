import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { caseListSearch, readCaseListView, type CaseListView } from 'shared-contract';

export interface CaseListUrl {
  view: CaseListView;
  page: number;
  /** A new view from page 1; `replace` for typing, so each key is not a history entry. */
  setView: (patch: Partial<CaseListView>, options?: { replace?: boolean }) => void;
  setPage: (page: number) => void;
  clear: () => void;
}

/**
 * The list's words, filters, order and page live in the URL: a view can be bookmarked and shared,
 * Back returns to the view before, and a reload shows the same rows.
 */
export function useCaseListUrl(): CaseListUrl {
  const [params, setParams] = useSearchParams();
  const { view, page } = useMemo(() => readCaseListView(params), [params]);

  const setView = useCallback<CaseListUrl['setView']>(
    (patch, options) =>
      setParams(
        (current) => {
          const { view: now } = readCaseListView(current);
          return new URLSearchParams(caseListSearch({ ...now, ...patch }));
        },
        { replace: options?.replace ?? false },
      ),
    [setParams],
  );
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const { view: now } = readCaseListView(current);
        return new URLSearchParams(caseListSearch(now, next));
      }),
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { view, page, setView, setPage, clear };
}

import { useCallback, useMemo, useRef } from 'react';
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
 *
 * Each write starts from the last URL written, not from the one of the last render:
 * react-router's updater reads its render's params, so the search box's debounced words landing
 * before the page rendered a filter just picked wrote the URL without that filter (a busy browser:
 * adminScale.spec lost its case type).
 */
export function useCaseListUrl(): CaseListUrl {
  const [params, setParams] = useSearchParams();
  const { view, page } = useMemo(() => readCaseListView(params), [params]);
  const seen = useRef(params);
  const latest = useRef(params);
  if (seen.current !== params) {
    // The URL changed (our write arrived, Back, a link): it is the latest again.
    seen.current = params;
    latest.current = params;
  }

  const write = useCallback(
    (next: URLSearchParams, replace = false) => {
      latest.current = next;
      setParams(next, { replace });
    },
    [setParams],
  );
  const setView = useCallback<CaseListUrl['setView']>(
    (patch, options) => {
      const { view: now } = readCaseListView(latest.current);
      write(new URLSearchParams(caseListSearch({ ...now, ...patch })), options?.replace ?? false);
    },
    [write],
  );
  const setPage = useCallback(
    (next: number) => {
      const { view: now } = readCaseListView(latest.current);
      write(new URLSearchParams(caseListSearch(now, next)));
    },
    [write],
  );
  const clear = useCallback(() => write(new URLSearchParams()), [write]);
  return { view, page, setView, setPage, clear };
}

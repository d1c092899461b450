import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageCount } from 'shared-contract';
import { searchCases, type CaseListRow, type CaseSearch } from '../calls/caseSearch';
import { CASES_KEY } from './caseQueries';

/** One searched page; under the cases key, so a case change refreshes it like every case read. */
export const caseSearchQuery = (search: CaseSearch) =>
  queryOptions({
    queryKey: [...CASES_KEY, 'search', search],
    queryFn: () => searchCases(search),
  });

/**
 * A searched page as a paged list shows it; the rows on screen stay while the next answer loads
 * (another word typed, another page), so the table never blinks empty.
 */
export function useCaseSearch(search: CaseSearch, enabled = true) {
  const query = useQuery({
    ...caseSearchQuery(search),
    enabled,
    placeholderData: keepPreviousData,
  });
  const answer = query.data;
  const total = answer?.total ?? 0;
  return {
    items: answer?.items ?? ([] as CaseListRow[]),
    total,
    /** False past the server's count cap: `total` is then "at least". */
    totalExact: answer?.totalExact ?? true,
    totalPages: pageCount(total, search.limit),
    loading: answer === undefined && !query.isError,
    /** True while the rows on screen answer an earlier question. */
    stale: query.isPlaceholderData,
    error: query.error ? query.error.message : null,
    refetch: () => void query.refetch(),
  };
}

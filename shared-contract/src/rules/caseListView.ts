/**
 * The case lists' search, filters and sort (admin tables, a lawyer's dashboard): the names the URL
 * and the API share, and their bounds.
 */
export const CASE_SORT_KEYS = [
  'createdAt',
  'reference',
  'owner',
  'caseType',
  'caseSubtype',
  'status',
  'flag',
  'lawyer',
] as const;
export type CaseSortKey = (typeof CASE_SORT_KEYS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The lawyer filter's value for cases nobody is assigned to. */
export const UNASSIGNED = 'none';

/** A search text is at most this long, and at most this many words are looked for. */
export const MAX_SEARCH_LENGTH = 200;
export const MAX_SEARCH_WORDS = 8;

/** The default order of every case list: newest first (spec §2). */
export const DEFAULT_CASE_SORT: CaseSortKey = 'createdAt';
export const DEFAULT_SORT_ORDER: SortOrder = 'desc';

/** The filters and order a case list is asked with; absent fields do not filter. */
export interface CaseListView {
  q?: string;
  status?: string;
  caseType?: string;
  caseSubtype?: string;
  lawyer?: string;
  flag?: string;
  from?: string;
  to?: string;
  sort?: CaseSortKey;
  order?: SortOrder;
}

export const CASE_VIEW_FIELDS = [
  'q',
  'status',
  'caseType',
  'caseSubtype',
  'lawyer',
  'flag',
  'from',
  'to',
  'sort',
  'order',
] as const satisfies readonly (keyof CaseListView)[];

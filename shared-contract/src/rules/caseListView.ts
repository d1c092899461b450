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

/**
 * A searched list counts its matches up to this many (100 pages of 10): past it the total says
 * "at least" (the answer's totalExact is false, shown "1000+"). Counting every match of a broad
 * search over 100 000 cases costs far more than its page (measured: a count of 10 001 matches
 * 5-37 ms on PostgreSQL, 50-100 ms on PGlite, against under 1 ms for the page), and nobody pages
 * past the hundredth page: they narrow the search.
 */
export const SEARCH_COUNT_CAP = 1000;

/** The default order of every case list: newest first. */
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

const ALLOWED: Partial<Record<keyof CaseListView, readonly string[]>> = {
  sort: CASE_SORT_KEYS,
  order: SORT_ORDERS,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A list's view as a URL holds it (?q=&status=…&page=): unknown names are ignored, a value a
 * whitelist does not know or a malformed day is dropped, so a hand-edited URL still shows a list.
 */
export function readCaseListView(params: URLSearchParams): { view: CaseListView; page: number } {
  const view: CaseListView = {};
  for (const field of CASE_VIEW_FIELDS) {
    const value = params.get(field)?.trim();
    if (!value) continue;
    const allowed = ALLOWED[field];
    if (allowed && !allowed.includes(value)) continue;
    if ((field === 'from' || field === 'to') && !DAY.test(value)) continue;
    if (field === 'q' && value.length > MAX_SEARCH_LENGTH) continue;
    (view as Record<string, string>)[field] = value;
  }
  const page = Number(params.get('page'));
  return { view, page: Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The URL search text of a view and page: only what differs from the default list. */
export function caseListSearch(view: CaseListView, page = 1): string {
  const params = new URLSearchParams();
  for (const field of CASE_VIEW_FIELDS) {
    const value = view[field]?.trim();
    if (value) params.set(field, value);
  }
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

import {
  DEFAULT_CASE_SORT,
  DEFAULT_SORT_ORDER,
  type CaseListView,
  type CaseSortKey,
  type SortOrder,
} from 'shared-contract';
import type { Translate } from 'shared-i18n';

/** What each order is called on screen (the columns' names where there is one): catalogue keys. */
export const SORT_NAMES: Record<CaseSortKey, string> = {
  createdAt: 'admin.column.submitted',
  reference: 'admin.column.caseId',
  owner: 'admin.column.caseOwner',
  caseType: 'admin.column.caseType',
  caseSubtype: 'admin.column.subtype',
  status: 'admin.column.status',
  flag: 'admin.column.flag',
  lawyer: 'admin.column.assignedTo',
};

export interface SortChoice {
  id: string;
  /** Its name in the page's language. */
  label: (t: Translate) => string;
  /** Undefined for the default order, which leaves the URL clean. */
  sort: CaseSortKey | undefined;
  order: SortOrder | undefined;
}

const choice = (sort: CaseSortKey, order: SortOrder, label: SortChoice['label']): SortChoice => {
  const isDefault = sort === DEFAULT_CASE_SORT && order === DEFAULT_SORT_ORDER;
  return {
    id: `${sort}:${order}`,
    label,
    sort: isDefault ? undefined : sort,
    order: isDefault ? undefined : order,
  };
};

/** Every order the list offers, newest first at the top. */
export const SORT_CHOICES: readonly SortChoice[] = [
  choice('createdAt', 'desc', (t) => t('admin.sort.newest')),
  choice('createdAt', 'asc', (t) => t('admin.sort.oldest')),
  ...(Object.keys(SORT_NAMES) as CaseSortKey[])
    .filter((key) => key !== 'createdAt')
    .flatMap((key) => [
      choice(key, 'asc', (t) => t('admin.sort.ascending', { column: t(SORT_NAMES[key]) })),
      choice(key, 'desc', (t) => t('admin.sort.descending', { column: t(SORT_NAMES[key]) })),
    ]),
];

/** The order a view shows (the server's defaults when the URL names none). */
export function sortOf(view: CaseListView): { sort: CaseSortKey; order: SortOrder } {
  return { sort: view.sort ?? DEFAULT_CASE_SORT, order: view.order ?? DEFAULT_SORT_ORDER };
}

export function sortChoiceOf(view: CaseListView): SortChoice {
  const { sort, order } = sortOf(view);
  return SORT_CHOICES.find((c) => c.id === `${sort}:${order}`) ?? SORT_CHOICES[0]!;
}

/** A column header pressed: its order A to Z first, then Z to A. */
export function nextSortOf(view: CaseListView, key: CaseSortKey): SortChoice {
  const { sort, order } = sortOf(view);
  const next: SortOrder = sort === key && order === 'asc' ? 'desc' : 'asc';
  return SORT_CHOICES.find((c) => c.id === `${key}:${next}`)!;
}

/** Client and staff card pages: 3 cards a page. */
export const CARD_PAGE_SIZE = 3;
/** Admin table page: 10 rows a page. */
export const ADMIN_PAGE_SIZE = 10;
/** Up to this many pages every number shows. */
export const ALL_PAGES_UP_TO = 7;
const LEADING_PAGES = 5;

export type PaginationItem = number | 'ellipsis';

/** A requested page counts only inside 1..totalPages; others are ignored. */
export function isPageInRange(page: number, totalPages: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= totalPages;
}

/** How many pages `total` items fill, at least one. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** The items of one page (1-based) of a list paged on the client. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/**
 * The page numbers the control shows: every page up to 7 pages; beyond that the first 5
 * and the last, with the current page between them when it is not already shown, and an ellipsis
 * wherever numbers are skipped.
 */
export function paginationWindow(current: number, totalPages: number): PaginationItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total <= ALL_PAGES_UP_TO) return Array.from({ length: total }, (_, i) => i + 1);

  const pages = Array.from({ length: LEADING_PAGES }, (_, i) => i + 1);
  if (Number.isInteger(current) && current > LEADING_PAGES && current < total) pages.push(current);
  pages.push(total);

  const items: PaginationItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('ellipsis');
    items.push(page);
  });
  return items;
}

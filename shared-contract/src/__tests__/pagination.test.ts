import {
  ADMIN_PAGE_SIZE,
  CARD_PAGE_SIZE,
  isPageInRange,
  pageCount,
  pageSlice,
  paginationWindow,
  type PaginationItem,
} from '../rules/pagination';

/** The pagination rules, word for word, as checks independent of how the window is built. */
function expectSpecWindow(items: PaginationItem[], current: number, totalPages: number) {
  const numbers = items.filter((item): item is number => item !== 'ellipsis');
  if (totalPages <= 7) {
    // With 7 or fewer pages, all page numbers show (and nothing else).
    expect(items).toEqual(Array.from({ length: totalPages }, (_, i) => i + 1));
    return;
  }
  // The first 5 pages and the last page show ...
  expect(numbers.slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
  expect(numbers[numbers.length - 1]).toBe(totalPages);
  // ... and the current page is shown in between; no other number shows.
  const expected = new Set([1, 2, 3, 4, 5, current, totalPages]);
  expect(new Set(numbers)).toEqual(expected);
  expect(numbers).toEqual([...expected].sort((a, b) => a - b));
  // Ellipses mark exactly the places where numbers are skipped; never two in a row, never at an end.
  items.forEach((item, index) => {
    const before = items[index - 1];
    const after = items[index + 1];
    if (item === 'ellipsis') {
      expect(typeof before).toBe('number');
      expect(typeof after).toBe('number');
      expect((after as number) - (before as number)).toBeGreaterThan(1);
    } else if (typeof after === 'number') {
      expect(after - item).toBe(1);
    }
  });
}

describe('paginationWindow: every page count 1…12 × every current page', () => {
  const cases = Array.from({ length: 12 }, (_, i) => i + 1).flatMap((total) =>
    Array.from({ length: total }, (_, i) => [i + 1, total] as const),
  );
  it.each(cases)('page %i of %i follows the pagination rules', (current, total) => {
    expectSpecWindow(paginationWindow(current, total), current, total);
  });
});

describe('paginationWindow: exact windows', () => {
  it.each<[number, number, PaginationItem[]]>([
    [1, 1, [1]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 3, 4, 5, 'ellipsis', 8]],
    [6, 8, [1, 2, 3, 4, 5, 6, 'ellipsis', 8]],
    [7, 8, [1, 2, 3, 4, 5, 'ellipsis', 7, 8]],
    [8, 8, [1, 2, 3, 4, 5, 'ellipsis', 8]],
    [3, 12, [1, 2, 3, 4, 5, 'ellipsis', 12]],
    [6, 12, [1, 2, 3, 4, 5, 6, 'ellipsis', 12]],
    [9, 12, [1, 2, 3, 4, 5, 'ellipsis', 9, 'ellipsis', 12]],
    [11, 12, [1, 2, 3, 4, 5, 'ellipsis', 11, 12]],
    [12, 12, [1, 2, 3, 4, 5, 'ellipsis', 12]],
  ])('page %i of %i', (current, total, expected) => {
    expect(paginationWindow(current, total)).toEqual(expected);
  });

  it('shows nothing for no pages and ignores an out-of-range current page', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(40, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 12]);
    expect(paginationWindow(0, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 12]);
  });
});

describe('isPageInRange (requests outside 1..total pages are ignored)', () => {
  it.each([
    [1, 5, true],
    [5, 5, true],
    [0, 5, false],
    [6, 5, false],
    [-1, 5, false],
    [2.5, 5, false],
    [Number.NaN, 5, false],
    [1, 0, false],
  ])('page %p of %p -> %p', (page, total, expected) => {
    expect(isPageInRange(page, total)).toBe(expected);
  });
});

describe('page sizes and slicing (3 cards, 10 table rows)', () => {
  it('has 3 cards and 10 table rows per page', () => {
    expect(CARD_PAGE_SIZE).toBe(3);
    expect(ADMIN_PAGE_SIZE).toBe(10);
  });

  it.each([
    [0, 3, 1],
    [1, 3, 1],
    [3, 3, 1],
    [4, 3, 2],
    [10, 10, 1],
    [21, 10, 3],
  ])('%i items in pages of %i make %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it('slices one page', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    expect(pageSlice(items, 1, 3)).toEqual(['a', 'b', 'c']);
    expect(pageSlice(items, 3, 3)).toEqual(['g']);
    expect(pageSlice(items, 4, 3)).toEqual([]);
  });
});

import { caseListSearch, readCaseListView } from '../rules/caseListView';

const read = (search: string) => readCaseListView(new URLSearchParams(search));

describe('a case list view in the URL', () => {
  test('the default list has no search text; a view and page round-trip', () => {
    expect(caseListSearch({})).toBe('');
    const view = {
      q: 'land gasabo',
      status: 'Pending',
      caseType: 'Civil matters',
      caseSubtype: 'Land',
      lawyer: 'none',
      flag: 'Going',
      from: '2026-01-01',
      to: '2026-11-30',
      sort: 'owner' as const,
      order: 'asc' as const,
    };
    const search = caseListSearch(view, 3);
    expect(read(search.slice(1))).toEqual({ view, page: 3 });
    expect(caseListSearch(view, 1)).not.toContain('page=');
  });

  test.each([
    ['sort=password', {}],
    ['order=sideways', {}],
    ['from=yesterday&to=2026-02-01', { to: '2026-02-01' }],
    ['q=%20%20', {}],
    ['unknown=1&status=Received', { status: 'Received' }],
    [`q=${'a'.repeat(201)}`, {}],
  ])('a hand-edited %s keeps only what is valid', (search, view) => {
    expect(read(search)).toEqual({ view, page: 1 });
  });

  test.each(['page=0', 'page=-2', 'page=1.5', 'page=abc', ''])('%s is page 1', (search) => {
    expect(read(search).page).toBe(1);
  });
});

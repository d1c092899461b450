import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PagedList, type PagedListState } from '../components/PagedList';
import { renderWithTheme } from '../testing/renderWithTheme';

function aList(overrides: Partial<PagedListState<string>> = {}): PagedListState<string> {
  return {
    items: ['first', 'second'],
    page: 1,
    totalPages: 1,
    setPage: jest.fn(),
    loading: false,
    error: null,
    refetch: jest.fn(),
    ...overrides,
  };
}

function show(list: PagedListState<string>, onRetry?: () => void) {
  return renderWithTheme(
    <PagedList list={list} loadingLabel="Loading rows..." emptyTitle="No rows" onRetry={onRetry}>
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedList>,
  );
}

describe('PagedList', () => {
  it('shows one page of rows without Pagination', () => {
    show(aList());
    expect(screen.getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'first',
      'second',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('follows the rows with Pagination when there are more pages', async () => {
    const list = aList({ page: 2, totalPages: 3 });
    show(list);
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    expect(list.setPage).toHaveBeenCalledWith(3);
  });

  it('shows the first load, then the empty text', () => {
    const { unmount } = show(aList({ items: [], loading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows...');
    unmount();
    show(aList({ items: [] }));
    expect(screen.getByText('No rows')).toBeInTheDocument();
  });

  it('shows a failed first load with Retry, the list’s refetch unless another is given', async () => {
    const list = aList({ items: [], loading: false, error: 'Failed to fetch cases' });
    const { unmount } = show(list);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch cases');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(list.refetch).toHaveBeenCalledTimes(1);
    unmount();
    const onRetry = jest.fn();
    show(list, onRetry);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(list.refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the rows on screen when a later page fails', () => {
    show(aList({ error: 'Failed to fetch cases', totalPages: 2 }));
    expect(screen.getByText('second')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

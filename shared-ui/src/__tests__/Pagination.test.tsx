import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from '../components/Pagination';
import { renderWithTheme } from '../testing/renderWithTheme';

function numbersShown(): number[] {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  return within(nav)
    .getAllByRole('button')
    .map((button) => button.textContent ?? '')
    .filter((text) => /^\d+$/.test(text))
    .map(Number);
}

/** The pagination rule, plainly: all up to 7; otherwise first 5, the current page, the last. */
function specNumbers(current: number, total: number): number[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  return [...new Set([1, 2, 3, 4, 5, current, total])].sort((a, b) => a - b);
}

describe('Pagination: every page count 1…12 × every current page', () => {
  const cases = Array.from({ length: 12 }, (_, i) => i + 1).flatMap((total) =>
    Array.from({ length: total }, (_, i) => [i + 1, total] as const),
  );
  it.each(cases)('page %i of %i', (current, total) => {
    renderWithTheme(<Pagination page={current} totalPages={total} onPageChange={jest.fn()} />);
    expect(numbersShown()).toEqual(specNumbers(current, total));
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty(
      'disabled',
      current === 1,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty(
      'disabled',
      current === total,
    );
    expect(screen.getByRole('button', { current: 'page' })).toHaveTextContent(String(current));
    const ellipses = screen.queryAllByText('…').length;
    const shown = specNumbers(current, total);
    const gaps = shown.filter((n, i) => i > 0 && n - shown[i - 1]! > 1).length;
    expect(ellipses).toBe(gaps);
  });
});

function Controlled({
  total,
  onPageChange,
}: {
  total: number;
  onPageChange: (page: number) => void;
}) {
  const [page, setPage] = useState(1);
  return (
    <Pagination
      page={page}
      totalPages={total}
      onPageChange={(next) => {
        onPageChange(next);
        setPage(next);
      }}
    />
  );
}

describe('Pagination: moving around', () => {
  it('goes next, previous and to a number', async () => {
    const onPageChange = jest.fn();
    renderWithTheme(<Controlled total={12} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: '12' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([2, 12, 11]);
    expect(numbersShown()).toEqual([1, 2, 3, 4, 5, 11, 12]);
  });

  it('ignores the page it is on and requests past the ends', async () => {
    const onPageChange = jest.fn();
    renderWithTheme(<Pagination page={1} totalPages={1} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: '1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('ignores an out-of-range current page (no page requested below 1 or past the end)', async () => {
    const onPageChange = jest.fn();
    renderWithTheme(<Pagination page={9} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });
});

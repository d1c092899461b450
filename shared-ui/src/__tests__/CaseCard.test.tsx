import { screen, within } from '@testing-library/react';
import { aCase } from 'shared-api/src/testing/fixtures';
import { CaseCard } from '../cases/CaseCard';
import { StatusText } from '../components/StatusText';
import { renderWithTheme } from '../testing/renderWithTheme';

function fact(card: HTMLElement, term: string): string {
  const dt = within(card).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('CaseCard (spec §2)', () => {
  it('shows owner, type, subtype, truncated summary, download link, status and long US date', () => {
    renderWithTheme(<CaseCard case={aCase()} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'aline@example.com' })).toBeInTheDocument();
    expect(fact(card, 'Reference')).toBe('BTJ-2026-00001');
    expect(fact(card, 'Case Type')).toBe('Civil matters');
    expect(fact(card, 'Case SubType')).toBe('Land');
    expect(fact(card, 'Summary')).toBe('A dispute about the boundary of a plot in Gasabo d...');
    expect(within(card).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      'http://localhost:4000/api/files/abc?sig=1',
    );
    expect(fact(card, 'Status')).toBe('Received');
    expect(fact(card, 'Created')).toBe('November 22, 2026');
  });

  it('keeps a short summary whole, says when there is no file, and shows actions', () => {
    renderWithTheme(
      <CaseCard
        case={aCase({ summary: 'Short', file: null })}
        actions={<button type="button">View</button>}
      />,
    );
    const card = screen.getByRole('article');
    expect(fact(card, 'Summary')).toBe('Short');
    expect(fact(card, 'File')).toBe('No file');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'View' })).toBeInTheDocument();
  });
});

describe('CaseCard status by meaning (issue 16 item 6)', () => {
  it.each([
    [{ status: 'pending', assignedTo: null }, 'Received'],
    [{ status: 'Received', assignedTo: 'lawyer.one@example.com' }, 'In progress'],
    [{ status: 'Pending', assignedTo: 'lawyer.one@example.com' }, 'Waiting for you'],
    [{ status: 'Completed', assignedTo: 'lawyer.one@example.com' }, 'Completed'],
  ])('%p shows the labelled badge %p, never in the error red', (state, label) => {
    renderWithTheme(<CaseCard case={aCase(state)} />);
    const badge = within(screen.getByRole('article')).getByText(label, { selector: 'dd span' });
    expect(badge).not.toHaveStyle({ color: '#b42318' });
    expect(badge).toHaveAttribute('title');
  });
});

describe('StatusText', () => {
  it('paints exactly "pending" red and anything else green', () => {
    renderWithTheme(
      <>
        <StatusText status="pending" />
        <StatusText status="Pending" />
        <StatusText status="Completed" />
      </>,
    );
    expect(screen.getByText('pending')).toHaveStyle({ color: '#b42318' });
    expect(screen.getByText('Pending')).toHaveStyle({ color: '#067647' });
    expect(screen.getByText('Completed')).toHaveStyle({ color: '#067647' });
  });
});

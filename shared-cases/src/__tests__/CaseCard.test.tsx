import { screen, within } from '@testing-library/react';
import { aCase } from 'shared-api/src/testing/fixtures';
import { CaseCard } from '../CaseCard';
import { StatusText } from '../StatusText';
import { renderWithTheme } from 'shared-ui/src/testing/renderWithTheme';

function fact(card: HTMLElement, term: string): string {
  const dt = within(card).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('CaseCard', () => {
  it('is titled by its reference and shows owner, type, subtype, truncated summary, download link, status and long US date', () => {
    renderWithTheme(<CaseCard case={aCase()} reader="client" />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('heading', { name: 'Case BTJ-2026-00001' })).toBeInTheDocument();
    expect(fact(card, 'Case Owner')).toBe('aline@example.com');
    expect(fact(card, 'Case Type')).toBe('Civil matters');
    expect(fact(card, 'Case SubType')).toBe('Land');
    expect(fact(card, 'Summary')).toBe('A dispute about the boundary of a plot in Gasabo d...');
    expect(within(card).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      'http://localhost:4000/api/files/abc?sig=1',
    );
    expect(fact(card, 'Status')).toBe('Pending');
    expect(fact(card, 'Created')).toBe('November 22, 2026');
  });

  it('keeps a short summary whole, says when there is no file, and shows actions', () => {
    renderWithTheme(
      <CaseCard
        case={aCase({ summary: 'Short', file: null })}
        reader="adminStaff"
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

describe('CaseCard status (one word per status, whoever is assigned)', () => {
  it.each([
    [{ status: 'pending', assignedTo: null }, 'Pending'],
    [{ status: 'Received', assignedTo: 'lawyer.one@example.com' }, 'Received'],
    [{ status: 'Pending', assignedTo: 'lawyer.one@example.com' }, 'Pending'],
    [{ status: 'Completed', assignedTo: 'lawyer.one@example.com' }, 'Completed'],
  ])('%p shows the labelled badge %p, never in the error red', (state, label) => {
    renderWithTheme(<CaseCard case={aCase(state)} reader="client" />);
    const badge = within(screen.getByRole('article')).getByText(label, { selector: 'dd span' });
    expect(badge).not.toHaveStyle({ color: '#b42318' });
    expect(badge).toHaveAttribute('title');
  });
});

describe('StatusText', () => {
  it('paints exactly "pending" red and anything else green, both named Pending', () => {
    renderWithTheme(
      <>
        <StatusText status="pending" />
        <StatusText status="Pending" />
        <StatusText status="Completed" />
      </>,
    );
    const [fresh, picked] = screen.getAllByText('Pending');
    expect(fresh).toHaveStyle({ color: '#b42318' });
    expect(picked).toHaveStyle({ color: '#067647' });
    expect(screen.getByText('Completed')).toHaveStyle({ color: '#067647' });
  });
});

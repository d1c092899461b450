import { act, renderHook, screen, within } from '@testing-library/react';
import { aCase } from 'shared-api/src/testing/fixtures';
import { aLawyerPerson, anAdminPerson, anEvent } from 'shared-api/src/testing/caseLifeFixtures';
import { CASE_STATUSES, CASE_TAXONOMY, DONE_FLAGS } from 'shared-contract';
import { activateLocaleNow } from 'shared-i18n';
import { CaseCard } from '../CaseCard';
import { CaseFacts } from '../CaseFacts';
import { caseWord, useCaseWords } from '../caseWords';
import { timelineEventText } from '../timelineText';
import { FactList } from 'shared-ui/dashboard';
import { StatusText } from '../StatusText';
import { renderWithTheme } from 'shared-ui/src/testing/renderWithTheme';
import en from '../i18n/en.json';

const STORED_TAXONOMY = Object.entries(CASE_TAXONOMY).flatMap(([type, subtypes]) => [
  type,
  ...subtypes,
]);

function fact(root: HTMLElement, term: string): string {
  const dt = within(root).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? '';
}

describe('caseWord: a stored case word in the reader’s language', () => {
  test.each([
    ['rw', 'caseType', 'Criminal Cases', 'Ibirego mpanabyaha'],
    ['rw', 'caseSubtype', 'Land', 'Ubutaka'],
    ['rw', 'status', 'pending', 'Birategereje'],
    ['rw', 'status', 'Pending', 'Birategereje'],
    ['rw', 'status', 'Received', 'Cyakiriwe'],
    ['rw', 'status', 'Completed', 'Byarangiye'],
    ['rw', 'flag', 'Going', 'Birakomeje'],
    ['rw', 'flag', 'Done', 'Byarangiye'],
    [
      'fr',
      'caseType',
      'Alternative Dispute Resolutions',
      'Modes alternatifs de règlement des litiges',
    ],
    ['fr', 'caseSubtype', 'Assault or battery', 'Coups et blessures'],
    ['fr', 'caseSubtype', 'Land', 'Foncier'],
    ['fr', 'status', ' pending ', 'En attente'],
    ['fr', 'status', 'Received', 'Reçu'],
    ['fr', 'status', 'Completed', 'Terminé'],
    ['fr', 'flag', 'Going', 'En cours'],
    ['fr', 'flag', 'Done', 'Terminé'],
  ] as const)('%s: %s %j → %j', (locale, kind, stored, shown) => {
    activateLocaleNow(locale);
    expect(caseWord(kind, stored)).toBe(shown);
  });

  test('an unknown value shows as stored, in every language (the admin may type a status)', () => {
    for (const locale of ['en', 'rw', 'fr'] as const) {
      activateLocaleNow(locale);
      expect(caseWord('status', 'Awaiting the court')).toBe('Awaiting the court');
      expect(caseWord('flag', 'Paused')).toBe('Paused');
      expect(caseWord('caseType', 'Family law')).toBe('Family law');
      // Taxonomy names are matched as stored, not loosely: 'land' is no stored subtype.
      expect(caseWord('caseSubtype', 'land')).toBe('land');
      // A status or flag name is not a case type, and the reverse.
      expect(caseWord('caseType', 'Pending')).toBe('Pending');
      expect(caseWord('status', 'Land')).toBe('Land');
      expect(caseWord('status', null)).toBe(caseWord('status', 'Pending'));
      expect(caseWord('caseType', undefined)).toBe('');
    }
  });

  test('English shows every stored taxonomy word and flag letter for letter, a status by its name', () => {
    activateLocaleNow('en');
    for (const value of STORED_TAXONOMY) {
      expect(caseWord('caseType', value)).toBe(value);
      expect(caseWord('caseSubtype', value)).toBe(value);
    }
    for (const value of CASE_STATUSES) expect(caseWord('status', value)).toBe(value);
    for (const value of ['pending', ' pending', 'PENDING'])
      expect(caseWord('status', value)).toBe('Pending');
    for (const value of DONE_FLAGS) expect(caseWord('flag', value)).toBe(value);
  });

  test('every stored type and subtype has its word, in en the stored name itself', () => {
    const taxonomyTexts = Object.entries(en)
      .filter(([key]) => key.startsWith('cases.taxonomy.'))
      .map(([, text]) => text)
      .sort();
    expect(taxonomyTexts).toEqual([...STORED_TAXONOMY].sort());
    for (const locale of ['rw', 'fr'] as const) {
      activateLocaleNow(locale);
      for (const value of STORED_TAXONOMY)
        expect(caseWord('caseSubtype', value)).not.toMatch(/^cases\./);
    }
  });

  test('useCaseWords follows a change of language', () => {
    const { result } = renderHook(() => useCaseWords());
    expect(result.current.caseSubtype('Mediation')).toBe('Mediation');
    expect(result.current.status('pending')).toBe('Pending');
    act(() => activateLocaleNow('rw'));
    expect(result.current.caseSubtype('Mediation')).toBe('Ubuhuza');
    expect(result.current.caseType('Civil matters')).toBe('Ibirego mbonezamubano');
    expect(result.current.status('Completed')).toBe('Byarangiye');
    expect(result.current.flag('Going')).toBe('Birakomeje');
    expect(result.current.flag('Paused')).toBe('Paused');
    act(() => activateLocaleNow('fr'));
    expect(result.current.caseSubtype('Mediation')).toBe('Médiation');
  });
});

describe('shared-ui names the stored words itself', () => {
  test('CaseCard and CaseFacts show the type and subtype in the language, English as stored', () => {
    const item = aCase({ caseType: 'Criminal Cases', caseSubtype: 'Theft' });
    activateLocaleNow('fr');
    const card = renderWithTheme(<CaseCard case={item} reader="client" />);
    const article = screen.getByRole('article');
    expect(fact(article, 'Type de dossier')).toBe('Affaires pénales');
    expect(fact(article, 'Sous-type de dossier')).toBe('Vol');
    card.unmount();

    activateLocaleNow('rw');
    const facts = renderWithTheme(
      <FactList data-testid="facts">
        <CaseFacts item={item} />
      </FactList>,
    );
    const list = screen.getByTestId('facts');
    expect(list).toHaveTextContent('Ibirego mpanabyaha');
    expect(list).toHaveTextContent('Ubujura');
    expect(list).not.toHaveTextContent('Criminal Cases');
    facts.unmount();

    activateLocaleNow('en');
    renderWithTheme(<CaseCard case={item} reader="client" />);
    expect(fact(screen.getByRole('article'), 'Case Type')).toBe('Criminal Cases');
    expect(fact(screen.getByRole('article'), 'Case SubType')).toBe('Theft');
  });

  test('timeline lines name a status and the flag in the language; an unknown one as stored', () => {
    const status = anEvent({
      action: 'status_changed',
      actor: aLawyerPerson,
      from: 'pending',
      to: 'Received',
    });
    const typed = anEvent({
      action: 'status_changed',
      actor: aLawyerPerson,
      from: 'Completed',
      to: 'Awaiting the court',
    });
    const going = anEvent({
      action: 'flag_changed',
      actor: anAdminPerson,
      from: 'Done',
      to: 'Going',
    });
    activateLocaleNow('fr');
    expect(timelineEventText(status)).toBe('Statut changé de En attente à Reçu par Lawyer One');
    expect(timelineEventText(typed)).toBe(
      'Statut changé de Terminé à Awaiting the court par Lawyer One',
    );
    expect(timelineEventText(going)).toBe('Dossier marqué En cours par Firm Admin');
    activateLocaleNow('rw');
    expect(timelineEventText(status)).toContain('Birategereje');
    expect(timelineEventText(status)).toContain('Cyakiriwe');
    expect(timelineEventText(going)).toContain('Birakomeje');
    activateLocaleNow('en');
    expect(timelineEventText(status)).toBe('Status changed from Pending to Received by Lawyer One');
    expect(timelineEventText(going)).toBe('Case marked Going by Firm Admin');
  });

  test('StatusText names a status in the language, keeps its colour and a typed one as typed', () => {
    activateLocaleNow('rw');
    renderWithTheme(
      <>
        <StatusText status="pending" />
        <StatusText status="Completed" />
        <StatusText status="Awaiting the court" />
      </>,
    );
    expect(screen.getByText('Birategereje')).toHaveStyle({ color: '#b42318' });
    expect(screen.getByText('Byarangiye')).toHaveStyle({ color: '#067647' });
    expect(screen.getByText('Awaiting the court')).toHaveStyle({ color: '#067647' });
  });
});

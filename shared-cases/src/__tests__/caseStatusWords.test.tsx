import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { aCase } from 'shared-api/src/testing/fixtures';
import { aLawyerPerson, anEvent } from 'shared-api/src/testing/caseLifeFixtures';
import { type Role } from 'shared-api';
import { CASE_STATUSES, INITIAL_CASE_STATUS, ROLES } from 'shared-contract';
import { activateLocaleNow, LOCALES, type Locale } from 'shared-i18n';
import { CaseCard } from '../CaseCard';
import { CaseStatusBadge } from '../CaseStatusBadge';
import { timelineEventText } from '../timelineText';
import { StatusText } from '../StatusText';
import { renderWithTheme } from 'shared-ui/src/testing/renderWithTheme';

/** The words of each status, as every reader sees them in each language. */
const WORDS: Record<Locale, Record<'pending' | 'received' | 'completed', string>> = {
  en: { pending: 'Pending', received: 'Received', completed: 'Completed' },
  fr: { pending: 'En attente', received: 'Reçu', completed: 'Terminé' },
  rw: { pending: 'Birategereje', received: 'Cyakiriwe', completed: 'Byarangiye' },
};

/** Every status a case can hold: the new case's, the three the firm picks. */
const STORED = [INITIAL_CASE_STATUS, ...CASE_STATUSES];
const codeOf = (status: string) => status.toLowerCase() as 'pending' | 'received' | 'completed';

/** The e-mail's word for a status, from the server's catalogue (its ICU select). */
function mailWord(locale: Locale, code: string): string {
  const file = join(__dirname, '../../../server/src/i18n', `${locale}.json`);
  const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const select = catalogue['mail.notification.status']!;
  return new RegExp(`\\b${code} \\{([^}]*)\\}`).exec(select)?.[1] ?? '';
}

const rows = LOCALES.flatMap((locale) =>
  STORED.flatMap((status) =>
    ROLES.flatMap((role) =>
      ['Going', 'Done'].map(
        (flag) => [locale, status, role, flag] as [Locale, string, Role, string],
      ),
    ),
  ),
);

describe('one status, the same words on every screen, the timeline and the e-mails', () => {
  test.each(rows)('%s: status %p read by %s (flag %s)', (locale, status, role, flag) => {
    activateLocaleNow(locale);
    // A client has no done/archived column: a case marked Done reads completed to them.
    const code = role === 'client' && flag === 'Done' ? 'completed' : codeOf(status);
    const word = WORDS[locale][code];
    renderWithTheme(
      <CaseStatusBadge item={{ status, markAsDoneArchived: flag }} reader={role} described />,
    );
    expect(screen.getByText(word, { selector: '[data-status]' })).toBeInTheDocument();
    expect(mailWord(locale, code)).toBe(word);
    const timeline = timelineEventText(
      anEvent({ action: 'status_changed', actor: aLawyerPerson, from: 'Completed', to: status }),
    );
    expect(timeline).toContain(WORDS[locale][codeOf(status)]);
  });

  test('the admin table names the new case Pending too, in red only for the stored lowercase word', () => {
    for (const locale of LOCALES) {
      activateLocaleNow(locale);
      const view = renderWithTheme(
        <>
          <StatusText status="pending" />
          <StatusText status="Pending" />
        </>,
      );
      const [fresh, picked] = screen.getAllByText(WORDS[locale].pending);
      expect(fresh).toHaveStyle({ color: '#b42318' });
      expect(picked).toHaveStyle({ color: '#067647' });
      view.unmount();
    }
  });

  test('a client and a lawyer read one word for one case, whoever is assigned', () => {
    activateLocaleNow('fr');
    const item = aCase({ status: 'Received', assignedTo: 'lawyer.one@example.com' });
    const client = renderWithTheme(<CaseCard case={item} reader="client" />);
    const clientWord = within(screen.getByRole('article')).getByText('Reçu');
    expect(clientWord).toHaveAttribute(
      'title',
      'Le cabinet a accepté votre dossier et y travaille.',
    );
    client.unmount();
    renderWithTheme(<CaseCard case={item} reader="adminStaff" />);
    expect(within(screen.getByRole('article')).getByText('Reçu')).not.toHaveAttribute('title');
  });
});

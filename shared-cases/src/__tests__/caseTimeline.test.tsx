import { screen, within } from '@testing-library/react';
import {
  aLawyerPerson,
  anAdminPerson,
  anEvent,
  aTimeline,
} from 'shared-api/src/testing/caseLifeFixtures';
import { CaseTimeline } from '../CaseTimeline';
import { timelineEventText } from '../timelineText';
import { renderWithTheme } from 'shared-ui/src/testing/renderWithTheme';

describe('timelineEventText: who did what, never a message text', () => {
  it.each([
    [anEvent(), 'Case submitted by Aline Uwase'],
    [anEvent({ action: 'edited' }), 'Case edited by Aline Uwase'],
    [
      anEvent({ action: 'document_added', document: { id: 'd', fileName: 'deed.pdf' } }),
      'Aline Uwase added the document deed.pdf',
    ],
    [
      anEvent({ action: 'document_removed', document: { id: 'd', fileName: 'deed.pdf' } }),
      'Aline Uwase removed the document deed.pdf',
    ],
    [
      anEvent({
        action: 'assigned',
        actor: anAdminPerson,
        target: aLawyerPerson,
        to: aLawyerPerson.email,
      }),
      'Case assigned to Lawyer One',
    ],
    [
      anEvent({
        action: 'reassigned',
        actor: anAdminPerson,
        target: null,
        to: 'lawyer.two@example.com',
      }),
      'Case reassigned to lawyer.two@example.com',
    ],
    [
      anEvent({ action: 'status_changed', actor: aLawyerPerson, from: 'pending', to: 'Received' }),
      'Status changed from Pending to Received by Lawyer One',
    ],
    [
      anEvent({ action: 'flag_changed', actor: anAdminPerson, from: 'Going', to: 'Done' }),
      'Case marked done/archived by Firm Admin',
    ],
    [anEvent({ action: 'message_posted' }), 'Aline Uwase posted a message'],
    [
      anEvent({
        action: 'note_added',
        actor: aLawyerPerson,
        note: 'Call back on Monday',
        private: true,
      }),
      'Private note by Lawyer One: Call back on Monday',
    ],
  ])('%#: %s', (event, text) => {
    expect(timelineEventText(event)).toBe(text);
  });
});

describe('CaseTimeline', () => {
  it('names the lawyer, lists the events oldest first with their time, and marks firm-only ones', () => {
    renderWithTheme(
      <CaseTimeline
        timeline={aTimeline([
          anEvent({ at: '2026-11-22T08:00:00.000Z' }),
          anEvent({
            action: 'assigned',
            actor: anAdminPerson,
            target: aLawyerPerson,
            at: '2026-11-22T09:30:00.000Z',
          }),
          anEvent({ action: 'note_added', actor: aLawyerPerson, note: 'Urgent', private: true }),
        ])}
      />,
    );
    const section = screen.getByRole('region', { name: 'Timeline' });
    expect(within(section).getByText('Lawyer: Lawyer One')).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'November 22, 2026 at 10:00 AMCase submitted by Aline Uwase',
      'November 22, 2026 at 11:30 AMCase assigned to Lawyer One',
      'November 22, 2026 at 12:00 PMPrivate note by Lawyer One: UrgentFirm only',
    ]);
  });

  it('says when nobody has the case yet', () => {
    renderWithTheme(<CaseTimeline timeline={aTimeline([anEvent()], null)} />);
    expect(screen.getByText('No lawyer assigned yet')).toBeInTheDocument();
  });
});

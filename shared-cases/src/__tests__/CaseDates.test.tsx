import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-api';
import { aCaseDate, aDocumentRequest } from 'shared-api/src/testing/caseDatesFixtures';
import { activateLocaleNow } from 'shared-i18n';
import { renderWithTheme } from 'shared-ui/src/testing/renderWithTheme';
import { CaseDates } from '../dates/CaseDates';
import { DocumentRequests } from '../dates/DocumentRequests';
import { CaseAgenda } from '../dates/CaseAgenda';
import { caseDateProblemText, datePlace, dateWhen, kigaliDayText } from '../dates/caseDateWords';
import { caseDateBody } from '../dates/CaseDateForm';

const NOW = new Date('2026-11-25T08:00:00Z');

afterEach(() => activateLocaleNow('en'));

describe('the words of a date', () => {
  it('says a time in Kigali (UTC+2) whatever the machine’s zone, in the page’s language', () => {
    expect(dateWhen('2026-12-01T07:30:00.000Z')).toBe('December 1, 2026 at 9:30 AM (Kigali time)');
    activateLocaleNow('rw');
    expect(dateWhen('2026-12-01T07:30:00.000Z')).toBe("1 Ukuboza 2026, 09:30 (isaha y'i Kigali)");
    activateLocaleNow('fr');
    expect(kigaliDayText('2026-12-10')).toBe('10 décembre 2026');
  });

  it('names a hearing’s court and room, a meeting’s way, in the reader’s words', () => {
    expect(datePlace(aCaseDate())).toBe('High Court, Kigali, Room 2');
    activateLocaleNow('fr');
    expect(datePlace(aCaseDate({ court: 'Supreme Court', room: 'Main Hall' }))).toBe(
      'Cour suprême, Grande salle',
    );
    activateLocaleNow('rw');
    expect(datePlace(aCaseDate())).toBe('Urukiko Rukuru, Kigali, Icyumba cya 2');
    activateLocaleNow('en');
    expect(datePlace(aCaseDate({ kind: 'meeting', court: null, room: null, mode: 'phone' }))).toBe(
      'By phone',
    );
  });

  it('words a rule by its code in the reader’s language; an unknown code keeps its text', () => {
    activateLocaleNow('fr');
    expect(caseDateProblemText({ code: 'caseDate.room', message: 'x' })).not.toBe('x');
    expect(caseDateProblemText({ code: 'caseDate.room', message: 'x' })).not.toMatch(/room/i);
    expect(caseDateProblemText({ code: 'other' as never, message: 'as sent' })).toBe('as sent');
  });

  it('sends a hearing’s court and room, a meeting’s way, and a video’s link only', () => {
    const base = { date: '2026-12-01', time: '09:30', court: 'Supreme Court', room: 'Room 1' };
    expect(caseDateBody({ ...base, kind: 'hearing', mode: 'video', videoLink: 'x' })).toEqual({
      kind: 'hearing',
      date: '2026-12-01',
      time: '09:30',
      court: 'Supreme Court',
      room: 'Room 1',
    });
    expect(caseDateBody({ ...base, kind: 'meeting', mode: 'office', videoLink: 'x' })).toEqual({
      kind: 'meeting',
      date: '2026-12-01',
      time: '09:30',
      mode: 'office',
    });
    expect(
      caseDateBody({ ...base, kind: 'meeting', mode: 'video', videoLink: ' https://v.example/a ' }),
    ).toEqual({
      kind: 'meeting',
      date: '2026-12-01',
      time: '09:30',
      mode: 'video',
      videoLink: 'https://v.example/a',
    });
  });
});

describe('a case’s dates', () => {
  it('marks a past date, strikes a cancelled one with its reason, offers the calendar on a coming one', () => {
    const coming = aCaseDate();
    const past = aCaseDate({ startsAt: '2026-11-20T07:30:00.000Z', date: '2026-11-20' });
    const cancelled = aCaseDate({
      state: 'cancelled',
      cancelReason: 'The court moved it',
      startsAt: '2026-12-03T07:30:00.000Z',
    });
    renderWithTheme(
      <CaseDates caseId="case-1" dates={[past, coming, cancelled]} reader="client" now={NOW} />,
    );
    const items = within(screen.getByRole('region', { name: 'Dates' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Past');
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Hearing December 1, 2026 at 9:30 AM (Kigali time)');
    expect(within(items[1]!).getByRole('button', { name: 'Add to calendar' })).toBeVisible();
    expect(items[2]).toHaveAttribute('data-state', 'cancelled');
    expect(items[2]).toHaveTextContent('Cancelled: The court moved it');
    expect(within(items[2]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('the client asks for another time in a dialog: a text is needed, then it is sent', async () => {
    const ask = jest.fn(async () => 'sent');
    const date = aCaseDate();
    renderWithTheme(
      <CaseDates caseId="case-1" dates={[date]} reader="client" now={NOW} onAskAnotherTime={ask} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ask for another time' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask for another time' });
    expect(within(dialog).getByLabelText('Why, and which times suit you')).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(ask).not.toHaveBeenCalled();
    expect(
      within(dialog).getByLabelText('Why, and which times suit you'),
    ).toHaveAccessibleDescription('Write a few words for your lawyer.');
    await userEvent.type(within(dialog).getByRole('textbox'), 'I travel that week');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(ask).toHaveBeenCalledWith(date.id, 'I travel that week');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the firm’s form shows the contract’s rules beside the fields before sending', async () => {
    const add = jest.fn(async () => undefined);
    renderWithTheme(
      <CaseDates caseId="case-1" dates={[]} reader="firm" canAdd now={NOW} onAdd={add} />,
    );
    expect(screen.getByText('No hearing or meeting yet.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Add a date' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a date' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Kind'), 'hearing');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the date' }));
    expect(add).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Date (Kigali)')).toHaveAccessibleDescription(
      'Enter the date.',
    );
    expect(within(dialog).getByLabelText('Court')).toHaveAccessibleDescription(
      'Choose a court from the list.',
    );
    await userEvent.selectOptions(within(dialog).getByLabelText('Court'), 'Supreme Court');
    expect(
      within(within(dialog).getByLabelText('Room'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose...', 'Main Hall', 'Room 1', 'Room 2']);
  });

  it('a refusal that names a field shows beside it, in the server’s words', async () => {
    const add = jest.fn(async () => {
      throw new ApiError('Hitamo icyumba cy’uru rukiko.', 400, 'x', 'room', 'caseDate.room');
    });
    renderWithTheme(
      <CaseDates caseId="case-1" dates={[]} reader="firm" canAdd now={NOW} onAdd={add} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add a date' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a date' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Kind'), 'hearing');
    const date = within(dialog).getByLabelText('Date (Kigali)');
    await userEvent.type(date, '2026-12-01');
    await userEvent.type(within(dialog).getByLabelText('Time (Kigali, 24 h)'), '09:30');
    await userEvent.selectOptions(within(dialog).getByLabelText('Court'), 'Supreme Court');
    await userEvent.selectOptions(within(dialog).getByLabelText('Room'), 'Room 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the date' }));
    expect(add).toHaveBeenCalledWith({
      kind: 'hearing',
      date: '2026-12-01',
      time: '09:30',
      court: 'Supreme Court',
      room: 'Room 1',
    });
    expect(await within(dialog).findByLabelText('Room')).toHaveAccessibleDescription('x');
  });
});

describe('the documents asked', () => {
  it('the client sends a file against an open request; a late one is marked', async () => {
    const upload = jest.fn(async () => undefined);
    const open = aDocumentRequest({ late: true });
    const done = aDocumentRequest({ name: 'ID card', state: 'done', dueDate: null });
    renderWithTheme(
      <DocumentRequests requests={[open, done]} reader="client" open onUpload={upload} />,
    );
    const items = within(screen.getByRole('region', { name: 'Documents asked' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('A copy of the land titleAskedLate');
    expect(items[0]).toHaveTextContent('Due by December 10, 2026');
    expect(items[1]).toHaveTextContent('ID cardSent');
    expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();
    const file = new File(['%PDF-1.4'], 'title.pdf', { type: 'application/pdf' });
    await userEvent.upload(
      within(items[0]!).getByLabelText('File for: A copy of the land title'),
      file,
    );
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Send the file' }));
    expect(upload).toHaveBeenCalledWith(open, file, expect.anything());
  });

  it('the firm asks for a document: a name is needed, a due day in the past is refused', async () => {
    const ask = jest.fn(async () => undefined);
    renderWithTheme(<DocumentRequests requests={[]} reader="firm" open onAsk={ask} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a document' }));
    expect(ask).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Document needed')).toHaveAccessibleDescription(
      /Name the document you need/,
    );
    await userEvent.type(screen.getByLabelText('Document needed'), 'A copy of the land title');
    await userEvent.type(screen.getByLabelText('Due by (optional)'), '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a document' }));
    expect(ask).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Due by (optional)')).toHaveAccessibleDescription(
      'This date has passed.',
    );
    await userEvent.clear(screen.getByLabelText('Due by (optional)'));
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a document' }));
    expect(ask).toHaveBeenCalledWith({ name: 'A copy of the land title', dueDate: null });
  });
});

test('a card’s agenda: the next date in Kigali time and how many documents are asked', () => {
  renderWithTheme(
    <dl>
      <CaseAgenda next={aCaseDate({ kind: 'meeting', mode: 'office' })} asked={2} />
    </dl>,
  );
  expect(screen.getByText('Next date').nextSibling).toHaveTextContent(
    'Meeting: December 1, 2026 at 9:30 AM (Kigali time)',
  );
  expect(screen.getByText('Documents asked').nextSibling).toHaveTextContent('2');
});

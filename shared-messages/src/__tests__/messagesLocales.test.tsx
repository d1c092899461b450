import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { sessionStore, type CaseMessage, type ThreadSummary } from 'shared-api';
import { DataProvider } from 'shared-api/queries';
import { activateLocaleNow, formatDate, t, type Locale } from 'shared-i18n';
import { fakeApi, ok, signIn } from 'shared-api/src/testing/fakeApi';
import { renderWithTheme } from 'shared-ui/src/testing/renderWithTheme';
import { CaseThreadView } from '../CaseThreadView';
import { InboxPanel } from '../panels';
import { englishOf, leaks } from 'shared-i18n/src/testing/localeLeaks';

/** The thread and the inbox in Kinyarwanda and French: no key id, no English. */

const message = (seq: number, mine: boolean, attachment = false): CaseMessage => ({
  id: `m${seq}`,
  caseId: 'case-1',
  seq,
  authorName: mine ? 'Aline Uwase' : 'Jean Mugabo',
  authorEmail: mine ? 'aline@example.com' : 'jean.mugabo@example.com',
  authorRole: mine ? 'client' : 'adminStaff',
  mine,
  text: `Ubutumwa ${seq}`,
  createdAt: new Date(Date.UTC(2026, 10, 22, 10, seq)).toISOString(),
  attachment: attachment
    ? {
        fileName: 'icyemezo.pdf',
        url: 'http://localhost:4000/api/files/x?sig=1',
        size: 2048,
        mime: 'application/pdf',
      }
    : null,
});

const caseInfo = {
  caseId: 'case-1',
  reference: 'BTJ-2026-00001',
  caseType: 'Civil matters',
  caseSubtype: 'Land',
  status: 'pending',
  caseOwner: 'aline@example.com',
  assignedTo: null,
};

const thread = (caseId: string, messageCount: number, unread: number): ThreadSummary => ({
  caseId,
  reference: `BTJ-2026-0000${caseId.slice(-1)}`,
  caseType: 'Civil matters',
  caseSubtype: 'Land',
  caseOwner: 'aline@example.com',
  assignedTo: null,
  status: 'pending',
  messageCount,
  unread,
  lastMessageAt: '2026-11-22T10:00:00Z',
  activityAt: '2026-11-22T10:00:00Z',
});

/** The inbox's title of a case: its type and subtype in the reader's words (stored in English). */
const typeAndSubtype = () => `${t('cases.taxonomy.civilMatters')}: ${t('cases.taxonomy.land')}`;
const DATA: string[] = [];

beforeEach(() => {
  sessionStorage.clear();
  signIn();
  // 45 messages: the thread opens at the newest 40 and offers the earlier ones.
  const messages = Array.from({ length: 45 }, (_, i) => message(i + 1, i % 2 === 0, i === 44));
  fakeApi(({ method, url }) => {
    if (method !== 'GET') return undefined;
    if (url === '/cases/case-1/messages') return ok({ case: caseInfo, messages });
    if (url === '/messages/threads')
      return ok([thread('case-1', 45, 2), thread('case-2', 1, 0), thread('case-3', 0, 0)]);
    if (url === '/messages/unread') return ok({ total: 2, byCase: { 'case-1': 2 } });
    return undefined;
  });
});
afterEach(() => sessionStore.getState().clearSession());

describe.each<Exclude<Locale, 'en'>>(['rw', 'fr'])('in %s', (locale) => {
  const english = englishOf(['shared-messages', 'shared-cases', 'shared-ui', 'shared-api'], locale);

  it('the thread of a case: facts, messages, attachment, earlier, composer', async () => {
    activateLocaleNow(locale);
    renderWithTheme(
      <DataProvider>
        <Routes>
          <Route path="/messages/:caseId" element={<CaseThreadView />} />
        </Routes>
      </DataProvider>,
      { route: '/messages/case-1' },
    );
    expect(await screen.findByText('Ubutumwa 45')).toBeVisible();
    // Times in the locale's own date and time format (Kigali).
    expect(screen.getAllByText(formatDate('2026-11-22T10:45:00Z', 'dateTime'))).toHaveLength(1);
    expect(leaks(english, DATA)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /\(5\)/ }));
    expect(await screen.findByText('Ubutumwa 1')).toBeVisible();
    expect(leaks(english, DATA)).toEqual([]);
    // An empty message is refused in the reader's language, before any request.
    await userEvent.type(screen.getByRole('textbox'), '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(t('api.message.required'));
    expect(leaks(english, DATA)).toEqual([]);
  });

  it('the inbox: counts, last activity, unread badges; and the empty inbox', async () => {
    activateLocaleNow(locale);
    const { unmount } = renderWithTheme(
      <DataProvider>
        <InboxPanel pathFor={(id) => `/messages/${id}`} showOwner />
      </DataProvider>,
    );
    expect(await screen.findAllByText(typeAndSubtype())).toHaveLength(3);
    expect(leaks(english, DATA)).toEqual([]);
    unmount();
    fakeApi(({ url }) =>
      url === '/messages/threads'
        ? ok([])
        : url === '/messages/unread'
          ? ok({ total: 0, byCase: {} })
          : undefined,
    );
    renderWithTheme(
      <DataProvider>
        <InboxPanel pathFor={(id) => `/messages/${id}`} />
      </DataProvider>,
    );
    expect(await screen.findByText(t('messages.inbox.empty'))).toBeVisible();
    expect(leaks(english, DATA)).toEqual([]);
  });
});

it('in English the texts are the product’s own (the catalogue gives them back letter for letter)', async () => {
  renderWithTheme(
    <DataProvider>
      <Routes>
        <Route path="/messages/:caseId" element={<CaseThreadView />} />
      </Routes>
    </DataProvider>,
    { route: '/messages/case-1' },
  );
  expect(await screen.findByText('Ubutumwa 45')).toBeVisible();
  expect(screen.getByRole('button', { name: 'Show earlier messages (5)' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Attachment: icyemezo.pdf' })).toBeVisible();
  expect(screen.getByRole('list', { name: '45 messages' })).toBeVisible();
  expect(screen.getAllByText('Nov 22, 12:45 PM')).toHaveLength(1);
});

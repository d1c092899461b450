import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type CaseMessage, type ThreadSummary } from 'shared-api';
import { DataProvider } from 'shared-api/queries';
import {
  fail,
  fakeApi,
  ok,
  signIn,
  type FakeHandler,
  type FakeRequest,
} from 'shared-api/src/testing/fakeApi';
import { renderWithTheme } from 'shared-ui/src/testing/renderWithTheme';
import { CaseThreadPanel, InboxPanel } from '../panels';

const message = (seq: number, text: string, mine = false): CaseMessage => ({
  id: `m${seq}`,
  caseId: 'case-1',
  seq,
  authorName: mine ? 'Aline Uwase' : 'Lawyer One',
  authorEmail: mine ? 'aline@example.com' : 'lawyer.one@example.com',
  authorRole: mine ? 'client' : 'adminStaff',
  mine,
  text,
  createdAt: new Date(Date.UTC(2025, 0, 1, 10, seq)).toISOString(),
  attachment: null,
});

const summary = (caseId: string, unread: number): ThreadSummary => ({
  caseId,
  reference: 'BTJ-2026-00001',
  caseType: 'Civil matters',
  caseSubtype: 'Land',
  caseOwner: 'aline@example.com',
  assignedTo: null,
  status: 'pending',
  messageCount: 1,
  unread,
  lastMessageAt: '2025-01-01T10:00:00Z',
  activityAt: '2025-01-01T10:00:00Z',
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

/** The text of a posted message (axios sends JSON as a string). */
const sentText = (request: FakeRequest) =>
  (JSON.parse(String(request.body)) as { text: string }).text;

/** The server: the thread holds `messages`, a posted text joins it; `first` may answer before it. */
function server(messages: CaseMessage[], first: FakeHandler = () => undefined): FakeRequest[] {
  return fakeApi(async (request) => {
    const override = await first(request);
    if (override) return override;
    if (request.method === 'GET' && request.url === '/cases/case-1/messages')
      return ok({ case: caseInfo, messages: [...messages] });
    if (request.url === '/messages/unread') return ok({ total: 0, byCase: {} });
    if (request.method === 'POST' && request.url === '/cases/case-1/messages') {
      const sent = message(messages.length + 1, sentText(request), true);
      messages.push(sent);
      return { status: 201, data: { status: 'success', message: 'Message sent', data: sent } };
    }
    return undefined;
  });
}

const renderThread = () =>
  renderWithTheme(
    <DataProvider>
      <CaseThreadPanel caseId="case-1" />
    </DataProvider>,
  );
const box = () => screen.getByRole('textbox', { name: 'Your message' });
const conversation = () => screen.getByRole('region', { name: 'Conversation' });

beforeEach(() => {
  sessionStorage.clear();
  signIn();
});
afterEach(() => sessionStore.getState().clearSession());

describe('CaseThreadPanel', () => {
  it('shows the case and its thread; a sent message joins it and the composer empties', async () => {
    const requests = server([message(1, 'Hello')]);
    renderThread();
    expect(await screen.findByText('Hello')).toBeVisible();
    expect(
      screen.getByText(
        'Civil matters: Land · Case owner aline@example.com · Lawyer not assigned yet',
      ),
    ).toBeVisible();
    expect(screen.getByText('Case BTJ-2026-00001')).toBeVisible();
    await userEvent.type(box(), '  Thank you  {Enter}');
    expect(await within(conversation()).findByText('Thank you')).toBeVisible();
    expect(box()).toHaveValue('');
    expect(requests.filter((r) => r.method === 'POST').map(sentText)).toEqual(['Thank you']);
  });

  it('a failed send keeps the text and says why; the next try sends it', async () => {
    let down = true;
    server([], (request) =>
      request.method === 'POST' && down ? fail(503, 'Service unavailable') : undefined,
    );
    renderThread();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Your message' }),
      'Keep me{Enter}',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    expect(box()).toHaveValue('Keep me');
    expect(within(conversation()).queryByText('Keep me')).toBeNull();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(conversation()).findByText('Keep me')).toBeVisible();
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an empty message without asking the server', async () => {
    const requests = server([]);
    renderThread();
    await screen.findByText('No messages yet. Write the first one below.');
    await userEvent.type(box(), '   {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a message.');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('says when the case does not exist', async () => {
    fakeApi(() => fail(404, 'Case not found'));
    renderThread();
    expect(await screen.findByRole('heading', { name: 'Case not found' })).toBeVisible();
  });

  it("shows the server's reason when the thread is not yours", async () => {
    fakeApi(() => fail(403, 'You are not allowed to see the messages of this case.'));
    renderThread();
    expect(
      await screen.findByText('You are not allowed to see the messages of this case.'),
    ).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Your message' })).toBeNull();
  });
});

/** The unread counts refresh every 3.5 s while the tab is visible (so a reply shows within 5 s). */
const UNREAD_POLL_MS = 3_500;

describe('a thread on screen', () => {
  afterEach(() => jest.useRealTimers());

  it('is fetched again when the unread counts show news in it, and only then', async () => {
    jest.useFakeTimers();
    const messages = [message(1, 'Hello', true)];
    let unread: Record<string, number> = {};
    const requests = fakeApi((request) => {
      if (request.url === '/messages/unread') {
        const total = Object.values(unread).reduce((sum, n) => sum + n, 0);
        return ok({ total, byCase: unread });
      }
      if (request.url === '/cases/case-1/messages') {
        delete unread['case-1']; // the server marks it read
        return ok({ case: caseInfo, messages: [...messages] });
      }
      return undefined;
    });
    const threadReads = () => requests.filter((r) => r.url === '/cases/case-1/messages').length;
    renderThread();
    expect(await screen.findByText('Hello')).toBeVisible();
    const before = threadReads();

    unread = { 'case-9': 2 };
    await act(() => jest.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(threadReads()).toBe(before);

    messages.push(message(2, 'Your hearing is on Monday'));
    unread = { 'case-1': 1, 'case-9': 2 };
    await act(() => jest.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(within(conversation()).getByText('Your hearing is on Monday')).toBeVisible();
    expect(threadReads()).toBe(before + 1);
  });
});

describe('the composer’s draft outlives an expired session', () => {
  it('is back in the thread after the same user signs in again', async () => {
    server([]);
    const first = renderThread();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Your message' }),
      'A reply half written',
    );
    first.unmount();
    sessionStore.getState().clearSession('expired');
    signIn();
    renderThread();
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toHaveValue(
      'A reply half written',
    );
  });

  it('is gone once sent, and never shown to another user', async () => {
    server([]);
    const sent = renderThread();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Your message' }),
      'Thanks{Enter}',
    );
    await within(conversation()).findByText('Thanks');
    sent.unmount();
    const again = renderThread();
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toHaveValue('');

    await userEvent.type(box(), 'Private');
    again.unmount();
    sessionStore.getState().clearSession('expired');
    sessionStore
      .getState()
      .setSession({ token: 'x.e30.y', userId: 'user-2', email: 'b@example.com' });
    server([]);
    renderThread();
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });
});

describe('InboxPanel', () => {
  it('lists the threads with their unread badge', async () => {
    fakeApi((request) => {
      if (request.url === '/messages/threads') return ok([summary('case-1', 2)]);
      if (request.url === '/messages/unread') return ok({ total: 2, byCase: { 'case-1': 2 } });
      return undefined;
    });
    renderWithTheme(
      <DataProvider>
        <InboxPanel pathFor={(id) => `/messages/${id}`} />
      </DataProvider>,
    );
    const row = await screen.findByRole('link', { name: /Civil matters: Land/ });
    expect(row).toHaveAttribute('href', '/messages/case-1');
    expect(row).toHaveTextContent('2 unread');
    expect(row).toHaveTextContent('BTJ-2026-00001');
  });

  it('says why the threads did not load, and tries again', async () => {
    let down = true;
    fakeApi((request) => {
      if (request.url === '/messages/threads') return down ? fail(403, 'No access') : ok([]);
      return ok({ total: 0, byCase: {} });
    });
    renderWithTheme(
      <DataProvider>
        <InboxPanel pathFor={(id) => `/messages/${id}`} />
      </DataProvider>,
    );
    expect(await screen.findByText('No access')).toBeVisible();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No conversations yet')).toBeVisible();
  });
});

import { act, renderHook } from '@testing-library/react';
import { sessionStore } from '../session/sessionStore';
import { messagesStore } from '../stores/messagesStore';
import { UNREAD_POLL_MS, useUnreadPolling } from '../stores/messagesPolling';
import type { CaseMessage, ThreadSummary } from '../calls/types';
import { fail, ok, testServerForSuite } from '../testing/testServer';

const server = testServerForSuite();

beforeEach(() => {
  sessionStore.getState().setSession({ token: 'tok-1', userId: 'user-1', email: 'a@example.com' });
  messagesStore.getState().reset();
});
afterEach(() => {
  sessionStore.getState().clearSession();
});

const message = (seq: number, text: string, mine = false): CaseMessage => ({
  id: `m${seq}`,
  caseId: 'case-1',
  seq,
  authorName: mine ? 'Aline Uwase' : 'Lawyer One',
  authorEmail: mine ? 'a@example.com' : 'lawyer.one@example.com',
  authorRole: mine ? 'client' : 'adminStaff',
  mine,
  text,
  createdAt: new Date(Date.UTC(2025, 0, 1, 10, seq)).toISOString(),
  attachment: null,
});

const thread = (caseId: string, unread: number, activityAt: string): ThreadSummary => ({
  caseId,
  caseType: 'Civil matters',
  caseSubtype: 'Land',
  caseOwner: 'a@example.com',
  assignedTo: 'lawyer.one@example.com',
  status: 'pending',
  messageCount: unread,
  unread,
  lastMessageAt: activityAt,
  activityAt,
});

describe('messagesStore', () => {
  it('loads threads and derives the unread counts from them', async () => {
    server.on(
      'GET',
      '/messages/threads',
      ok([
        thread('case-2', 2, '2025-01-02T00:00:00Z'),
        thread('case-1', 0, '2025-01-01T00:00:00Z'),
      ]),
    );
    await messagesStore.getState().fetchThreads();
    const state = messagesStore.getState();
    expect(state.threads.map((t) => t.caseId)).toEqual(['case-2', 'case-1']);
    expect(state.unread).toEqual({ total: 2, byCase: { 'case-2': 2 } });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('opening a thread stores its messages and clears its unread count', async () => {
    messagesStore.setState({ unread: { total: 3, byCase: { 'case-1': 2, 'case-9': 1 } } });
    server.on(
      'GET',
      '/cases/case-1/messages',
      ok({
        case: { caseId: 'case-1', caseType: 'Civil matters' },
        messages: [message(1, 'Hello')],
      }),
    );
    await messagesStore.getState().openThread('case-1');
    const state = messagesStore.getState();
    expect(state.current?.messages.map((m) => m.text)).toEqual(['Hello']);
    expect(state.current?.loading).toBe(false);
    expect(state.unread).toEqual({ total: 1, byCase: { 'case-9': 1 } });
  });

  it("a thread that cannot load keeps the server's message", async () => {
    server.on(
      'GET',
      '/cases/case-1/messages',
      fail(403, 'You are not allowed to see the messages of this case.'),
    );
    await messagesStore.getState().openThread('case-1');
    expect(messagesStore.getState().current?.error).toBe(
      'You are not allowed to see the messages of this case.',
    );
  });

  it('a sent message is appended and its draft emptied', async () => {
    messagesStore.setState({
      current: {
        caseId: 'case-1',
        case: null,
        messages: [message(1, 'Hello')],
        loading: false,
        error: null,
      },
    });
    messagesStore.getState().setDraft('case-1', '  Thank you  ');
    server.on('POST', '/cases/case-1/messages', (request) => ({
      status: 201,
      body: {
        status: 'success',
        message: 'Message sent',
        data: message(2, (request.json() as { text: string }).text, true),
      },
    }));
    const sent = await messagesStore.getState().send('case-1', { text: '  Thank you  ' });
    expect(sent).toBe(true);
    expect(server.requests.at(-1)?.json()).toEqual({ text: 'Thank you' });
    const state = messagesStore.getState();
    expect(state.current?.messages.map((m) => m.text)).toEqual(['Hello', 'Thank you']);
    expect(state.drafts['case-1']).toBeUndefined();
  });

  it('a failed send keeps the draft and tells why', async () => {
    messagesStore.getState().setDraft('case-1', 'My question');
    server.on('POST', '/cases/case-1/messages', fail(500));
    const sent = await messagesStore.getState().send('case-1', { text: 'My question' });
    expect(sent).toBe(false);
    const state = messagesStore.getState();
    expect(state.drafts['case-1']).toBe('My question');
    expect(state.sendError).toBe('Your message was not sent. Please try again.');
    expect(state.sending).toBe(false);
  });

  it('an empty draft is refused without a request', async () => {
    expect(await messagesStore.getState().send('case-1', { text: '  ' })).toBe(false);
    expect(messagesStore.getState().sendError).toBe('Please write a message.');
    expect(server.requests).toHaveLength(0);
  });

  it('another user signing in empties the store', () => {
    messagesStore.getState().setDraft('case-1', 'private words');
    sessionStore
      .getState()
      .setSession({ token: 'tok-2', userId: 'user-2', email: 'b@example.com' });
    expect(messagesStore.getState().drafts).toEqual({});
  });
});

describe('a watched thread', () => {
  it('is fetched again when the unread counts show a new message in it, and merged in place', async () => {
    server.on(
      'GET',
      '/cases/case-1/messages',
      ok({ case: { caseId: 'case-1' }, messages: [message(1, 'Hello', true)] }),
    );
    await messagesStore.getState().openThread('case-1');
    messagesStore.getState().watchThread('case-1');
    server.on('GET', '/messages/unread', ok({ total: 1, byCase: { 'case-1': 1 } }));
    server.on(
      'GET',
      '/cases/case-1/messages',
      ok({
        case: { caseId: 'case-1' },
        messages: [message(1, 'Hello', true), message(2, 'Reply')],
      }),
    );
    await messagesStore.getState().fetchUnread();
    const state = messagesStore.getState();
    expect(state.current?.messages.map((m) => m.text)).toEqual(['Hello', 'Reply']);
    expect(state.unread.total).toBe(0);
  });

  it('is left alone when nothing new is unread there', async () => {
    server.on('GET', '/cases/case-1/messages', ok({ case: { caseId: 'case-1' }, messages: [] }));
    await messagesStore.getState().openThread('case-1');
    messagesStore.getState().watchThread('case-1');
    const before = server.requests.length;
    server.on('GET', '/messages/unread', ok({ total: 2, byCase: { 'case-9': 2 } }));
    await messagesStore.getState().fetchUnread();
    expect(server.requests.slice(before).map((r) => r.path)).toEqual(['/messages/unread']);
    expect(messagesStore.getState().unread.total).toBe(2);
  });
});

describe('useUnreadPolling', () => {
  let visibility: DocumentVisibilityState = 'visible';
  let fetchUnread: jest.SpyInstance;
  beforeEach(() => {
    visibility = 'visible';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    fetchUnread = jest.spyOn(messagesStore.getState(), 'fetchUnread').mockResolvedValue();
    messagesStore.setState({ fetchUnread: fetchUnread as never });
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const setVisibility = (value: DocumentVisibilityState) => {
    visibility = value;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  };

  it('fetches at once and every UNREAD_POLL_MS (3.5 s) while the tab is visible', () => {
    renderHook(() => useUnreadPolling());
    expect(fetchUnread).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(UNREAD_POLL_MS - 1));
    expect(fetchUnread).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    expect(fetchUnread).toHaveBeenCalledTimes(2);
    act(() => jest.advanceTimersByTime(UNREAD_POLL_MS * 2));
    expect(fetchUnread).toHaveBeenCalledTimes(4);
  });

  it('makes no request while the tab is hidden and fetches again when it comes back', () => {
    renderHook(() => useUnreadPolling());
    expect(fetchUnread).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    act(() => jest.advanceTimersByTime(UNREAD_POLL_MS * 5));
    expect(fetchUnread).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(fetchUnread).toHaveBeenCalledTimes(2);
    act(() => jest.advanceTimersByTime(UNREAD_POLL_MS));
    expect(fetchUnread).toHaveBeenCalledTimes(3);
  });

  it('keeps one clock for every badge and panel that asks', () => {
    expect(UNREAD_POLL_MS).toBeLessThanOrEqual(4_000);
    const nav = renderHook(() => useUnreadPolling());
    const menu = renderHook(() => useUnreadPolling());
    const thread = renderHook(() => useUnreadPolling());
    expect(fetchUnread).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(UNREAD_POLL_MS));
    expect(fetchUnread).toHaveBeenCalledTimes(2);
    nav.unmount();
    menu.unmount();
    act(() => jest.advanceTimersByTime(UNREAD_POLL_MS));
    expect(fetchUnread).toHaveBeenCalledTimes(3);
    thread.unmount();
    act(() => jest.advanceTimersByTime(UNREAD_POLL_MS * 3));
    expect(fetchUnread).toHaveBeenCalledTimes(3);
  });

  it('does not start hidden, nor without a session, and stops on unmount', () => {
    visibility = 'hidden';
    const hidden = renderHook(() => useUnreadPolling());
    act(() => jest.advanceTimersByTime(UNREAD_POLL_MS * 3));
    expect(fetchUnread).not.toHaveBeenCalled();
    hidden.unmount();

    visibility = 'visible';
    sessionStore.getState().clearSession();
    const anonymous = renderHook(() => useUnreadPolling());
    act(() => jest.advanceTimersByTime(UNREAD_POLL_MS * 3));
    expect(fetchUnread).not.toHaveBeenCalled();
    anonymous.unmount();

    sessionStore
      .getState()
      .setSession({ token: 'tok-1', userId: 'user-1', email: 'a@example.com' });
    messagesStore.setState({ fetchUnread: fetchUnread as never });
    const polling = renderHook(() => useUnreadPolling());
    expect(fetchUnread).toHaveBeenCalledTimes(1);
    polling.unmount();
    act(() => jest.advanceTimersByTime(UNREAD_POLL_MS * 3));
    expect(fetchUnread).toHaveBeenCalledTimes(1);
  });
});

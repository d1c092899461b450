import { act, renderHook, waitFor } from '@testing-library/react';
import { sessionStore } from 'shared-api';
import { messageQueries } from '../queries/messageQueries';
import { queryClient } from 'shared-api/queries';
import { useSendMessage } from '../queries/useMessages';
import type { CaseMessage, CaseThread, ThreadSummary, UnreadCounts } from 'shared-api';
import { resetQueryCache } from 'shared-api/src/testing/queryCache';
import { fail, ok, testServerForSuite } from 'shared-api/src/testing/testServer';

const server = testServerForSuite();

beforeEach(() => {
  sessionStore.getState().setSession({ token: 'tok-1', userId: 'user-1', email: 'a@example.com' });
  resetQueryCache();
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
  reference: 'BTJ-2026-00001',
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

const caseInfo = {
  caseId: 'case-1',
  reference: 'BTJ-2026-00001',
  caseType: 'Civil matters',
  caseSubtype: 'Land',
  status: 'pending',
  caseOwner: 'a@example.com',
  assignedTo: null,
};

const unreadNow = () => queryClient.getQueryData<UnreadCounts>(messageQueries.unread().queryKey);
const threadsNow = () =>
  queryClient.getQueryData<ThreadSummary[]>(messageQueries.threads().queryKey);
const threadNow = (caseId: string) =>
  queryClient.getQueryData<CaseThread>(messageQueries.thread(caseId).queryKey);

describe('messageQueries', () => {
  it('the inbox loads the threads and the unread counts follow them', async () => {
    server.on(
      'GET',
      '/messages/threads',
      ok([
        thread('case-2', 2, '2025-01-02T00:00:00Z'),
        thread('case-1', 0, '2025-01-01T00:00:00Z'),
      ]),
    );
    const threads = await queryClient.fetchQuery(messageQueries.threads());
    expect(threads.map((t) => t.caseId)).toEqual(['case-2', 'case-1']);
    expect(unreadNow()).toEqual({ total: 2, byCase: { 'case-2': 2 } });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('opening a thread gives its messages and clears its unread count (the server marked it read)', async () => {
    queryClient.setQueryData(messageQueries.unread().queryKey, {
      total: 3,
      byCase: { 'case-1': 2, 'case-9': 1 },
    });
    queryClient.setQueryData(messageQueries.threads().queryKey, [
      thread('case-1', 2, '2025-01-01T00:00:00Z'),
    ]);
    server.on(
      'GET',
      '/cases/case-1/messages',
      ok({ case: caseInfo, messages: [message(1, 'Hello')] }),
    );
    const opened = await queryClient.fetchQuery(messageQueries.thread('case-1'));
    expect(opened.messages.map((m) => m.text)).toEqual(['Hello']);
    expect(unreadNow()).toEqual({ total: 1, byCase: { 'case-9': 1 } });
    expect(threadsNow()?.[0]?.unread).toBe(0);
  });

  it('new unread counts update the inbox rows', async () => {
    queryClient.setQueryData(messageQueries.threads().queryKey, [
      thread('case-1', 0, '2025-01-01T00:00:00Z'),
    ]);
    server.on('GET', '/messages/unread', ok({ total: 3, byCase: { 'case-1': 3 } }));
    await queryClient.fetchQuery(messageQueries.unread());
    expect(threadsNow()?.[0]?.unread).toBe(3);
  });

  it("a thread that cannot load keeps the server's message", async () => {
    server.on(
      'GET',
      '/cases/case-1/messages',
      fail(403, 'You are not allowed to see the messages of this case.'),
    );
    await expect(queryClient.fetchQuery(messageQueries.thread('case-1'))).rejects.toThrow(
      'You are not allowed to see the messages of this case.',
    );
  });

  it('a thread fetched again keeps a message sent here after that fetch left', async () => {
    queryClient.setQueryData(messageQueries.thread('case-1').queryKey, {
      case: caseInfo,
      messages: [message(1, 'Hello'), message(2, 'Sent meanwhile', true)],
    });
    server.on(
      'GET',
      '/cases/case-1/messages',
      ok({ case: caseInfo, messages: [message(1, 'Hello')] }),
    );
    const again = await queryClient.fetchQuery(messageQueries.thread('case-1'));
    expect(again.messages.map((m) => m.text)).toEqual(['Hello', 'Sent meanwhile']);
  });

  it('another user signing in drops the messages read for the previous one', () => {
    queryClient.setQueryData(messageQueries.unread().queryKey, { total: 1, byCase: { a: 1 } });
    sessionStore
      .getState()
      .setSession({ token: 'tok-2', userId: 'user-2', email: 'b@example.com' });
    expect(unreadNow()).toBeUndefined();
  });
});

describe('useSendMessage', () => {
  it('a sent message joins its thread and moves the thread to the top of the inbox', async () => {
    queryClient.setQueryData(messageQueries.thread('case-1').queryKey, {
      case: caseInfo,
      messages: [message(1, 'Hello')],
    });
    queryClient.setQueryData(messageQueries.threads().queryKey, [
      thread('case-2', 0, '2025-01-01T11:00:00Z'),
      thread('case-1', 0, '2025-01-01T09:00:00Z'),
    ]);
    server.on('POST', '/cases/case-1/messages', (request) => ({
      status: 201,
      body: {
        status: 'success',
        message: 'Message sent',
        data: {
          ...message(2, (request.json() as { text: string }).text, true),
          createdAt: '2025-01-01T12:00:00.000Z',
        },
      },
    }));
    const { result } = renderHook(() => useSendMessage('case-1'));
    let sent = false;
    await act(async () => {
      sent = await result.current.send({ text: '  Thank you  ' });
    });
    expect(sent).toBe(true);
    expect(server.requests.at(-1)?.json()).toEqual({ text: 'Thank you' });
    expect(threadNow('case-1')?.messages.map((m) => m.text)).toEqual(['Hello', 'Thank you']);
    expect(threadsNow()?.map((t) => [t.caseId, t.messageCount])).toEqual([
      ['case-1', 1],
      ['case-2', 0],
    ]);
    expect(result.current.error).toBeNull();
  });

  it('a failed send tells why', async () => {
    server.on('POST', '/cases/case-1/messages', fail(500));
    const { result } = renderHook(() => useSendMessage('case-1'));
    let sent = true;
    await act(async () => {
      sent = await result.current.send({ text: 'My question' });
    });
    expect(sent).toBe(false);
    await waitFor(() =>
      expect(result.current.error).toBe('Your message was not sent. Please try again.'),
    );
    expect(result.current.sending).toBe(false);
  });

  it('an empty message is refused without a request', async () => {
    const { result } = renderHook(() => useSendMessage('case-1'));
    let sent = true;
    await act(async () => {
      sent = await result.current.send({ text: '  ' });
    });
    expect(sent).toBe(false);
    expect(result.current.error).toBe('Please write a message.');
    expect(server.requests).toHaveLength(0);
  });
});

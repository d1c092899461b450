import { queryOptions } from '@tanstack/react-query';
import { getCaseMessages, getThreads, getUnreadCounts } from '../calls/messages';
import type { CaseMessage, CaseThread, ThreadSummary, UnreadCounts } from 'shared-api';
import { sessionStore } from 'shared-api';
import { queryClient } from 'shared-api/queries';

/** Every messages read's key starts here. */
const MESSAGES_KEY = ['messages'] as const;
const THREADS_KEY = [...MESSAGES_KEY, 'threads'] as const;
const UNREAD_KEY = [...MESSAGES_KEY, 'unread'] as const;
const threadKey = (caseId: string) => [...MESSAGES_KEY, 'thread', caseId] as const;

/**
 * How often the unread counts refresh while the tab is visible. One small indexed query per tick
 * (GET /messages/unread); an open thread is fetched again only when that count says it changed, so
 * a reply shows within about 4 s without server-sent events (no long-lived connection per tab,
 * nothing new for proxies, the bearer header stays as it is).
 */
export const UNREAD_POLL_MS = 3_500;

function withoutUnread(unread: UnreadCounts, caseId: string): UnreadCounts {
  const n = unread.byCase[caseId];
  if (!n) return unread;
  const byCase = { ...unread.byCase };
  delete byCase[caseId];
  return { total: Math.max(0, unread.total - n), byCase };
}

/** The fetched thread, plus any message sent here after that fetch left the server. */
function mergedMessages(fetched: CaseMessage[], shown: readonly CaseMessage[]): CaseMessage[] {
  const lastSeq = fetched.at(-1)?.seq ?? 0;
  const later = shown.filter((message) => message.seq > lastSeq);
  return later.length ? [...fetched, ...later] : fetched;
}

/** The server marked a thread read when it answered it: its counts here follow. */
function markThreadRead(caseId: string): void {
  queryClient.setQueryData<UnreadCounts>(UNREAD_KEY, (unread) =>
    unread ? withoutUnread(unread, caseId) : unread,
  );
  queryClient.setQueryData<ThreadSummary[]>(THREADS_KEY, (threads) =>
    threads?.map((t) => (t.caseId === caseId && t.unread ? { ...t, unread: 0 } : t)),
  );
}

async function readThreads(): Promise<ThreadSummary[]> {
  const threads = await getThreads();
  const byCase: Record<string, number> = {};
  let total = 0;
  for (const thread of threads) {
    if (thread.unread > 0) {
      byCase[thread.caseId] = thread.unread;
      total += thread.unread;
    }
  }
  // An admin's thread list holds only cases with messages: its counts are the whole truth.
  queryClient.setQueryData<UnreadCounts>(UNREAD_KEY, { total, byCase });
  return threads;
}

/** Nothing is unread without a session. */
const NONE_UNREAD: UnreadCounts = { total: 0, byCase: {} };

async function readUnread(): Promise<UnreadCounts> {
  // A poll's timer can outlive the session by a tick (a badge of a page being left, not rendered
  // again yet): without a token there is nothing to ask the server, which would only refuse it.
  if (sessionStore.getState().token === null) return NONE_UNREAD;
  const unread = await getUnreadCounts();
  queryClient.setQueryData<ThreadSummary[]>(THREADS_KEY, (threads) =>
    threads?.map((thread) => {
      const count = unread.byCase[thread.caseId] ?? 0;
      return count === thread.unread ? thread : { ...thread, unread: count };
    }),
  );
  return unread;
}

async function readThread(caseId: string): Promise<CaseThread> {
  const thread = await getCaseMessages(caseId);
  markThreadRead(caseId);
  const shown = queryClient.getQueryData<CaseThread>(threadKey(caseId))?.messages ?? [];
  return { ...thread, messages: mergedMessages(thread.messages, shown) };
}

/** The messages reads, each with its key and call defined once. */
export const messageQueries = {
  /** The signed-in user's case threads, newest activity first; asked again each time the inbox shows. */
  threads: () => queryOptions({ queryKey: THREADS_KEY, queryFn: readThreads, staleTime: 0 }),
  /** One case's thread, oldest first (the server marks it read); asked again each time it opens. */
  thread: (caseId: string) =>
    queryOptions({ queryKey: threadKey(caseId), queryFn: () => readThread(caseId), staleTime: 0 }),
  /**
   * The unread counts, polled while the tab is visible (a hidden tab asks nothing, coming back asks
   * at once). Every observer's timer restarts whenever the query updates, and a badge mounted
   * between two ticks reuses the last answer, so however many badges and panels read it, one
   * request goes out per tick. A missed tick keeps the last counts.
   */
  unread: () =>
    queryOptions({
      queryKey: UNREAD_KEY,
      queryFn: readUnread,
      staleTime: UNREAD_POLL_MS,
      refetchInterval: UNREAD_POLL_MS,
      refetchIntervalInBackground: false,
      retry: false,
    }),
};

/** A message this user sent is in its thread and moves its thread to the top of the inbox. */
export function addSentMessage(caseId: string, message: CaseMessage): void {
  queryClient.setQueryData<CaseThread>(threadKey(caseId), (thread) =>
    thread ? { ...thread, messages: [...thread.messages, message] } : thread,
  );
  queryClient.setQueryData<ThreadSummary[]>(THREADS_KEY, (threads) => {
    if (!threads) return threads;
    const next = threads.map((t) =>
      t.caseId === caseId
        ? {
            ...t,
            messageCount: t.messageCount + 1,
            lastMessageAt: message.createdAt,
            activityAt: message.createdAt,
          }
        : t,
    );
    return next.sort((a, b) => b.activityAt.localeCompare(a.activityAt));
  });
}

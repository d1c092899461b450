import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { validateMessageText } from 'shared-contract';
import {
  getCaseMessages,
  getThreads,
  getUnreadCounts,
  messageMessages,
  sendCaseMessage,
  type NewMessage,
} from '../calls/messages';
import type { CaseMessage, ThreadCase, ThreadSummary, UnreadCounts } from '../calls/types';
import { isCaseNotFound } from '../calls/cases';
import { errorMessage } from '../http/errorMessage';
import { sessionStore } from '../session/sessionStore';
import { readDraft, removeDraft, writeDraft } from '../drafts/draftStorage';

/** A composer's text is also kept in the tab (shared-api drafts): it outlives an expired session. */
const draftKey = (caseId: string) => `message:${caseId}`;
const userId = () => sessionStore.getState().userId;

export interface CurrentThread {
  caseId: string;
  case: ThreadCase | null;
  messages: CaseMessage[];
  loading: boolean;
  error: string | null;
  /** The last load failed because there is no such case (unknown or malformed id). */
  notFound?: boolean;
}

export interface MessagesState {
  threads: ThreadSummary[];
  threadsLoaded: boolean;
  threadsLoading: boolean;
  threadsError: string | null;
  unread: UnreadCounts;
  current: CurrentThread | null;
  /** The case whose thread is on screen: a new unread message there is fetched at once. */
  watching: string | null;
  /** The composer's text per case: kept until a send succeeds (a failed send loses nothing). */
  drafts: Record<string, string>;
  sending: boolean;
  sendError: string | null;
  fetchThreads: () => Promise<void>;
  /** Refreshes the counts; an unread message in the watched thread fetches that thread again. */
  fetchUnread: () => Promise<void>;
  /** Marks a thread as on screen (null: none), for fetchUnread. */
  watchThread: (caseId: string | null) => void;
  /** Fetches the open thread again in place (no loading state, the send error kept). */
  refreshThread: (caseId: string) => Promise<void>;
  /** Loads a thread (the server marks it read) and clears its unread count here. */
  openThread: (caseId: string) => Promise<void>;
  setDraft: (caseId: string, text: string) => void;
  /**
   * Sends the draft (and an optional file) of a case. Success appends the message and empties
   * the draft; failure keeps the draft and stores the error. Resolves to whether it was sent.
   */
  send: (caseId: string, input: NewMessage) => Promise<boolean>;
  reset: () => void;
}

const EMPTY_UNREAD: UnreadCounts = { total: 0, byCase: {} };

function withoutUnread(unread: UnreadCounts, caseId: string): UnreadCounts {
  const n = unread.byCase[caseId];
  if (!n) return unread;
  const byCase = { ...unread.byCase };
  delete byCase[caseId];
  return { total: Math.max(0, unread.total - n), byCase };
}

/** The fetched thread, plus any message sent here after that fetch left the server. */
function mergedMessages(fetched: CaseMessage[], shown: CaseMessage[]): CaseMessage[] {
  const lastSeq = fetched.at(-1)?.seq ?? 0;
  const later = shown.filter((message) => message.seq > lastSeq);
  return later.length ? [...fetched, ...later] : fetched;
}

export const messagesStore = createStore<MessagesState>()((set, get) => ({
  threads: [],
  threadsLoaded: false,
  threadsLoading: false,
  threadsError: null,
  unread: EMPTY_UNREAD,
  current: null,
  watching: null,
  drafts: {},
  sending: false,
  sendError: null,

  fetchThreads: async () => {
    set({ threadsLoading: true, threadsError: null });
    try {
      const threads = await getThreads();
      const byCase: Record<string, number> = {};
      let total = 0;
      for (const thread of threads) {
        if (thread.unread > 0) {
          byCase[thread.caseId] = thread.unread;
          total += thread.unread;
        }
      }
      set({
        threads,
        threadsLoaded: true,
        threadsLoading: false,
        // An admin's thread list holds only cases with messages: its counts are the whole truth.
        unread: { total, byCase },
      });
    } catch (error) {
      set({
        threadsLoading: false,
        threadsError: errorMessage(error, messageMessages.threadsFallback),
      });
    }
  },

  fetchUnread: async () => {
    try {
      const unread = await getUnreadCounts();
      const { threads } = get();
      set({
        unread,
        threads: threads.map((thread) =>
          (unread.byCase[thread.caseId] ?? 0) === thread.unread
            ? thread
            : { ...thread, unread: unread.byCase[thread.caseId] ?? 0 },
        ),
      });
    } catch {
      // A missed refresh keeps the last counts; the next tick tries again.
      return;
    }
    const { watching, unread } = get();
    if (watching && (unread.byCase[watching] ?? 0) > 0) await get().refreshThread(watching);
  },

  watchThread: (caseId) => set({ watching: caseId }),

  refreshThread: async (caseId) => {
    let thread;
    try {
      thread = await getCaseMessages(caseId);
    } catch {
      return; // the thread on screen stays; the next tick tries again
    }
    if (get().current?.caseId !== caseId) return;
    set((state) => ({
      current: {
        ...(state.current as CurrentThread),
        case: thread.case,
        messages: mergedMessages(thread.messages, state.current?.messages ?? []),
      },
      unread: withoutUnread(state.unread, caseId),
      threads: state.threads.map((t) => (t.caseId === caseId ? { ...t, unread: 0 } : t)),
    }));
  },

  openThread: async (caseId) => {
    const known = get().current;
    const sameCase = known?.caseId === caseId;
    const kept = readDraft(userId(), draftKey(caseId));
    if (get().drafts[caseId] === undefined && typeof kept === 'string') {
      set((state) => ({ drafts: { ...state.drafts, [caseId]: kept } }));
    }
    set({
      current: {
        caseId,
        case: sameCase ? known.case : null,
        messages: sameCase ? known.messages : [],
        loading: true,
        error: null,
      },
      sendError: null,
    });
    try {
      const thread = await getCaseMessages(caseId);
      if (get().current?.caseId !== caseId) return;
      set((state) => ({
        current: {
          caseId,
          case: thread.case,
          messages: thread.messages,
          loading: false,
          error: null,
        },
        unread: withoutUnread(state.unread, caseId),
        threads: state.threads.map((t) => (t.caseId === caseId ? { ...t, unread: 0 } : t)),
      }));
    } catch (error) {
      if (get().current?.caseId !== caseId) return;
      set((state) => ({
        current: {
          ...(state.current as CurrentThread),
          loading: false,
          error: errorMessage(error, messageMessages.threadFallback),
          notFound: isCaseNotFound(error),
        },
      }));
    }
  },

  setDraft: (caseId, text) => {
    writeDraft(userId(), draftKey(caseId), text);
    set((state) => ({ drafts: { ...state.drafts, [caseId]: text } }));
  },

  send: async (caseId, input) => {
    const invalid = validateMessageText(input.text);
    if (invalid) {
      set({ sendError: invalid });
      return false;
    }
    set({ sending: true, sendError: null });
    try {
      const message = await sendCaseMessage(caseId, { ...input, text: input.text.trim() });
      removeDraft(userId(), draftKey(caseId));
      set((state) => {
        const drafts = { ...state.drafts };
        delete drafts[caseId];
        const current =
          state.current?.caseId === caseId
            ? { ...state.current, messages: [...state.current.messages, message] }
            : state.current;
        const threads = state.threads.map((t) =>
          t.caseId === caseId
            ? {
                ...t,
                messageCount: t.messageCount + 1,
                lastMessageAt: message.createdAt,
                activityAt: message.createdAt,
              }
            : t,
        );
        threads.sort((a, b) => b.activityAt.localeCompare(a.activityAt));
        return { drafts, current, threads, sending: false };
      });
      return true;
    } catch (error) {
      set({ sending: false, sendError: errorMessage(error, messageMessages.sendFallback) });
      return false;
    }
  },

  reset: () => set(messagesStore.getInitialState(), true),
}));

export function useMessagesStore<T>(selector: (state: MessagesState) => T): T {
  return useStore(messagesStore, selector);
}

// Another user signing in on this tab must never see the previous user's threads or drafts.
let storeUser = sessionStore.getState().userId;
sessionStore.subscribe((session) => {
  if (session.userId === storeUser) return;
  storeUser = session.userId;
  messagesStore.getState().reset();
});

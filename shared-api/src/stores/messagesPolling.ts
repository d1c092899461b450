import { useEffect } from 'react';
import { useSession } from '../session/sessionStore';
import { messagesStore, useMessagesStore } from './messagesStore';

/**
 * How often the unread counts refresh while the tab is visible. One small indexed query per tick
 * (GET /messages/unread); an open thread is fetched again only when that count says it changed, so
 * a reply shows within about 4 s without server-sent events (no long-lived connection per tab,
 * nothing new for proxies, the bearer header stays as it is).
 */
export const UNREAD_POLL_MS = 3_500;

/** One clock for the whole tab, however many badges and panels ask for the counts. */
let users = 0;
let timer: ReturnType<typeof setInterval> | null = null;
let clockMs = UNREAD_POLL_MS;

function stopClock() {
  if (timer) clearInterval(timer);
  timer = null;
}

function startClock() {
  stopClock();
  if (users === 0 || document.visibilityState !== 'visible') return;
  void messagesStore.getState().fetchUnread();
  timer = setInterval(() => {
    if (document.visibilityState === 'visible') void messagesStore.getState().fetchUnread();
    else stopClock();
  }, clockMs);
}

/**
 * Keeps the unread counts fresh: fetches at once, then every `intervalMs` while
 * `document.visibilityState === 'visible'`. A hidden tab makes no request; coming back fetches at
 * once and restarts the clock. Every caller shares one clock. Needs a session. Answers the total
 * unread.
 */
export function useUnreadPolling(intervalMs: number = UNREAD_POLL_MS): number {
  const token = useSession((state) => state.token);
  useEffect(() => {
    if (!token) return undefined;
    users += 1;
    const changed = clockMs !== intervalMs;
    clockMs = intervalMs;
    if (users === 1) document.addEventListener('visibilitychange', startClock);
    if (users === 1 || changed) startClock();
    return () => {
      users -= 1;
      if (users > 0) return;
      document.removeEventListener('visibilitychange', startClock);
      stopClock();
    };
  }, [token, intervalMs]);
  return useMessagesStore((state) => state.unread.total);
}

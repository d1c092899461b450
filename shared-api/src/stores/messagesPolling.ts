import { useEffect } from 'react';
import { useSession } from '../session/sessionStore';
import { messagesStore, useMessagesStore } from './messagesStore';

/** How often the unread count refreshes while the tab is visible. */
export const UNREAD_POLL_MS = 30_000;

/**
 * Keeps the unread counts fresh: fetches at once, then every `intervalMs` while
 * `document.visibilityState === 'visible'`. A hidden tab makes no request; coming back fetches at
 * once and restarts the clock. Needs a session. Answers the total unread.
 */
export function useUnreadPolling(intervalMs: number = UNREAD_POLL_MS): number {
  const token = useSession((state) => state.token);
  useEffect(() => {
    if (!token) return undefined;
    let timer: ReturnType<typeof setInterval> | null = null;
    const stop = () => {
      if (timer) clearInterval(timer);
      timer = null;
    };
    const start = () => {
      stop();
      if (document.visibilityState !== 'visible') return;
      void messagesStore.getState().fetchUnread();
      timer = setInterval(() => {
        if (document.visibilityState === 'visible') void messagesStore.getState().fetchUnread();
        else stop();
      }, intervalMs);
    };
    start();
    document.addEventListener('visibilitychange', start);
    return () => {
      document.removeEventListener('visibilitychange', start);
      stop();
    };
  }, [token, intervalMs]);
  return useMessagesStore((state) => state.unread.total);
}

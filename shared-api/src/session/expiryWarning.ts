import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { SESSION_WARNING_MS, sessionEndingText } from './sessionExpiry';
import { useSession } from './sessionStore';

const WARNING_TOAST = 'session-expiry';
// setTimeout fires at once past 2^31-1 ms (~24.8 days): a longer wait is taken in steps.
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Two minutes before the token's exp, a toast says the session is ending; it stays until the end
 * (the session store then ends the session) and goes with a logout or a new login.
 */
export function useSessionExpiryWarning(): void {
  const expiresAt = useSession((s) => s.expiresAt);
  useEffect(() => {
    if (expiresAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const wait = expiresAt - SESSION_WARNING_MS - Date.now();
      if (wait > 0) {
        timer = setTimeout(schedule, Math.min(wait, MAX_TIMER_MS));
        return;
      }
      const left = expiresAt - Date.now();
      if (left > 0) toast(sessionEndingText(left), { id: WARNING_TOAST, duration: left });
    };
    schedule();
    return () => {
      clearTimeout(timer);
      toast.dismiss(WARNING_TOAST);
    };
  }, [expiresAt]);
}

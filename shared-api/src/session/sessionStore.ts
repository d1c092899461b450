import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Role } from 'shared-contract';
import { checkToken, type TokenCheck } from './jwtClaims';
import { forgetReturnPath } from './returnPath';
import { removeDraftsOf } from '../drafts/draftStorage';

/** The localStorage keys of a session: token, userId, email. */
export const SESSION_KEYS = ['token', 'userId', 'email'] as const;
type SessionKey = (typeof SESSION_KEYS)[number];

/**
 * How a session ended: the user logged out, the token expired, the server refused it (401), or
 * the stored token could not be read or named no role.
 */
export type SessionEnd = 'logout' | 'expired' | 'refused' | 'unreadable';

export interface SessionState {
  token: string | null;
  userId: string | null;
  email: string | null;
  /** The role of a usable token (shared-api's checkToken); null without one. */
  role: Role | null;
  /** When the token expires (ms since the epoch, from its `exp`); null without one. */
  expiresAt: number | null;
  /** How this tab's last session ended; null while signed in, or when there was none. */
  endedBy: SessionEnd | null;
  /** Stores what login answered; each value is written to its own localStorage key. */
  setSession: (session: { token: string; userId: string; email: string }) => void;
  /**
   * Ends the session. A logout also forgets the drafts and the page kept for after the
   * login; an expired or refused session keeps both, so the next sign-in picks up where it stopped.
   */
  clearSession: (reason?: SessionEnd) => void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Safari private mode and sandboxed iframes can refuse storage.
  }
}

function read(key: SessionKey): string | null {
  return storage()?.getItem(key) ?? null;
}

function write(key: SessionKey, value: string | null): void {
  const store = storage();
  if (!store) return;
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
}

const SIGNED_OUT = { token: null, userId: null, email: null, role: null, expiresAt: null };

type StoredSession = Omit<SessionState, 'setSession' | 'clearSession'>;

/** The session the stored keys hold, once their token has checked usable. */
function sessionOf(
  token: string | null,
  check: Extract<TokenCheck, { usable: true }>,
): StoredSession {
  return {
    token,
    userId: read('userId'),
    email: read('email'),
    role: check.role,
    expiresAt: check.expiresAt,
    endedBy: null,
  };
}

/**
 * The session as stored: a token that cannot be used (unreadable, no role, expired) is no session,
 * and it is removed, so no page ever acts on it.
 */
function storedSession(): StoredSession {
  const token = read('token');
  const check = checkToken(token, Date.now());
  if (check.usable) return sessionOf(token, check);
  if (token === null) return { ...SIGNED_OUT, endedBy: null };
  for (const key of SESSION_KEYS) write(key, null);
  return { ...SIGNED_OUT, endedBy: check.problem === 'expired' ? 'expired' : 'unreadable' };
}

/** The one session store: shared-api is a federation singleton, so every remote sees this instance. */
export const sessionStore = createStore<SessionState>()((set, get) => ({
  ...storedSession(),
  setSession: ({ token, userId, email }) => {
    write('token', token);
    write('userId', userId);
    write('email', email);
    const check = checkToken(token, Date.now());
    set({
      token,
      userId,
      email,
      role: check.usable ? check.role : null,
      expiresAt: check.usable ? check.expiresAt : null,
      endedBy: null,
    });
  },
  clearSession: (reason = 'logout') => {
    if (reason === 'logout') {
      removeDraftsOf(get().userId);
      forgetReturnPath();
    }
    for (const key of SESSION_KEYS) write(key, null);
    set({ ...SIGNED_OUT, endedBy: reason });
  },
}));

/** Ends the session once its token has expired; answers whether it did. */
export function endSessionIfExpired(now = Date.now()): boolean {
  const { token, expiresAt, clearSession } = sessionStore.getState();
  if (token === null || expiresAt === null || now < expiresAt) return false;
  clearSession('expired');
  return true;
}

// setTimeout fires at once for a delay past 2^31-1 ms (~24.8 days); wait in steps of that.
const MAX_TIMER_MS = 2_147_483_647;
let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function watchExpiry(expiresAt: number | null): void {
  clearTimeout(expiryTimer);
  if (expiresAt === null) return;
  const wait = Math.min(Math.max(expiresAt - Date.now(), 0), MAX_TIMER_MS);
  expiryTimer = setTimeout(() => {
    if (!endSessionIfExpired()) watchExpiry(sessionStore.getState().expiresAt);
  }, wait);
}

if (typeof window !== 'undefined') {
  watchExpiry(sessionStore.getState().expiresAt);
  sessionStore.subscribe((state, previous) => {
    if (state.expiresAt !== previous.expiresAt) watchExpiry(state.expiresAt);
  });
  // Timers stall while a laptop sleeps: check again when the tab is seen.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') endSessionIfExpired();
  });
  // Another tab logging in or out changes localStorage; follow it so tabs agree.
  window.addEventListener('storage', (event) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) {
      const token = read('token');
      const check = checkToken(token, Date.now());
      sessionStore.setState(
        check.usable ? sessionOf(token, check) : { ...SIGNED_OUT, endedBy: null },
      );
    }
  });
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** Login state is the presence of the stored token. */
export function useIsLoggedIn(): boolean {
  return useSession((s) => s.token !== null);
}

export function useSessionRole(): Role | null {
  return useSession((s) => s.role);
}

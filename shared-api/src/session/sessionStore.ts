import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { readTokenClaims, type Role } from './jwtClaims';

/** localStorage keys of spec §3: token, userId, email. */
export const SESSION_KEYS = ['token', 'userId', 'email'] as const;
type SessionKey = (typeof SESSION_KEYS)[number];

export interface SessionState {
  token: string | null;
  userId: string | null;
  email: string | null;
  /** Stores what login answered; each value is written to its own localStorage key. */
  setSession: (session: { token: string; userId: string; email: string }) => void;
  /** Logout: removes token and user id (spec §2); e-mail goes too so nothing identifies the user. */
  clearSession: () => void;
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

/** The one session store: shared-api is a federation singleton, so every remote sees this instance. */
export const sessionStore = createStore<SessionState>()((set) => ({
  token: read('token'),
  userId: read('userId'),
  email: read('email'),
  setSession: ({ token, userId, email }) => {
    write('token', token);
    write('userId', userId);
    write('email', email);
    set({ token, userId, email });
  },
  clearSession: () => {
    for (const key of SESSION_KEYS) write(key, null);
    set({ token: null, userId: null, email: null });
  },
}));

// Another tab logging in or out changes localStorage; follow it so tabs agree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) {
      sessionStore.setState({ token: read('token'), userId: read('userId'), email: read('email') });
    }
  });
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** Login state is the presence of the stored token (spec §3). */
export function useIsLoggedIn(): boolean {
  return useSession((s) => s.token !== null);
}

export function useSessionRole(): Role | null {
  return useSession((s) => readTokenClaims(s.token)?.role ?? null);
}

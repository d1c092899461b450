import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import type { Role } from 'shared-contract';
import { useSessionExpiryWarning } from './expiryWarning';
import { keepReturnPath } from './returnPath';
import { loadSessionTexts, sessionEndedText } from './sessionExpiry';
import { sessionStore } from './sessionStore';

const SESSION_ENDED_TOAST = 'session-ended';

/** The page an app shows (react-router's location has this shape). */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface SessionEndRedirectOptions {
  /** Where the app is now (react-router's `useLocation()`). */
  location: AppLocation;
  /** Goes to a path of the app (react-router's `useNavigate()`). */
  navigate: (to: string, options: { replace: boolean }) => unknown;
  /** The app's sign-in page: the shell's /login, the dedicated admin entry's /. */
  loginPath: string;
  /** The roles a page of the app is for; none for a visitor's page (no sign-in brings one back). */
  rolesAt: (pathname: string) => readonly Role[] | undefined;
}

/** Whether a path shows the sign-in page (or a page under it, as /login/…). */
function isLoginPage(pathname: string, loginPath: string): boolean {
  return pathname === loginPath || pathname.startsWith(`${loginPath}/`);
}

/**
 * The toast of a session that ended, once its text (a signed-in set's) is loaded, unless a new
 * session began meanwhile.
 */
function tellSessionEnded(): void {
  void loadSessionTexts().then(() => {
    if (sessionStore.getState().token !== null) return;
    toast(sessionEndedText(), { id: SESSION_ENDED_TOAST });
  });
}

/**
 * A session that ends by itself (expired, refused by the server, unreadable) takes the user to the
 * app's sign-in page once, telling them so in the page's language and keeping the page they were
 * on for after the sign-in; a logout is left to the account menu.
 */
export function useSessionEndRedirect({
  location,
  navigate,
  loginPath,
  rolesAt,
}: SessionEndRedirectOptions): void {
  const { pathname, search, hash } = location;
  const onLoginPage = isLoginPage(pathname, loginPath);
  const page = { path: `${pathname}${search}${hash}`, roles: rolesAt(pathname), onLoginPage };
  const here = useRef(page);
  here.current = page;
  // A stored token found unusable when the app started: told on the sign-in page, where the user
  // opened it or where the page that needed the session sent them (keeping it for after the login).
  const endedAtStart = useRef(sessionStore.getState().endedBy);
  useEffect(() => {
    const ended = endedAtStart.current;
    if (!ended || ended === 'logout') return;
    if (onLoginPage) tellSessionEnded();
    // Told, or the app started on a visitor's page: no page is waiting for a login.
    if (onLoginPage || !here.current.roles) endedAtStart.current = null;
  }, [pathname, onLoginPage]);

  useEffect(
    () =>
      sessionStore.subscribe((state, previous) => {
        // Signed in again: the news of the ended session is old, and no longer covers the page.
        if (previous.token === null && state.token !== null) toast.dismiss(SESSION_ENDED_TOAST);
        if (previous.token === null || state.token !== null) return;
        if (state.endedBy === null || state.endedBy === 'logout') return;
        endedAtStart.current = null;
        const { path, roles } = here.current;
        if (roles) keepReturnPath(path, roles, previous.userId);
        tellSessionEnded();
        if (!here.current.onLoginPage) navigate(loginPath, { replace: true });
      }),
    [navigate, loginPath],
  );
}

/**
 * The session's end as every app a user signs in to follows it (the shell, the dedicated admin
 * entry), once, in the frame around its pages: the sign-in when it ends by itself, and a warning
 * two minutes ahead.
 */
export function useSessionEnd(options: SessionEndRedirectOptions): void {
  useSessionEndRedirect(options);
  useSessionExpiryWarning();
}

import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import {
  keepReturnPath,
  loadSessionTexts,
  sessionEndedText,
  sessionStore,
  type Role,
} from 'shared-api';
import { entryAt } from './entryAt';

const SESSION_ENDED_TOAST = 'session-ended';

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
 * A session that ends by itself (expired, refused by the server, unreadable) takes the user to
 * /login once, keeping the page they were on for after the login; a logout is left to the menu.
 */
export function useSessionEndRedirect(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef<{ path: string; roles?: readonly Role[] }>({ path: '/' });
  here.current = {
    path: `${location.pathname}${location.search}${location.hash}`,
    roles: entryAt(location.pathname)?.roles,
  };
  // A stored token found unusable when the app started: told at /login, where the user opened
  // it or where the page that needed the session sent them (keeping it for after the login).
  const endedAtStart = useRef(sessionStore.getState().endedBy);
  useEffect(() => {
    const ended = endedAtStart.current;
    if (!ended || ended === 'logout') return;
    if (location.pathname.startsWith('/login')) tellSessionEnded();
    // Told, or the app started on a visitor's page: no page is waiting for a login.
    if (location.pathname.startsWith('/login') || !here.current.roles) endedAtStart.current = null;
  }, [location.pathname]);

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
        if (!path.startsWith('/login')) navigate('/login', { replace: true });
      }),
    [navigate],
  );
}

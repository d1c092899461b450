import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import {
  keepReturnPath,
  loadSessionTexts,
  sessionEndedText,
  sessionStore,
  type Role,
} from 'shared-api';

/** What a route of the table carries for the shell: the roles it admits (absent: open to all). */
export interface RouteHandle {
  roles?: readonly Role[];
}

const SESSION_ENDED_TOAST = 'session-ended';

/** The toast of a session that ended, once its text (a signed-in set's) is loaded. */
function tellSessionEnded(): void {
  void loadSessionTexts().then(() => toast(sessionEndedText(), { id: SESSION_ENDED_TOAST }));
}

/**
 * A session that ends by itself (expired, refused by the server, unreadable) takes the user to
 * /login once, keeping the page they were on for after the login; a logout is left to the menu.
 */
export function useSessionEndRedirect(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const here = useRef<{ path: string; roles?: readonly Role[] }>({ path: '/' });
  here.current = {
    path: `${location.pathname}${location.search}${location.hash}`,
    roles: (matches.at(-1)?.handle as RouteHandle | undefined)?.roles,
  };

  // A stored token found unusable when the app started: the route loader already went to /login.
  useEffect(() => {
    const { endedBy } = sessionStore.getState();
    if (endedBy && endedBy !== 'logout' && here.current.path.startsWith('/login')) {
      tellSessionEnded();
    }
  }, []);

  useEffect(
    () =>
      sessionStore.subscribe((state, previous) => {
        if (previous.token === null || state.token !== null) return;
        if (state.endedBy === null || state.endedBy === 'logout') return;
        const { path, roles } = here.current;
        if (roles) keepReturnPath(path, roles, previous.userId);
        tellSessionEnded();
        if (!path.startsWith('/login')) navigate('/login', { replace: true });
      }),
    [navigate],
  );
}

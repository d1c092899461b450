import { useEffect } from 'react';
import { createBrowserRouter, Outlet, redirect, useNavigate } from 'react-router-dom';
import { onUnauthorized, readTokenClaims, sessionStore, useSessionRole } from 'shared-api';
import { ErrorToastsEndWithPage, useDocumentTitle } from 'shared-ui';
import { pageFor, routeTable, type RouteEntry } from './routeTable';
import { routeTitles } from './routeTitles';
import { guardRedirect, RoleGuard } from './RoleGuard';
import { RemotePageLoader } from '../federation/RemotePage';
import { loadRemotePage } from '../federation/remotes';
import { InitialLoading } from '../prerender/InitialLoading';
import { useTakeOverPrerender } from '../prerender/takeOverPrerender';
import { AccountMenu } from '../account/AccountMenu';
import { RouteErrorScreen } from '../screens/RouteErrorScreen';
import { NotFoundScreen } from '../screens/NotFoundScreen';

/**
 * The shell's frame: wires the 401 road of shared-api to the router, and puts the first live page
 * in the place of the prerendered one before the browser paints it.
 */
function ShellFrame() {
  const navigate = useNavigate();
  useTakeOverPrerender();
  useEffect(() => onUnauthorized(() => navigate('/login', { replace: true })), [navigate]);
  return (
    <>
      <Outlet />
      <ErrorToastsEndWithPage />
    </>
  );
}

/** The remote page of a route for the signed-in role (a per-role choice, or the route's own page). */
function RoutePage({ entry }: { entry: RouteEntry }) {
  const role = useSessionRole();
  const { remote, page } = pageFor(entry, role);
  useDocumentTitle(routeTitles[entry.path]);
  return (
    <RemotePageLoader
      key={`${remote}/${page}`}
      remote={remote}
      page={page}
      accountMenu={<AccountMenu />}
    />
  );
}

export function createShellRouter() {
  return createBrowserRouter([
    {
      element: <ShellFrame />,
      errorElement: <RouteErrorScreen />,
      HydrateFallback: InitialLoading,
      children: [
        ...routeTable.map((entry) => ({
          path: entry.path,
          // Fetch the page's code while navigating, so it renders at once with no fallback; a
          // failure is not thrown here: the page area shows it with Retry (RemotePageLoader).
          loader: async () => {
            const { token } = sessionStore.getState();
            const target = guardRedirect(entry.roles, token);
            if (target) return redirect(target);
            const role = token ? (readTokenClaims(token)?.role ?? null) : null;
            const { remote, page } = pageFor(entry, role);
            await loadRemotePage(remote, page).catch(() => undefined);
            return null;
          },
          element: (
            <RoleGuard roles={entry.roles}>
              <RoutePage entry={entry} />
            </RoleGuard>
          ),
        })),
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ]);
}

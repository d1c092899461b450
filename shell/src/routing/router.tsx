import { createBrowserRouter, Outlet, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { keepReturnPath, sessionStore, useSessionRole } from 'shared-api';
import { loadRegisteredCatalogues, useT } from 'shared-i18n';
import { ErrorToastsEndWithPage, useDocumentTitle } from 'shared-ui';
import { pageFor, routeTable, type RouteEntry } from './routeTable';
import { routeTitles } from './routeTitles';
import { guardRedirect, RoleGuard } from './RoleGuard';
import { useSessionEndRedirect, type RouteHandle } from './sessionEndRedirect';
import { QueryLayerProvider } from './queryLayer';
import { prefetchRouteData } from './routeData';
import { RemotePageLoader } from '../federation/RemotePage';
import { loadRemotePage } from '../federation/remotes';
import { InitialLoading } from '../prerender/InitialLoading';
import { useTakeOverPrerender } from '../prerender/takeOverPrerender';
import { AccountMenu } from '../account/AccountMenu';
import { useSessionExpiryWarning } from '../account/SessionExpiryNotice';
import { RouteErrorScreen } from '../screens/RouteErrorScreen';
import { NotFoundScreen } from '../screens/NotFoundScreen';

/**
 * The shell's frame: follows the session (an ending session goes to /login, with a warning two
 * minutes ahead), and puts the first live page in the place of the prerendered one before the
 * browser paints it.
 */
function ShellFrame() {
  useTakeOverPrerender();
  useSessionEndRedirect();
  useSessionExpiryWarning();
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
  const t = useT();
  const title = routeTitles[entry.path];
  useDocumentTitle(title ? t(title) : null);
  const loader = (
    <RemotePageLoader
      key={`${remote}/${page}`}
      remote={remote}
      page={page}
      accountMenu={<AccountMenu />}
    />
  );
  // Signed-in pages read through the query layer; the visitor's pages never load it.
  return entry.roles ? <QueryLayerProvider>{loader}</QueryLayerProvider> : loader;
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
          handle: { roles: entry.roles } satisfies RouteHandle,
          loader: async ({ request, params }: LoaderFunctionArgs) => {
            const { role } = sessionStore.getState();
            const target = guardRedirect(entry.roles, role);
            if (target) {
              // Signed out on a page that needs a session: that page waits for after the login.
              if (target === '/login' && entry.roles) {
                const url = new URL(request.url);
                keepReturnPath(`${url.pathname}${url.search}${url.hash}`, entry.roles, null);
              }
              return redirect(target);
            }
            const { remote, page } = pageFor(entry, role);
            await Promise.all([
              loadRemotePage(remote, page).catch(() => undefined),
              // A signed-in page's first answer is asked for while its code loads, and the
              // signed-in texts (loaded on demand: a visitor's page never downloads them).
              entry.roles ? prefetchRouteData(entry.path, params) : null,
              entry.roles
                ? loadRegisteredCatalogues(undefined, { onDemand: true }).catch(() => undefined)
                : null,
            ]);
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

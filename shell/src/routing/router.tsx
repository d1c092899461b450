import { Suspense, use } from 'react';
import {
  BrowserRouter,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom';
import { useSessionEnd, useSessionRole } from 'shared-api';
import { useT } from 'shared-i18n';
import { ErrorToastsEndWithPage, useDocumentTitle } from 'shared-ui';
import { pageFor, routeTable, type RouteEntry } from './routeTable';
import { routeTitles } from './routeTitles';
import { RoleGuard } from './RoleGuard';
import { entryAt } from './entryAt';
import { QueryLayerProvider } from './queryLayer';
import { preparePage, usePrefetchRouteData } from './preparePage';
import { RemotePageLoader } from '../federation/RemotePage';
import { InitialLoading } from '../prerender/InitialLoading';
import { PageLoading } from '../screens/PageLoading';
import { useTakeOverPrerender } from '../prerender/takeOverPrerender';
import { AccountMenu } from '../account/AccountMenu';
import { RouteErrorBoundary } from '../screens/RouteErrorScreen';
import { NotFoundScreen } from '../screens/NotFoundScreen';

/** The roles a path of the route table is for (none: a visitor's page). */
const rolesAt = (pathname: string) => entryAt(pathname)?.roles;

/**
 * The shell's frame: follows the session (an ending session goes to /login, with a warning two
 * minutes ahead, and back to its page after the login), and puts the first live page in the place of the prerendered one before the
 * browser paints it (the first page is prepared before the first render: prepareFirstPage). A
 * page asked for later shows the grey frame of that page until its code is there.
 */
function ShellFrame() {
  useTakeOverPrerender();
  useSessionEnd({ location: useLocation(), navigate: useNavigate(), loginPath: '/login', rolesAt });
  return (
    <>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <ErrorToastsEndWithPage />
    </>
  );
}

/**
 * The remote page of a route for the signed-in role (a per-role choice, or the route's own page).
 * It waits (suspends) until the page's code is there, with the signed-in texts and the query layer
 * for a signed-in page, then renders it whole. A failure to load is not thrown here: the page
 * area shows it with Retry (RemotePageLoader).
 */
function RoutePage({ entry }: { entry: RouteEntry }) {
  const role = useSessionRole();
  const { remote, page } = pageFor(entry, role);
  const params = useParams();
  const t = useT();
  const title = routeTitles[entry.path];
  // A signed-in page's first answer is asked for while its code loads (never asked twice).
  usePrefetchRouteData(entry, params);
  use(preparePage(remote, page, entry.roles !== undefined));
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

/**
 * Every route of the table in the shell's frame. Should the first render still wait for something,
 * the prerender (or the grey frame) stays meanwhile. A page that throws while rendering shows the
 * route error screen.
 */
export function ShellRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<InitialLoading />}>
        <Routes>
          <Route element={<ShellFrame />}>
            {routeTable.map((entry) => (
              <Route
                key={entry.path}
                path={entry.path}
                element={
                  <RoleGuard roles={entry.roles}>
                    <RoutePage entry={entry} />
                  </RoleGuard>
                }
              />
            ))}
            <Route path="*" element={<NotFoundScreen />} />
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The shell's app on the browser's URL. A navigation shows the page asked for at once (its grey
 * frame while its code loads), not as a transition that would leave the page the user is leaving
 * on screen, and clickable, under the new address.
 */
export function ShellApp() {
  return (
    <BrowserRouter useTransitions={false}>
      <ShellRoutes />
    </BrowserRouter>
  );
}

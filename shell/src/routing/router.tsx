import { useEffect } from 'react';
import { createBrowserRouter, Outlet, redirect, useNavigate } from 'react-router-dom';
import { onUnauthorized, sessionStore } from 'shared-api';
import { routeTable } from './routeTable';
import { guardRedirect, RoleGuard } from './RoleGuard';
import { RemotePageLoader } from '../federation/RemotePage';
import { loadRemotePage } from '../federation/remotes';
import { PageLoading } from '../screens/PageLoading';
import { AccountMenu } from '../account/AccountMenu';
import { RouteErrorScreen } from '../screens/RouteErrorScreen';
import { NotFoundScreen } from '../screens/NotFoundScreen';

/** The shell's frame: wires the 401 road of shared-api to the router. */
function ShellFrame() {
  const navigate = useNavigate();
  useEffect(() => onUnauthorized(() => navigate('/login', { replace: true })), [navigate]);
  return <Outlet />;
}

export function createShellRouter() {
  return createBrowserRouter([
    {
      element: <ShellFrame />,
      errorElement: <RouteErrorScreen />,
      HydrateFallback: PageLoading,
      children: [
        ...routeTable.map(({ path, remote, page, roles }) => ({
          path,
          // Fetch the page's code while navigating, so it renders at once with no fallback; a
          // failure is not thrown here: the page area shows it with Retry (RemotePageLoader).
          loader: async () => {
            const target = guardRedirect(roles, sessionStore.getState().token);
            if (target) return redirect(target);
            await loadRemotePage(remote, page).catch(() => undefined);
            return null;
          },
          element: (
            <RoleGuard roles={roles}>
              <RemotePageLoader
                key={`${remote}/${page}`}
                remote={remote}
                page={page}
                accountMenu={<AccountMenu />}
              />
            </RoleGuard>
          ),
        })),
        { path: '*', element: <NotFoundScreen /> },
      ],
    },
  ]);
}

import { useEffect } from 'react';
import { createBrowserRouter, Outlet, useNavigate } from 'react-router-dom';
import { onUnauthorized } from 'shared-api';
import { routeTable } from './routeTable';
import { RoleGuard } from './RoleGuard';
import { RemotePageLoader } from '../federation/RemotePage';
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
      children: [
        ...routeTable.map(({ path, remote, page, roles }) => ({
          path,
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

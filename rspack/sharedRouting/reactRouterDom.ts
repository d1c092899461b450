/**
 * What the browser builds share as `react-router-dom` (rspack/sharedModules.ts): only the part of
 * it the apps import. A shared module is offered whole, with no tree-shaking, and react-router
 * whole is ≈ 50 KB on the wire, most of it server and data-framework code no page runs. A name an
 * app starts to import goes here (sharedRouting.test.ts fails until it does), and the shell is
 * deployed with it before the remote that needs it.
 */
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  matchPath,
  Navigate,
  Outlet,
  redirect,
  useBeforeUnload,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export { RouterProvider } from 'react-router/dom';

/**
 * What the browser builds share as `react-router-dom` (rspack/sharedModules.ts): only the part of
 * it the apps import. A shared module is offered whole, with no tree-shaking, and react-router
 * whole is ≈ 50 KB on the wire, most of it server and data-framework code no page runs. The apps
 * route with components (BrowserRouter, Routes), not the data router (createBrowserRouter and
 * its loaders): this part is ≈ 12.6 KB on the wire where the data router's is ≈ 27 KB. A name an
 * app starts to import goes here (sharedRouting.test.ts fails until it does), and the shell is
 * deployed with it before the remote that needs it.
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useBeforeUnload,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';

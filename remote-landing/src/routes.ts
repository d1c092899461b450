import type { StandaloneRoute } from 'shared-boot';
import Landing from './pages/Landing';
import Login from './pages/Login';
import Register from './pages/Register';
import ForgotPassword from './pages/ForgotPassword';
import Verify from './pages/Verify';
import CheckEmail from './pages/CheckEmail';
import AccountVerified from './pages/AccountVerified';
import ResetPassword from './pages/ResetPassword';
import TaxConsultancy from './pages/TaxConsultancy';
import Mediation from './pages/Mediation';
import LegacyPage from './pages/LegacyPage';

export interface LandingRoute extends StandaloneRoute {
  /**
   * Prerendered at build time (the visitor's first paint, before any JavaScript): only pages
   * whose first render depends on nothing but the path. /verify and /reset-password read their
   * token from the URL, so they are not.
   */
  prerender: boolean;
}

/** Every page of this remote and its URL: the standalone boot and the prerender both use it. */
export const landingRoutes: readonly LandingRoute[] = [
  { path: '/', Page: Landing, prerender: true },
  { path: '/login', Page: Login, prerender: true },
  { path: '/register', Page: Register, prerender: true },
  { path: '/forgot-password', Page: ForgotPassword, prerender: true },
  { path: '/verify', Page: Verify, prerender: false },
  { path: '/verifyno1', Page: CheckEmail, prerender: true },
  { path: '/verifyno', Page: AccountVerified, prerender: true },
  { path: '/reset-password', Page: ResetPassword, prerender: false },
  { path: '/taxc', Page: TaxConsultancy, prerender: true },
  { path: '/med', Page: Mediation, prerender: true },
  { path: '/contacts', Page: LegacyPage, prerender: true },
  { path: '/home', Page: LegacyPage, prerender: true },
  { path: '/services', Page: LegacyPage, prerender: true },
  { path: '/consultances', Page: LegacyPage, prerender: true },
  { path: '/mediation', Page: LegacyPage, prerender: true },
];

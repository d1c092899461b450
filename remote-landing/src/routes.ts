import type { StandaloneRoute } from 'shared-boot';
import Landing from './pages/Landing';
import Login from './pages/Login';
import Register from './pages/Register';
import ForgotPassword from './pages/ForgotPassword';
import Verify from './pages/Verify';
import VerifyNo1 from './pages/VerifyNo1';
import VerifyNo from './pages/VerifyNo';
import ResetPassword from './pages/ResetPassword';
import Taxc from './pages/Taxc';
import Med from './pages/Med';
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
  { path: '/verifyno1', Page: VerifyNo1, prerender: true },
  { path: '/verifyno', Page: VerifyNo, prerender: true },
  { path: '/reset-password', Page: ResetPassword, prerender: false },
  { path: '/taxc', Page: Taxc, prerender: true },
  { path: '/med', Page: Med, prerender: true },
  { path: '/contacts', Page: LegacyPage, prerender: true },
  { path: '/home', Page: LegacyPage, prerender: true },
  { path: '/services', Page: LegacyPage, prerender: true },
  { path: '/consultances', Page: LegacyPage, prerender: true },
  { path: '/mediation', Page: LegacyPage, prerender: true },
];

import { bootStandalone } from 'shared-ui';
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

// Standalone boot at this remote's own URL, for its team (design.md §2).
bootStandalone([
  { path: '/', Page: Landing },
  { path: '/login', Page: Login },
  { path: '/register', Page: Register },
  { path: '/forgot-password', Page: ForgotPassword },
  { path: '/verify', Page: Verify },
  { path: '/verifyno1', Page: VerifyNo1 },
  { path: '/verifyno', Page: VerifyNo },
  { path: '/reset-password', Page: ResetPassword },
  { path: '/taxc', Page: Taxc },
  { path: '/med', Page: Med },
  { path: '/contacts', Page: LegacyPage },
  { path: '/home', Page: LegacyPage },
  { path: '/services', Page: LegacyPage },
  { path: '/consultances', Page: LegacyPage },
  { path: '/mediation', Page: LegacyPage },
]);

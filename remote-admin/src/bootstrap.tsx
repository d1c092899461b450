import { bootStandalone } from 'shared-ui';
import AdminDashboard from './pages/AdminDashboard';
import SubmittedCases from './pages/SubmittedCases';
import ArchivedCases from './pages/ArchivedCases';
import Users from './pages/Users';

// Standalone boot at this remote's own URL, for its team (design.md §2).
bootStandalone([
  { path: '/admin-dashboard', Page: AdminDashboard },
  { path: '/submitted-cases', Page: SubmittedCases },
  { path: '/archived-cases', Page: ArchivedCases },
  { path: '/users', Page: Users },
]);

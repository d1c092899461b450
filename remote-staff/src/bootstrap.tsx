import { withDataProvider } from 'shared-api/queries';
import { bootStandalone } from 'shared-boot';
import StaffDashboard from './pages/StaffDashboard';
import Messages from './pages/Messages';
import MessageThread from './pages/MessageThread';

// Standalone boot at this remote's own URL, for its team (no shell), under the query client.
bootStandalone([
  { path: '/staff-dashboard', Page: withDataProvider(StaffDashboard) },
  { path: '/messages', Page: withDataProvider(Messages) },
  { path: '/messages/:caseId', Page: withDataProvider(MessageThread) },
]);

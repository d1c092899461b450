import { bootStandalone } from 'shared-boot';
import StaffDashboard from './pages/StaffDashboard';
import Messages from './pages/Messages';
import MessageThread from './pages/MessageThread';

// Standalone boot at this remote's own URL, for its team (design.md §2).
bootStandalone([
  { path: '/staff-dashboard', Page: StaffDashboard },
  { path: '/messages', Page: Messages },
  { path: '/messages/:caseId', Page: MessageThread },
]);

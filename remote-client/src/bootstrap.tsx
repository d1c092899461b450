import { bootStandalone } from 'shared-boot';
import UserDashboard from './pages/UserDashboard';
import SingleCase from './pages/SingleCase';
import UpdateCase from './pages/UpdateCase';
import Profile from './pages/Profile';
import Messages from './pages/Messages';
import MessageThread from './pages/MessageThread';

// Standalone boot at this remote's own URL, for its team (design.md §2).
bootStandalone([
  { path: '/user-dashboard', Page: UserDashboard },
  { path: '/single-case', Page: SingleCase },
  { path: '/update-case/:id', Page: UpdateCase },
  { path: '/profile', Page: Profile },
  { path: '/messages', Page: Messages },
  { path: '/messages/:caseId', Page: MessageThread },
]);

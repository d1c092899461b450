import { withDataProvider } from 'shared-api/queries';
import { bootStandalone } from 'shared-boot';
import UserDashboard from './pages/UserDashboard';
import SingleCase from './pages/SingleCase';
import UpdateCase from './pages/UpdateCase';
import Profile from './pages/Profile';
import Messages from './pages/Messages';
import MessageThread from './pages/MessageThread';

// Standalone boot at this remote's own URL, for its team (no shell), under the query client.
bootStandalone([
  { path: '/user-dashboard', Page: withDataProvider(UserDashboard) },
  { path: '/single-case', Page: withDataProvider(SingleCase) },
  { path: '/update-case/:id', Page: withDataProvider(UpdateCase) },
  { path: '/profile', Page: withDataProvider(Profile) },
  { path: '/messages', Page: withDataProvider(Messages) },
  { path: '/messages/:caseId', Page: withDataProvider(MessageThread) },
]);

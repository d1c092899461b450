import { bootStandalone } from 'shared-ui';
import StaffDashboard from './pages/StaffDashboard';

// Standalone boot at this remote's own URL, for its team (design.md §2).
bootStandalone([{ path: '/staff-dashboard', Page: StaffDashboard }]);

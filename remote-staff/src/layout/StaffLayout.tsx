import { roleFrame } from 'shared-ui';
import { STAFF_NAV } from './staffNav';

/** The lawyer's frame: 'STAFF DASHBOARD', the side links, the shell's account menu. */
export const StaffLayout = roleFrame({
  title: 'STAFF DASHBOARD',
  navItems: STAFF_NAV,
  navLabel: 'Staff',
});

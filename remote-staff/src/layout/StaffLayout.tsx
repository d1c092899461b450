import type { ReactNode } from 'react';
import { DashboardLayout } from 'shared-ui';
import { STAFF_NAV } from './staffNav';

/** The lawyer's frame: 'STAFF DASHBOARD', the side links, the shell's account menu. */
export function StaffLayout({
  accountMenu,
  children,
}: {
  accountMenu?: ReactNode;
  children: ReactNode;
}) {
  return (
    <DashboardLayout
      title="STAFF DASHBOARD"
      navItems={STAFF_NAV}
      navLabel="Staff"
      headerRight={accountMenu}
    >
      {children}
    </DashboardLayout>
  );
}

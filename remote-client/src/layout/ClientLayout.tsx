import type { ReactNode } from 'react';
import { useSessionRole } from 'shared-api';
import { DashboardLayout } from 'shared-ui';
import { navFor } from './clientNav';

export interface ClientLayoutProps {
  title: string;
  accountMenu?: ReactNode;
  children: ReactNode;
}

/** The dashboard frame of every client page: side navigation, top bar, the shell's account menu. */
export function ClientLayout({ title, accountMenu, children }: ClientLayoutProps) {
  const role = useSessionRole();
  return (
    <DashboardLayout title={title} navItems={navFor(role)} headerRight={accountMenu}>
      {children}
    </DashboardLayout>
  );
}

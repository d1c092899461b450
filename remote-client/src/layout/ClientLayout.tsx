import type { ReactNode } from 'react';
import { useSessionRole } from 'shared-api';
import { DashboardLayout } from 'shared-ui/dashboard';
import { useT } from 'shared-i18n';
import { registerCatalogueOfClient } from '../i18n/catalogue';
import { navFor } from './clientNav';

// The remote's texts (client.*): every page renders in this layout, so its module registers them.
registerCatalogueOfClient();

export interface ClientLayoutProps {
  title: string;
  accountMenu?: ReactNode;
  children: ReactNode;
}

/** The dashboard frame of every client page: side navigation, top bar, the shell's account menu. */
export function ClientLayout({ title, accountMenu, children }: ClientLayoutProps) {
  const role = useSessionRole();
  useT(); // a change of language renders the side links' labels again
  return (
    <DashboardLayout title={title} navItems={navFor(role)} headerRight={accountMenu}>
      {children}
    </DashboardLayout>
  );
}

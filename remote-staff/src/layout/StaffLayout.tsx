import { useT } from 'shared-i18n';
import { DashboardLayout, type RoleFrameProps } from 'shared-ui/dashboard';
import '../i18n/catalogue';
import { staffNav } from './staffNav';

/** The lawyer's frame: 'STAFF DASHBOARD', the side links, the shell's account menu. */
export function StaffLayout({ accountMenu, children }: RoleFrameProps) {
  const t = useT();
  return (
    <DashboardLayout
      title={t('staff.frame.title')}
      navItems={staffNav(t)}
      navLabel={t('staff.frame.navLabel')}
      headerRight={accountMenu}
    >
      {children}
    </DashboardLayout>
  );
}

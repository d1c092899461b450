import { UnreadNavBadge } from 'shared-messages/unread';
import { useT, type Translate } from 'shared-i18n';
import { DashboardLayout, type NavItem, type RoleFrameProps } from 'shared-ui/dashboard';
import '../i18n/catalogue';

/** The admin side links; Messages is served by the shell's messages page. */
export const adminNav = (t: Translate): NavItem[] => [
  { label: t('admin.nav.home'), to: '/admin-dashboard' },
  { label: t('admin.nav.submitted'), to: '/submitted-cases' },
  { label: t('admin.nav.archived'), to: '/archived-cases' },
  { label: t('admin.nav.users'), to: '/users' },
  { label: t('admin.nav.messages'), to: '/messages', Badge: UnreadNavBadge },
  { label: t('admin.nav.sms'), to: '/sms' },
];

/** Every admin page sits in this frame: top bar 'ADMIN DASHBOARD', the side links, the account menu. */
export function AdminLayout({ accountMenu, children }: RoleFrameProps) {
  const t = useT();
  return (
    <DashboardLayout
      title={t('admin.frame.title')}
      navItems={adminNav(t)}
      navLabel={t('admin.frame.navLabel')}
      headerRight={accountMenu}
    >
      {children}
    </DashboardLayout>
  );
}

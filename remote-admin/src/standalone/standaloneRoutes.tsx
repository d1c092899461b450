import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import { useIsLoggedIn, useSessionRole } from 'shared-api';
import { AccountMenu } from 'shared-account';
import type { StandaloneRoute } from 'shared-boot';
import type { RemotePageProps } from 'shared-ui';
import { EmptyState } from 'shared-ui/dashboard';
import { useT } from 'shared-i18n';
import AdminDashboard from '../pages/AdminDashboard';
import ArchivedCases from '../pages/ArchivedCases';
import SubmittedCases from '../pages/SubmittedCases';
import Users from '../pages/Users';
import AuditPage from '../audit/AuditPage';
import Messages from '../pages/Messages';
import MessageThread from '../pages/MessageThread';
import { AdminLayout } from '../layout/AdminLayout';
import { AdminSignIn } from './AdminSignIn';

/**
 * An admin page of the standalone app: without an admin session, back to the sign-in at '/'. Its
 * header has the shell's bell and account menu (one implementation, shared-account); the profile
 * page is the client remote's, in the shell, so this entry's menu does not link to it.
 */
function adminOnly(Page: ComponentType<RemotePageProps>): ComponentType<RemotePageProps> {
  return function AdminOnlyPage() {
    const loggedIn = useIsLoggedIn();
    const role = useSessionRole();
    if (!loggedIn || role !== 'admin') return <Navigate to="/" replace />;
    return <Page accountMenu={<AccountMenu withProfile={false} />} />;
  };
}

function NotFound({ accountMenu }: RemotePageProps) {
  const t = useT();
  return (
    <AdminLayout accountMenu={accountMenu}>
      <EmptyState title={t('admin.notFound')} />
    </AdminLayout>
  );
}

/** The dedicated admin entry (design.md §2): the sign-in at '/', then the admin pages. */
export const STANDALONE_ROUTES: StandaloneRoute[] = [
  { path: '/', Page: AdminSignIn },
  { path: '/admin-dashboard', Page: adminOnly(AdminDashboard) },
  { path: '/submitted-cases', Page: adminOnly(SubmittedCases) },
  { path: '/archived-cases', Page: adminOnly(ArchivedCases) },
  { path: '/users', Page: adminOnly(Users) },
  { path: '/audit', Page: adminOnly(AuditPage) },
  { path: '/messages', Page: adminOnly(Messages) },
  { path: '/messages/:caseId', Page: adminOnly(MessageThread) },
  { path: '*', Page: adminOnly(NotFound) },
];

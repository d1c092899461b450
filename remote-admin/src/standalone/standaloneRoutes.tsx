import { useLayoutEffect, useState, type ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { keepReturnPath, useSession } from 'shared-api';
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
import SmsPage from '../sms/SmsPage';
import Messages from '../pages/Messages';
import MessageThread from '../pages/MessageThread';
import { AdminLayout } from '../layout/AdminLayout';
import { AdminSignIn } from './AdminSignIn';
import { ADMIN_ONLY, SIGN_IN_PATH } from './StandaloneFrame';

/** Opened with no admin session: the page asked for waits for after the sign-in. */
function ToSignIn() {
  const { pathname, search, hash } = useLocation();
  // Before Navigate's effect leaves the page.
  useLayoutEffect(
    () => keepReturnPath(`${pathname}${search}${hash}`, ADMIN_ONLY, null),
    [pathname, search, hash],
  );
  return <Navigate to={SIGN_IN_PATH} replace />;
}

/**
 * An admin page of the standalone app: without an admin session, back to the sign-in at '/' (a
 * page opened so is kept for after it; a session that ends by itself while the page is shown is
 * the frame's to follow, StandaloneFrame, and a logout the account menu's). Its header has the
 * shell's bell and account menu (one implementation, shared-account); the profile page is the
 * client remote's, in the shell, so this entry's menu does not link to it.
 */
function adminOnly(Page: ComponentType<RemotePageProps>): ComponentType<RemotePageProps> {
  return function AdminOnlyPage() {
    const role = useSession((s) => s.role);
    const endedBy = useSession((s) => s.endedBy);
    const admitted = role === 'admin';
    const [openedWithout] = useState(!admitted);
    if (admitted) return <Page accountMenu={<AccountMenu withProfile={false} />} />;
    if (openedWithout) return <ToSignIn />;
    if (endedBy !== null && endedBy !== 'logout') return null;
    return <Navigate to={SIGN_IN_PATH} replace />;
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

/** The dedicated admin entry (the remote's own URL): the sign-in at '/', then the admin pages. */
export const STANDALONE_ROUTES: StandaloneRoute[] = [
  { path: SIGN_IN_PATH, Page: AdminSignIn },
  { path: '/admin-dashboard', Page: adminOnly(AdminDashboard) },
  { path: '/submitted-cases', Page: adminOnly(SubmittedCases) },
  { path: '/archived-cases', Page: adminOnly(ArchivedCases) },
  { path: '/users', Page: adminOnly(Users) },
  { path: '/audit', Page: adminOnly(AuditPage) },
  { path: '/sms', Page: adminOnly(SmsPage) },
  { path: '/messages', Page: adminOnly(Messages) },
  { path: '/messages/:caseId', Page: adminOnly(MessageThread) },
  { path: '*', Page: adminOnly(NotFound) },
];

import type { RemotePageProps } from 'shared-ui';
import { PageHeading } from 'shared-ui/dashboard';
import { InboxPanel } from 'shared-messages';
import { useT } from 'shared-i18n';
import { AdminLayout } from '../layout/AdminLayout';

/** /messages for an admin: every case with messages, newest activity first, with unread badges. */
export default function Messages({ accountMenu }: RemotePageProps) {
  const t = useT();
  return (
    <AdminLayout accountMenu={accountMenu}>
      <PageHeading>{t('admin.messages.heading')}</PageHeading>
      <InboxPanel
        pathFor={(caseId) => `/messages/${encodeURIComponent(caseId)}`}
        showOwner
        emptyTitle={t('admin.messages.empty')}
      />
    </AdminLayout>
  );
}

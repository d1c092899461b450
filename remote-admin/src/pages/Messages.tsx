import { PageHeading, type RemotePageProps } from 'shared-ui';
import { InboxPanel } from 'shared-messages';
import { AdminLayout } from '../layout/AdminLayout';

/** /messages for an admin: every case with messages, newest activity first, with unread badges. */
export default function Messages({ accountMenu }: RemotePageProps) {
  return (
    <AdminLayout accountMenu={accountMenu}>
      <PageHeading>Messages</PageHeading>
      <InboxPanel
        pathFor={(caseId) => `/messages/${encodeURIComponent(caseId)}`}
        showOwner
        emptyTitle="No messages yet"
      />
    </AdminLayout>
  );
}

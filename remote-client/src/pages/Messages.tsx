import { PageHeading, type RemotePageProps } from 'shared-ui';
import { InboxPanel } from 'shared-messages';
import { ClientLayout } from '../layout/ClientLayout';

/** /messages for a client: a thread per case, newest activity first, with unread badges. */
export default function Messages({ accountMenu }: RemotePageProps) {
  return (
    <ClientLayout title="Client Dashboard" accountMenu={accountMenu}>
      <PageHeading>Messages</PageHeading>
      <InboxPanel
        pathFor={(caseId) => `/messages/${encodeURIComponent(caseId)}`}
        emptyTitle="No cases yet: submit a case to talk with your lawyer"
      />
    </ClientLayout>
  );
}

import { PageHeading, type RemotePageProps } from 'shared-ui';
import { InboxPanel } from 'shared-messages';
import { StaffLayout } from '../layout/StaffLayout';

/** /messages for a lawyer: the threads of the cases assigned to them, with unread badges. */
export default function Messages({ accountMenu }: RemotePageProps) {
  return (
    <StaffLayout accountMenu={accountMenu}>
      <PageHeading>Messages</PageHeading>
      <InboxPanel
        pathFor={(caseId) => `/messages/${encodeURIComponent(caseId)}`}
        showOwner
        emptyTitle="No cases assigned to you yet"
      />
    </StaffLayout>
  );
}

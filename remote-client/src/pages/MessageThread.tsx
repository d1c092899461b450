import type { RemotePageProps } from 'shared-ui';
import { CaseThreadView } from 'shared-messages';
import { ClientLayout } from '../layout/ClientLayout';

/** /messages/:caseId for a client: the conversation about one of their cases. */
export default function MessageThread({ accountMenu }: RemotePageProps) {
  return (
    <ClientLayout title="Client Dashboard" accountMenu={accountMenu}>
      <CaseThreadView />
    </ClientLayout>
  );
}

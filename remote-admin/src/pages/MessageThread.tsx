import type { RemotePageProps } from 'shared-ui';
import { CaseThreadView } from 'shared-messages';
import { AdminLayout } from '../layout/AdminLayout';

/** /messages/:caseId for an admin: the conversation of any case. */
export default function MessageThread({ accountMenu }: RemotePageProps) {
  return (
    <AdminLayout accountMenu={accountMenu}>
      <CaseThreadView />
    </AdminLayout>
  );
}

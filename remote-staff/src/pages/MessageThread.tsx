import type { RemotePageProps } from 'shared-ui';
import { CaseThreadView } from 'shared-messages';
import { StaffLayout } from '../layout/StaffLayout';

/** /messages/:caseId for a lawyer: the conversation with the client of an assigned case. */
export default function MessageThread({ accountMenu }: RemotePageProps) {
  return (
    <StaffLayout accountMenu={accountMenu}>
      <CaseThreadView />
    </StaffLayout>
  );
}

import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, PageHeading, type RemotePageProps } from 'shared-ui';
import { CaseThreadPanel } from 'shared-ui/messages';
import { AdminLayout } from '../layout/AdminLayout';

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
`;

/** /messages/:caseId for an admin: the conversation of any case. */
export default function MessageThread({ accountMenu }: RemotePageProps) {
  const { caseId } = useParams();
  return (
    <AdminLayout accountMenu={accountMenu}>
      <Back to="/messages">All messages</Back>
      <PageHeading>Case messages</PageHeading>
      {caseId ? <CaseThreadPanel caseId={caseId} /> : <EmptyState title="No case chosen" />}
    </AdminLayout>
  );
}

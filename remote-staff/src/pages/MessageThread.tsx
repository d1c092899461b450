import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, PageHeading, type RemotePageProps } from 'shared-ui';
import { CaseThreadPanel } from 'shared-ui/messages';
import { StaffLayout } from '../layout/StaffLayout';

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 600;
`;

/** /messages/:caseId for a lawyer: the conversation with the client of an assigned case. */
export default function MessageThread({ accountMenu }: RemotePageProps) {
  const { caseId } = useParams();
  return (
    <StaffLayout accountMenu={accountMenu}>
      <Back to="/messages">All messages</Back>
      <PageHeading>Case messages</PageHeading>
      {caseId ? <CaseThreadPanel caseId={caseId} /> : <EmptyState title="No case chosen" />}
    </StaffLayout>
  );
}

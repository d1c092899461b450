import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, PageHeading, type RemotePageProps, ButtonLink } from 'shared-ui';
import { CaseThreadPanel } from 'shared-ui/messages';
import { ClientLayout } from '../layout/ClientLayout';

const Back = styled.div`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** /messages/:caseId for a client: the conversation about one of their cases. */
export default function MessageThread({ accountMenu }: RemotePageProps) {
  const { caseId } = useParams();
  return (
    <ClientLayout title="Client Dashboard" accountMenu={accountMenu}>
      <Back>
        <ButtonLink to="/messages">All messages</ButtonLink>
      </Back>
      <PageHeading>Case messages</PageHeading>
      {caseId ? <CaseThreadPanel caseId={caseId} /> : <EmptyState title="No case chosen" />}
    </ClientLayout>
  );
}

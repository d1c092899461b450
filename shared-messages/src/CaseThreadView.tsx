import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink, EmptyState, PageHeading } from 'shared-ui';
import { CaseThreadPanel } from './panels';

const Back = styled.div`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** The body of /messages/:caseId, the same for every role; each remote wraps it in its layout (another case: a fresh panel). */
export function CaseThreadView() {
  const { caseId } = useParams();
  return (
    <>
      <Back>
        <ButtonLink to="/messages">All messages</ButtonLink>
      </Back>
      <PageHeading>Case messages</PageHeading>
      {caseId ? <CaseThreadPanel key={caseId} caseId={caseId} /> : <EmptyState title="No case chosen" />}
    </>
  );
}

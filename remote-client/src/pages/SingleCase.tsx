import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { singleCaseStore } from 'shared-api';
import { Card, PageHeading, type RemotePageProps, ButtonLink } from 'shared-ui';
import { ClientLayout } from '../layout/ClientLayout';
import { SUBMITTED_CASE_TITLE } from '../cases/CaseDetails';
import { SingleCaseContent } from '../cases/SingleCaseContent';

const Back = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

/**
 * /single-case (spec §2): the single case view as a page. `?id=` fetches that case; without it the
 * page shows the case last opened (the single case store), or 'No case data available.'.
 */
export default function SingleCase({ accountMenu }: RemotePageProps) {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');

  useEffect(() => {
    if (id) void singleCaseStore.getState().fetchSingleCase(id);
  }, [id]);

  return (
    <ClientLayout title="Client Dashboard" accountMenu={accountMenu}>
      <PageHeading>{SUBMITTED_CASE_TITLE}</PageHeading>
      <Card>
        <SingleCaseContent
          onRetry={id ? () => void singleCaseStore.getState().fetchSingleCase(id) : undefined}
        />
      </Card>
      <Back>
        <ButtonLink to="/user-dashboard">Back to dashboard</ButtonLink>
      </Back>
    </ClientLayout>
  );
}

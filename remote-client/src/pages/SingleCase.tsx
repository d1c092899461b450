import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCase, CaseNotFound } from 'shared-cases';
import { ButtonLink, Card, type RemotePageProps } from 'shared-ui';
import { PageHeading } from 'shared-ui/dashboard';
import { ClientLayout } from '../layout/ClientLayout';
import { useT } from 'shared-i18n';
import { SingleCaseContent } from '../cases/SingleCaseContent';
import { rememberOpenedCase, useLastOpenedCase } from '../cases/lastOpenedCase';

const Back = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

/**
 * /single-case: the single case view as a page. `?id=` reads that case; without it the page
 * shows the case last opened, or 'No case data available.'; an id that names no case shows
 * 'Case not found'.
 */
export default function SingleCase({ accountMenu }: RemotePageProps) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const lastOpened = useLastOpenedCase();
  const read = useCase(id ?? lastOpened);

  useEffect(() => {
    if (id) rememberOpenedCase(id);
  }, [id]);

  return (
    <ClientLayout title={t('client.layout.dashboardTitle')} accountMenu={accountMenu}>
      <PageHeading>{t('client.singleCase.title')}</PageHeading>
      {read.notFound ? (
        <CaseNotFound />
      ) : (
        <>
          <Card>
            <SingleCaseContent read={read} />
          </Card>
          <Back>
            <ButtonLink to="/user-dashboard">{t('client.singleCase.back')}</ButtonLink>
          </Back>
        </>
      )}
    </ClientLayout>
  );
}

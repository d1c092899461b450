import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from 'shared-ui';
import { EmptyState, PageHeading } from 'shared-ui/dashboard';
import { useT } from 'shared-i18n';
import { CaseThreadPanel } from './panels';
import { registerCatalogueOfMessages } from './i18n/catalogue';

// This module's texts (messages.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfMessages();

const Back = styled.div`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** The body of /messages/:caseId, the same for every role; each remote wraps it in its layout (another case: a fresh panel). */
export function CaseThreadView() {
  const { caseId } = useParams();
  const t = useT();
  return (
    <>
      <Back>
        <ButtonLink to="/messages">{t('messages.view.allMessages')}</ButtonLink>
      </Back>
      <PageHeading>{t('messages.view.heading')}</PageHeading>
      {caseId ? (
        <CaseThreadPanel key={caseId} caseId={caseId} />
      ) : (
        <EmptyState title={t('messages.view.noCase')} />
      )}
    </>
  );
}

import styled from 'styled-components';
import { dashboardPathFor, useSessionRole } from 'shared-api';
import { caseTexts } from './calls/cases';
import { useT } from 'shared-i18n';
import { Button, ButtonLink } from 'shared-ui';
import { StateBox, StateTitle } from 'shared-ui/dashboard';
import { registerCatalogueOfCases } from './i18n/catalogue';

// This module's texts (cases.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfCases();

const Text = styled.p`
  margin: 0;
  max-width: 42ch;
`;

export interface CaseNotFoundProps {
  /** The heading level where the state sits (2 on a page under its h1, 3 inside a dialog). */
  level?: 2 | 3;
  /** Inside a dialog over the dashboard: the way back closes it instead of navigating. */
  onBack?: () => void;
}

/**
 * The one state for a case id that names no case (unknown, deleted or malformed): says so and
 * offers the way back to the signed-in user's dashboard. shared-api's isCaseNotFound decides.
 */
export function CaseNotFound({ level = 2, onBack }: CaseNotFoundProps) {
  const role = useSessionRole();
  const t = useT();
  const back = t('cases.notFound.back');
  return (
    <StateBox>
      <StateTitle as={`h${level}`}>{caseTexts.notFound}</StateTitle>
      <Text>{t('cases.notFound.text')}</Text>
      {onBack ? (
        <Button variant="secondary" onClick={onBack}>
          {back}
        </Button>
      ) : (
        <ButtonLink to={dashboardPathFor(role)}>{back}</ButtonLink>
      )}
    </StateBox>
  );
}

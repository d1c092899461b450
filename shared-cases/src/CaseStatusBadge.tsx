import styled from 'styled-components';
import { type Role } from 'shared-api';
import { caseStatusFor, type CaseState, type CaseStatusCode } from 'shared-contract';
import { useT } from 'shared-i18n';
import { ToneBadge, type BadgeTone } from 'shared-ui';
import { useCaseWords } from './caseWords';
import { registerCatalogueOfCases } from './i18n/catalogue';

// This module's texts (cases.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfCases();

/** The sentence that explains each status to a client. */
const DESCRIPTIONS: Record<Exclude<CaseStatusCode, 'other'>, string> = {
  pending: 'cases.status.pendingDescription',
  received: 'cases.status.receivedDescription',
  completed: 'cases.status.completedDescription',
};

/** One tone per status; none of them is the error red. */
const TONES: Record<CaseStatusCode, BadgeTone> = {
  pending: 'brand',
  received: 'info',
  completed: 'success',
  other: 'neutral',
};

const Described = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  white-space: normal;
`;

/**
 * A case's status as `reader` sees it (caseStatusFor: the one mapping every screen, the timeline
 * and the e-mails use), labelled by words, not by colour alone; `described` adds, for a client,
 * the sentence that explains it.
 */
export function CaseStatusBadge({
  item,
  reader,
  described = false,
}: {
  item: CaseState;
  reader: Role;
  described?: boolean;
}) {
  const t = useT();
  const words = useCaseWords();
  const code = caseStatusFor(item, reader);
  const label = code === 'completed' ? words.status('Completed') : words.status(item.status);
  const description = reader === 'client' && code !== 'other' ? t(DESCRIPTIONS[code]) : undefined;
  const badge = (
    <ToneBadge $tone={TONES[code]} data-status={code} title={described ? undefined : description}>
      {label}
    </ToneBadge>
  );
  if (!described || !description) return badge;
  return (
    <Described>
      {badge}
      <span>{description}</span>
    </Described>
  );
}

import styled from 'styled-components';
import { type Role } from 'shared-api';
import { caseStatusFor, type CaseState, type CaseStatusCode } from 'shared-contract';
import { useT } from 'shared-i18n';
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

/** One tone per status, text on tint at AA contrast; none of them is the error red. */
const TONES: Record<CaseStatusCode, { text: string; tint: string }> = {
  pending: { text: '#0b3d5c', tint: '#e6eff5' },
  received: { text: '#1d4ed8', tint: '#eaf0fe' },
  completed: { text: '#067647', tint: '#e5f4ec' },
  other: { text: '#3f4754', tint: '#eef0f3' },
};

const Badge = styled.span<{ $code: CaseStatusCode }>`
  display: inline-block;
  padding: 0.125rem ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  border: 1px solid currentColor;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  white-space: nowrap;
  color: ${({ $code }) => TONES[$code].text};
  background: ${({ $code }) => TONES[$code].tint};
`;

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
    <Badge $code={code} data-status={code} title={described ? undefined : description}>
      {label}
    </Badge>
  );
  if (!described || !description) return badge;
  return (
    <Described>
      {badge}
      <span>{description}</span>
    </Described>
  );
}

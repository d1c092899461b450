import styled from 'styled-components';
import { caseStatusMeaning, type CaseState, type StatusMeaning } from 'shared-api';
import { useT } from 'shared-i18n';

/** Each meaning's words (its label, and the sentence that explains it to the client). */
const MEANING_TEXTS: Record<StatusMeaning, { label: string; description: string }> = {
  received: { label: 'ui.status.received', description: 'ui.status.receivedDescription' },
  inProgress: { label: 'ui.status.inProgress', description: 'ui.status.inProgressDescription' },
  waitingForYou: {
    label: 'ui.status.waitingForYou',
    description: 'ui.status.waitingForYouDescription',
  },
  completed: { label: 'ui.status.completed', description: 'ui.status.completedDescription' },
};

/** One tone per meaning, text on tint at AA contrast; none of them is the error red. */
const TONES: Record<StatusMeaning, { text: string; tint: string }> = {
  received: { text: '#0b3d5c', tint: '#e6eff5' },
  inProgress: { text: '#1d4ed8', tint: '#eaf0fe' },
  waitingForYou: { text: '#8a4a12', tint: '#fbefe2' },
  completed: { text: '#067647', tint: '#e5f4ec' },
};

const Badge = styled.span<{ $meaning: StatusMeaning }>`
  display: inline-block;
  padding: 0.125rem ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  border: 1px solid currentColor;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  white-space: nowrap;
  color: ${({ $meaning }) => TONES[$meaning].text};
  background: ${({ $meaning }) => TONES[$meaning].tint};
`;

const Described = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  white-space: normal;
`;

/**
 * A case's status as its meaning to a client (received, in progress, waiting for you, completed),
 * labelled by words, not by colour alone; `described` adds the sentence that explains it.
 */
export function CaseStatusBadge({
  item,
  described = false,
}: {
  item: CaseState;
  described?: boolean;
}) {
  const t = useT();
  const meaning = caseStatusMeaning(item);
  const label = t(MEANING_TEXTS[meaning].label);
  const description = t(MEANING_TEXTS[meaning].description);
  const badge = (
    <Badge $meaning={meaning} data-meaning={meaning} title={described ? undefined : description}>
      {label}
    </Badge>
  );
  if (!described) return badge;
  return (
    <Described>
      {badge}
      <span>{description}</span>
    </Described>
  );
}

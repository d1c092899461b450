import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Case } from 'shared-api';

export const CASE_LOCKED_TEXT =
  'A lawyer is working on this case, so it can no longer be edited or deleted.';

/** Once a lawyer has the case, it is the firm's record: the client asks to withdraw it instead. */
export function isLockedForClient(item: Pick<Case, 'assignedTo'>): boolean {
  return Boolean(item.assignedTo);
}

const Notice = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Why an assigned case cannot be changed, and where to ask for its withdrawal (its thread). */
export function CaseLockNotice({ caseId, id }: { caseId: string; id?: string }) {
  return (
    <Notice id={id}>
      {CASE_LOCKED_TEXT} To withdraw it,{' '}
      <Link to={`/messages/${encodeURIComponent(caseId)}`}>ask in its messages</Link>.
    </Notice>
  );
}

import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Trans } from 'shared-i18n';

const Notice = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * Why an assigned case cannot be changed (the server's own 409 text, CASE_LOCKED_MESSAGE), and
 * where to ask for its withdrawal: its thread. Once a lawyer has the case it is the firm's record
 * (isCaseLocked).
 */
export function CaseLockNotice({ caseId, id }: { caseId: string; id?: string }) {
  return (
    <Notice id={id}>
      <Trans
        id="client.caseLock.notice"
        components={{ link: <Link to={`/messages/${encodeURIComponent(caseId)}`} /> }}
      />
    </Notice>
  );
}

import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatLongUsDate, type Case } from 'shared-api';
import { CaseFileLink, Modal, StatusText } from 'shared-ui';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

/** The 'Admin Single Case View' modal: every field of one case and its file. */
export function AdminCaseView({ item, onClose }: { item: Case | null; onClose: () => void }) {
  return (
    <Modal open={item !== null} onClose={onClose} title="Admin Single Case View" maxWidth="640px">
      {item ? (
        <Facts>
          <dt>Case Id</dt>
          <dd>{item.id}</dd>
          <dt>Case Owner</dt>
          <dd>{item.caseOwner}</dd>
          <dt>Case Type</dt>
          <dd>{item.caseType}</dd>
          <dt>Case SubType</dt>
          <dd>{item.caseSubtype}</dd>
          <dt>Case Summary</dt>
          <dd>{item.summary}</dd>
          <dt>Submitted File</dt>
          <dd>
            <CaseFileLink item={item} />
          </dd>
          <dt>Done/Archived</dt>
          <dd>{item.markAsDoneArchived}</dd>
          <dt>Assigned To</dt>
          <dd>{item.assignedTo ?? 'Not assigned'}</dd>
          <dt>Status</dt>
          <dd>
            <StatusText status={item.status} />
          </dd>
          <dt>Submitted</dt>
          <dd>{formatLongUsDate(item.createdAt)}</dd>
        </Facts>
      ) : null}
      {item ? (
        <p>
          <Link to={`/messages/${encodeURIComponent(item._id)}`}>Messages about this case</Link>
        </p>
      ) : null}
    </Modal>
  );
}

import { Link } from 'react-router-dom';
import { formatLongUsDate, type Case } from 'shared-api';
import { CaseFacts, CaseFileLink, FactList, Modal, StatusText } from 'shared-ui';

/** The 'Admin Single Case View' modal: every field of one case and its file. */
export function AdminCaseView({ item, onClose }: { item: Case | null; onClose: () => void }) {
  return (
    <Modal open={item !== null} onClose={onClose} title="Admin Single Case View" maxWidth="640px">
      {item ? (
        <FactList>
          <dt>Case Id</dt>
          <dd>{item.id}</dd>
          <CaseFacts item={item} />
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
        </FactList>
      ) : null}
      {item ? (
        <p>
          <Link to={`/messages/${encodeURIComponent(item._id)}`}>Messages about this case</Link>
        </p>
      ) : null}
    </Modal>
  );
}

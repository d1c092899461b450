import { Link } from 'react-router-dom';
import { formatLongUsDate, type Case } from 'shared-api';
import { useCaseLife } from 'shared-api/queries';
import { CaseFacts, CaseFileLink, CaseLifeSections, FactList, Modal, StatusText } from 'shared-ui';

/** The case's documents and its whole timeline (the firm's private notes included). */
function AdminCaseLife({ item }: { item: Case }) {
  return <CaseLifeSections {...useCaseLife(item)} />;
}

/** The 'Admin Single Case View' modal: every field of one case and its file, then its documents
 * and timeline (issue 16). */
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
      {item ? <AdminCaseLife item={item} /> : null}
    </Modal>
  );
}

import type { Case } from 'shared-api';
import { useCaseLife } from 'shared-api/queries';
import {
  ButtonLink,
  CaseFileLink,
  CaseLifeSections,
  CaseStatusBadge,
  Modal,
  Table,
} from 'shared-ui';
import { LawyerTools } from './LawyerTools';

/** The case's documents and timeline (private notes included: the firm sees all of it). */
function StaffCaseLife({ item }: { item: Case }) {
  return <CaseLifeSections {...useCaseLife(item)} />;
}

/** 'Staff Single Case View' (spec §2): a table of id, owner, type, subtype, summary and file,
 * then the status by its meaning, the lawyer's tools
 * (client contact, status, private notes), the documents and the timeline (issue 16). */
export function StaffCaseView({ item, onClose }: { item: Case | null; onClose: () => void }) {
  return (
    <Modal open={item !== null} onClose={onClose} title="Staff Single Case View" maxWidth="640px">
      {item ? (
        <Table caption="Case details">
          <tbody>
            <tr>
              <th scope="row">Case Id</th>
              <td>{item.id}</td>
            </tr>
            <tr>
              <th scope="row">Reference</th>
              <td>{item.reference}</td>
            </tr>
            <tr>
              <th scope="row">Case Owner</th>
              <td>{item.caseOwner}</td>
            </tr>
            <tr>
              <th scope="row">Case Type</th>
              <td>{item.caseType}</td>
            </tr>
            <tr>
              <th scope="row">Case SubType</th>
              <td>{item.caseSubtype}</td>
            </tr>
            <tr>
              <th scope="row">Case Summary</th>
              <td style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.summary}</td>
            </tr>
            <tr>
              <th scope="row">File</th>
              <td>
                <CaseFileLink item={item} />
              </td>
            </tr>
            <tr>
              <th scope="row">Status</th>
              <td>
                <CaseStatusBadge item={item} />
              </td>
            </tr>
          </tbody>
        </Table>
      ) : null}
      {item ? <LawyerTools key={item._id} item={item} /> : null}
      {item ? <StaffCaseLife item={item} /> : null}
      {item ? (
        <p>
          <ButtonLink to={`/messages/${encodeURIComponent(item._id)}`}>Messages</ButtonLink>
        </p>
      ) : null}
    </Modal>
  );
}

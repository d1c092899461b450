import type { Case } from 'shared-api';
import { CaseFileLink, CaseStatusBadge, Modal, Table, ButtonLink } from 'shared-ui';

/** 'Staff Single Case View' (spec §2): a table of id, owner, type, subtype, summary and file,
 * then the status by its meaning (issue 16). */
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
      {item ? (
        <p>
          <ButtonLink to={`/messages/${encodeURIComponent(item._id)}`}>Messages</ButtonLink>
        </p>
      ) : null}
    </Modal>
  );
}

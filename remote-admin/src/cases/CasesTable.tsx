import styled from 'styled-components';
import type { Case } from 'shared-api';
import { Button, StatusText, Table } from 'shared-ui';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-height: 36px;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  }
`;

const Id = styled.code`
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow-wrap: anywhere;
`;

export interface CasesTableProps {
  caption: string;
  cases: readonly Case[];
  onView: (item: Case) => void;
  /** Opens the Actions modal; without it the row offers View only (the archive). */
  onActions?: (item: Case) => void;
}

/**
 * The admin table of spec §2: Case Id, Case Owner, Case Type, Done/Archived, Assigned To, Status
 * (red only for 'pending'), Actions (View, Edit, Delete, Actions).
 */
export function CasesTable({ caption, cases, onView, onActions }: CasesTableProps) {
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <th scope="col">Case Id</th>
          <th scope="col">Case Owner</th>
          <th scope="col">Case Type</th>
          <th scope="col">Done/Archived</th>
          <th scope="col">Assigned To</th>
          <th scope="col">Status</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {cases.map((item) => (
          <tr key={item._id}>
            <td>
              <Id>{item.id}</Id>
            </td>
            <td>{item.caseOwner}</td>
            <td>{item.caseType}</td>
            <td>{item.markAsDoneArchived}</td>
            <td>{item.assignedTo ?? ''}</td>
            <td>
              <StatusText status={item.status} />
            </td>
            <td>
              <Actions>
                <Button variant="secondary" onClick={() => onView(item)}>
                  View
                </Button>
                {onActions ? (
                  <>
                    {/* Edit and Delete have no behaviour in the spec (§2). */}
                    <Button variant="secondary">Edit</Button>
                    <Button variant="secondary">Delete</Button>
                    <Button onClick={() => onActions(item)}>Actions</Button>
                  </>
                ) : null}
              </Actions>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

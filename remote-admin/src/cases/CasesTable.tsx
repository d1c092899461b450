import styled from 'styled-components';
import type { CaseListRow } from 'shared-cases';
import type { CaseListView, CaseSortKey } from 'shared-contract';
import { BreakableText, Button } from 'shared-ui';
import { Table } from 'shared-ui/dashboard';
import { StatusText, useCaseWords } from 'shared-cases';
import { formatDate, useT } from 'shared-i18n';
import { SORT_NAMES, nextSortOf, sortOf, type SortChoice } from './sortChoices';

/** Below this width of the table's frame (px) the rows are cards (every cell labelled, every action in reach). */
export const CARD_BREAKPOINT_PX = 720;

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 32px;
  padding: 0;
  font: inherit;
  font-weight: 700;
  color: inherit;
  background: none;
  border: 0;
  cursor: pointer;
  svg {
    width: 12px;
    height: 12px;
  }
`;

const Stack = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: break-word;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Pick = styled.span`
  display: inline-flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    flex: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-height: 36px;
    padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  }
`;

function Arrow({ order }: { order: 'asc' | 'desc' | null }) {
  const d =
    order === 'asc'
      ? 'M6 2 11 9H1z'
      : order === 'desc'
        ? 'M6 10 1 3h10z'
        : 'M6 1 10 5H2zM6 11 2 7h8z';
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d={d} fill="currentColor" />
    </svg>
  );
}

/** The day a case came, in the page's language (Kigali time; English: 'November 22, 2026'). */
function submittedDay(createdAt: string): string {
  return formatDate(createdAt, 'long');
}

export interface CaseRowActions {
  onView: (item: CaseListRow) => void;
  onEdit: (item: CaseListRow) => void;
  onDelete: (item: CaseListRow) => void;
  onActions: (item: CaseListRow) => void;
}

export interface CasesTableProps {
  caption: string;
  cases: readonly CaseListRow[];
  view: CaseListView;
  onSort: (choice: SortChoice) => void;
  onView: (item: CaseListRow) => void;
  /** Edit, Delete and Actions; without them a row offers View only. */
  actions?: Omit<CaseRowActions, 'onView'>;
  /** The rows picked for a bulk action, by id; without it rows cannot be picked. */
  selection?: {
    ids: ReadonlySet<string>;
    toggle: (id: string) => void;
    toggleAll: () => void;
  };
}

/**
 * The admin table of submitted cases (Case Id, Case Owner, Case Type, Done/Archived, Assigned To,
 * Status, Actions) in words a person reads: the reference and the day it came, the owner's name and
 * e-mail, type and subtype, the lawyer's name and e-mail. Headers sort on the server.
 */
export function CasesTable({
  caption,
  cases,
  view,
  onSort,
  onView,
  actions,
  selection,
}: CasesTableProps) {
  const t = useT();
  const words = useCaseWords();
  const current = sortOf(view);
  const header = (key: CaseSortKey) => {
    const active = current.sort === key ? current.order : null;
    return (
      <SortButton type="button" onClick={() => onSort(nextSortOf(view, key))}>
        {t(SORT_NAMES[key])}
        <Arrow order={active} />
      </SortButton>
    );
  };
  const ariaSort = (key: CaseSortKey) =>
    current.sort === key ? (current.order === 'asc' ? 'ascending' : 'descending') : undefined;
  const allPicked = selection !== undefined && cases.every((item) => selection.ids.has(item.id));

  return (
    <Table caption={caption} cardsBelow={CARD_BREAKPOINT_PX}>
      <thead>
        <tr>
          <th scope="col" aria-sort={ariaSort('reference')}>
            <Pick>
              {selection ? (
                <input
                  type="checkbox"
                  aria-label={t('admin.table.selectAll')}
                  checked={allPicked}
                  onChange={selection.toggleAll}
                />
              ) : null}
              {header('reference')}
            </Pick>
          </th>
          <th scope="col" aria-sort={ariaSort('owner')}>
            {header('owner')}
          </th>
          <th scope="col" aria-sort={ariaSort('caseType')}>
            {header('caseType')}
          </th>
          <th scope="col" aria-sort={ariaSort('flag')}>
            {header('flag')}
          </th>
          <th scope="col" aria-sort={ariaSort('lawyer')}>
            {header('lawyer')}
          </th>
          <th scope="col" aria-sort={ariaSort('status')}>
            {header('status')}
          </th>
          <th scope="col">{t('admin.column.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {cases.map((item) => (
          <tr key={item.id}>
            <td data-label={t('admin.column.caseId')}>
              <Pick>
                {selection ? (
                  <input
                    type="checkbox"
                    aria-label={t('admin.table.select', { reference: item.reference })}
                    checked={selection.ids.has(item.id)}
                    onChange={() => selection.toggle(item.id)}
                  />
                ) : null}
                <Stack>
                  <strong>{item.reference}</strong>
                  <Muted>
                    {t('admin.table.submittedOn', { date: submittedDay(item.createdAt) })}
                  </Muted>
                </Stack>
              </Pick>
            </td>
            <td data-label={t('admin.column.caseOwner')}>
              <Stack>
                <span>{item.ownerName || item.caseOwner}</span>
                <Muted>
                  <BreakableText>{item.caseOwner}</BreakableText>
                </Muted>
              </Stack>
            </td>
            <td data-label={t('admin.column.caseType')}>
              <Stack>
                <span>{words.caseType(item.caseType)}</span>
                <Muted>{words.caseSubtype(item.caseSubtype)}</Muted>
              </Stack>
            </td>
            <td data-label={t('admin.column.flag')}>{words.flag(item.markAsDoneArchived)}</td>
            <td data-label={t('admin.column.assignedTo')}>
              {item.assignedTo ? (
                <Stack>
                  <span>{item.lawyerName ?? item.assignedTo}</span>
                  <Muted>
                    <BreakableText>{item.assignedTo}</BreakableText>
                  </Muted>
                </Stack>
              ) : (
                <Muted>{t('admin.table.notAssigned')}</Muted>
              )}
            </td>
            <td data-label={t('admin.column.status')}>
              <StatusText status={item.status} />
            </td>
            <td data-label={t('admin.column.actions')}>
              <Actions>
                <Button variant="secondary" onClick={() => onView(item)}>
                  {t('admin.table.view')}
                </Button>
                {actions ? (
                  <>
                    <Button variant="secondary" onClick={() => actions.onEdit(item)}>
                      {t('admin.table.edit')}
                    </Button>
                    <Button variant="secondary" onClick={() => actions.onDelete(item)}>
                      {t('admin.table.delete')}
                    </Button>
                    <Button onClick={() => actions.onActions(item)}>
                      {t('admin.table.actions')}
                    </Button>
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

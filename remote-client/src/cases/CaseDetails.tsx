import styled from 'styled-components';
import type { Case } from 'shared-api';
import { CaseFileLink } from 'shared-ui';

/** The spec's title of the single case view. */
export const SUBMITTED_CASE_TITLE = 'SUBMITTED CASE:';
export const NO_CASE_DATA = 'No case data available.';

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

/** One case in full (spec §2 single case view): owner, type, subtype, summary and its file. */
export function CaseDetails({ item }: { item: Case | null }) {
  if (!item) return <p>{NO_CASE_DATA}</p>;
  return (
    <Facts>
      <dt>Case Owner</dt>
      <dd>{item.caseOwner}</dd>
      <dt>Case Type</dt>
      <dd>{item.caseType}</dd>
      <dt>Case SubType</dt>
      <dd>{item.caseSubtype}</dd>
      <dt>Case Summary</dt>
      <dd>{item.summary}</dd>
      <dt>File</dt>
      <dd>
        <CaseFileLink item={item}>Submitted File</CaseFileLink>
      </dd>
    </Facts>
  );
}

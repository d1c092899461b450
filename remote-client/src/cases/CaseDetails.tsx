import type { Case } from 'shared-api';
import { CaseFacts, CaseFileLink, CaseStatusBadge, FactList } from 'shared-ui';

/** The spec's title of the single case view. */
export const SUBMITTED_CASE_TITLE = 'SUBMITTED CASE:';
export const NO_CASE_DATA = 'No case data available.';

/** One case in full (spec §2 single case view): owner, type, subtype, summary and its file;
 * then its status by meaning, explained (issue 16). */
export function CaseDetails({ item }: { item: Case | null }) {
  if (!item) return <p>{NO_CASE_DATA}</p>;
  return (
    <FactList $stacked>
      <CaseFacts item={item} />
      <dt>File</dt>
      <dd>
        <CaseFileLink item={item}>Submitted File</CaseFileLink>
      </dd>
      <dt>Status</dt>
      <dd>
        <CaseStatusBadge item={item} described />
      </dd>
    </FactList>
  );
}

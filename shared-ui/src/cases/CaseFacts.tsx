import type { Case } from 'shared-api';

/**
 * The terms every full view of one case shows (its reference, issue 16; spec §2: owner, type,
 * subtype, whole summary), as `<dt>`/`<dd>` pairs for a FactList; each view adds its own (id,
 * file, status …) around them.
 */
export function CaseFacts({ item }: { item: Case }) {
  return (
    <>
      <dt>Reference</dt>
      <dd>{item.reference}</dd>
      <dt>Case Owner</dt>
      <dd>{item.caseOwner}</dd>
      <dt>Case Type</dt>
      <dd>{item.caseType}</dd>
      <dt>Case SubType</dt>
      <dd>{item.caseSubtype}</dd>
      <dt>Case Summary</dt>
      <dd>{item.summary}</dd>
    </>
  );
}

import { isCaseClosed, type Case } from 'shared-api';
import { useCaseDocuments, useCaseTimeline } from 'shared-api/queries';
import { CaseLifeSections } from 'shared-ui';

/** The client's view of what happens to their case: its documents (add, remove) and its timeline. */
export function CaseLife({ item }: { item: Case }) {
  return (
    <CaseLifeSections
      timeline={useCaseTimeline(item._id)}
      documents={useCaseDocuments(item._id)}
      canAddDocuments={!isCaseClosed(item)}
    />
  );
}

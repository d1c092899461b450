import type { Case } from 'shared-api';
import { useCaseLife, CaseLifeSections } from 'shared-cases';

/** The client's view of what happens to their case: its documents (add, remove) and its timeline. */
export function CaseLife({ item }: { item: Case }) {
  return <CaseLifeSections {...useCaseLife(item)} />;
}

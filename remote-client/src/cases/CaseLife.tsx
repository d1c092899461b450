import type { Case } from 'shared-api';
import { useCaseLife, CaseDatesSections, CaseLifeSections } from 'shared-cases';

/** The client's view of what happens to their case: its dates (calendar, another time), the
 * documents the lawyer asks for, its documents (add, remove) and its timeline. */
export function CaseLife({ item }: { item: Case }) {
  return (
    <>
      <CaseDatesSections item={item} reader="client" />
      <CaseLifeSections {...useCaseLife(item)} />
    </>
  );
}

import { isCaseClosed } from 'shared-contract';
import type { CaseRow } from '../../db/schema';
import type { AuthUser } from '../../lib/jwt';

/** Who may read a case: its owner, the lawyer it is assigned to, an admin. */
export function canViewCase(auth: AuthUser, row: Pick<CaseRow, 'userId' | 'assignedTo'>): boolean {
  return (
    auth.role === 'admin' ||
    row.userId === auth.userId ||
    (auth.role === 'adminStaff' && row.assignedTo !== null && row.assignedTo === auth.email)
  );
}

/** The firm's side of a case: an admin, or the lawyer it is assigned to. */
export function isFirmOnCase(auth: AuthUser, row: Pick<CaseRow, 'assignedTo'>): boolean {
  return (
    auth.role === 'admin' ||
    (auth.role === 'adminStaff' && row.assignedTo !== null && row.assignedTo === auth.email)
  );
}

/** A case marked done or completed takes no more documents (the contract's rule, on a stored row). */
export function isClosedCase(row: Pick<CaseRow, 'doneFlag' | 'status'>): boolean {
  return isCaseClosed({ markAsDoneArchived: row.doneFlag, status: row.status });
}

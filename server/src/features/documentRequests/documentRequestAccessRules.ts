import type { CaseRow } from '../../db/schema';
import type { AuthUser } from '../../lib/jwt';
import { canViewCase, isFirmOnCase } from '../cases/caseAccessRules';

/** Who sees a case's document requests: whoever may read the case (owner, its lawyer, an admin). */
export function canSeeRequests(auth: AuthUser, row: CaseRow): boolean {
  return canViewCase(auth, row);
}

/** Who asks for a document, or takes a request back: the case's assigned lawyer or an admin. */
export function canAskForDocuments(auth: AuthUser, row: CaseRow): boolean {
  return isFirmOnCase(auth, row);
}

/** Who answers a request with an upload: the case's own client, no one on their behalf. */
export function canAnswerRequest(auth: AuthUser, row: CaseRow): boolean {
  return row.userId === auth.userId;
}

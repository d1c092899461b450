import type { Role } from './roles';

/** The admin table paints a status red only when it is exactly the lowercase word pending. */
export function isPendingStatus(status: string | null | undefined): boolean {
  return status === 'pending';
}

/**
 * A stored status as one of the firm's statuses. Letter case does not count: a new case's
 * `pending` and the admin's `Pending` are one status. A word outside them is `other` (read as
 * stored); no status at all reads as pending, the state of a case nobody has moved yet.
 */
export type CaseStatusCode = 'received' | 'pending' | 'completed' | 'other';

const CODES: Readonly<Record<string, CaseStatusCode>> = {
  received: 'received',
  pending: 'pending',
  completed: 'completed',
};

export function caseStatusCode(status: string | null | undefined): CaseStatusCode {
  const word = (status ?? '').trim().toLowerCase();
  if (word === '') return 'pending';
  return Object.hasOwn(CODES, word) ? CODES[word]! : 'other';
}

/** Two stored statuses name the same status (a change between them is no change). */
export function sameCaseStatus(
  a: string | null | undefined,
  b: string | null | undefined,
): boolean {
  const code = caseStatusCode(a);
  if (code !== caseStatusCode(b)) return false;
  return code !== 'other' || (a ?? '').trim() === (b ?? '').trim();
}

export interface CaseState {
  status: string | null | undefined;
  markAsDoneArchived?: string | null;
}

/**
 * The one mapping from a case's stored state to the status a reader sees: every screen, the
 * timeline and the e-mails name a status by this code, in the reader's language. A client has no
 * done/archived column, so a case marked Done reads completed to them; the firm (lawyer and
 * admin) reads the status itself, the flag shown beside it. Who is assigned never changes it.
 */
export function caseStatusFor(state: CaseState, reader: Role): CaseStatusCode {
  if (reader === 'client' && state.markAsDoneArchived === 'Done') return 'completed';
  return caseStatusCode(state.status);
}

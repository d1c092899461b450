import type { AuthUser } from '../../lib/jwt';
import { canViewCase, isFirmOnCase } from '../cases/caseAccessRules';
import type { CaseScope } from './caseDateQueries';

/** A case as the date rules read it: its owner and its assigned lawyer. */
interface CaseParties {
  userId: string;
  assignedTo: string | null;
}

/** Who sees a case's dates (and downloads one to a calendar): whoever may view the case. */
export function canSeeDates(auth: AuthUser, row: CaseParties): boolean {
  return canViewCase(auth, row);
}

/** Who sets, moves and cancels a case's dates: its assigned lawyer, an admin. */
export function canSetDates(auth: AuthUser, row: Pick<CaseParties, 'assignedTo'>): boolean {
  return isFirmOnCase(auth, row);
}

/** Who asks for another time: the case's client, nobody else (the firm moves the date itself). */
export function canAskReschedule(auth: AuthUser, row: CaseParties): boolean {
  return auth.role === 'client' && row.userId === auth.userId;
}

/** Whose dates a week shows: a lawyer's assigned cases; every case for an admin. */
export function weekScope(auth: AuthUser): { assignee: string | null } {
  return { assignee: auth.role === 'admin' ? null : auth.email };
}

/** Whose upcoming dates a caller sees: a client's own cases, a lawyer's assigned, an admin's all. */
export function upcomingScope(auth: AuthUser): CaseScope {
  if (auth.role === 'admin') return 'all';
  if (auth.role === 'adminStaff') return { assignee: auth.email };
  return { owner: auth.userId };
}

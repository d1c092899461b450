import { queryOptions } from '@tanstack/react-query';
import {
  getAllCases,
  getAssignedCases,
  getCaseStats,
  getSingleCase,
  getUserCases,
} from '../calls/cases';
import {
  getAudit,
  getCaseClient,
  getCaseDocuments,
  getCaseNotes,
  getCaseTimeline,
  type AuditFilter,
} from '../calls/caseLife';
import type { Paging } from 'shared-api';
import { queryClient } from 'shared-api/queries';

/** Every case read's key starts here: a case mutation invalidates them all at once. */
export const CASES_KEY = ['cases'] as const;

/** The admin lists' filter: `flag: 'Done'` is the archive. */
export type CaseListFilter = Paging & { flag?: string };

/** The case reads, each with its key and call defined once. */
export const caseQueries = {
  /** The client's own cases (the cases list). */
  userCases: (userId: string) =>
    queryOptions({
      queryKey: [...CASES_KEY, 'user', userId],
      queryFn: () => getUserCases(userId),
    }),
  /** One case (the single case view). */
  single: (caseId: string) =>
    queryOptions({
      queryKey: [...CASES_KEY, 'single', caseId],
      queryFn: () => getSingleCase(caseId),
    }),
  /** One server page of every case, newest first (admin). */
  allPage: (filter: CaseListFilter) =>
    queryOptions({
      queryKey: [...CASES_KEY, 'all', filter],
      queryFn: () => getAllCases(filter),
    }),
  /** One server page of a lawyer's assigned cases, newest first. */
  assignedPage: (email: string, paging: Paging) =>
    queryOptions({
      queryKey: [...CASES_KEY, 'assigned', email, paging],
      queryFn: () => getAssignedCases(email, paging),
    }),
  /** A case's timeline, oldest first (the client's without the firm's private events). */
  timeline: (caseId: string) =>
    queryOptions({
      queryKey: [...CASES_KEY, 'timeline', caseId],
      queryFn: () => getCaseTimeline(caseId),
    }),
  /** A case's documents, oldest first: the submit form's file first. */
  documents: (caseId: string) =>
    queryOptions({
      queryKey: [...CASES_KEY, 'documents', caseId],
      queryFn: () => getCaseDocuments(caseId),
    }),
  /** The firm's private notes on a case, newest first (assigned lawyer, admin). */
  notes: (caseId: string) =>
    queryOptions({
      queryKey: [...CASES_KEY, 'notes', caseId],
      queryFn: () => getCaseNotes(caseId),
    }),
  /** How the firm reaches the case's client (assigned lawyer, admin). */
  client: (caseId: string) =>
    queryOptions({
      queryKey: [...CASES_KEY, 'client', caseId],
      queryFn: () => getCaseClient(caseId),
    }),
  /** One page of every case's events, newest first, filtered (admin's audit view). */
  audit: (filter: AuditFilter) =>
    queryOptions({
      queryKey: [...CASES_KEY, 'audit', filter],
      queryFn: () => getAudit(filter),
    }),
  /** The admin's counts. */
  stats: () =>
    queryOptions({
      queryKey: [...CASES_KEY, 'stats'],
      queryFn: getCaseStats,
    }),
};

/** After a case changed (added, edited, deleted, acted on): every case read is stale, those on screen are fetched again. */
export function invalidateCases(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: CASES_KEY });
}

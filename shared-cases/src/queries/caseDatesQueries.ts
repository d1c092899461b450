import { queryOptions } from '@tanstack/react-query';
import type { Paging } from 'shared-api';
import {
  getCaseDates,
  getDocumentRequests,
  getOpenDocumentRequests,
  getUpcomingDates,
  getWeek,
} from '../calls/caseDates';
import { CASES_KEY } from './caseQueries';

/**
 * The reads of a case's dates and document requests. Their keys start with the cases key, so
 * any case change (a document added, a date set) makes them stale with every other case read.
 */
export const caseDateQueries = {
  /** Every date of a case, soonest first, past and cancelled ones kept. */
  dates: (caseId: string) =>
    queryOptions({
      queryKey: [...CASES_KEY, 'dates', caseId],
      queryFn: () => getCaseDates(caseId),
    }),
  /** A case's document requests: open ones first. */
  requests: (caseId: string) =>
    queryOptions({
      queryKey: [...CASES_KEY, 'documentRequests', caseId],
      queryFn: () => getDocumentRequests(caseId),
    }),
  /** The caller's scheduled dates from now on, soonest first (the dashboard cards' next date). */
  upcoming: () =>
    queryOptions({
      queryKey: [...CASES_KEY, 'upcomingDates'],
      queryFn: getUpcomingDates,
    }),
  /** The lawyer's (or admin's) week holding the day `start`, Monday to Sunday. */
  week: (start: string) =>
    queryOptions({
      queryKey: [...CASES_KEY, 'week', start],
      queryFn: () => getWeek(start),
    }),
  /** One page of the open requests the caller may see. */
  openRequests: (paging: Paging) =>
    queryOptions({
      queryKey: [...CASES_KEY, 'openRequests', paging],
      queryFn: () => getOpenDocumentRequests(paging),
    }),
};

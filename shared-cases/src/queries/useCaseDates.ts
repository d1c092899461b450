import { useQuery } from '@tanstack/react-query';
import { errorMessage, type UploadOptions } from 'shared-api';
import type { CaseDate, CaseDateInput, DocumentRequest } from 'shared-contract/schemas';
import { queryClient } from 'shared-api/queries';
import {
  addCaseDate,
  askAnotherTime,
  askForDocument,
  cancelCaseDate,
  cancelDocumentRequest,
  caseDatesTexts,
  updateCaseDate,
  uploadForRequest,
} from '../calls/caseDates';
import { caseDateQueries } from './caseDatesQueries';
import { invalidateCases } from './caseQueries';

/** A read as a page shows it: its data, first load, and the failure's text. */
export interface DatesRead<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  refetch: () => void;
}

function read<T>(query: ReturnType<typeof useQuery<T>>, fallback: string): DatesRead<T> {
  return {
    data: query.data,
    loading: query.isPending,
    error: query.error ? errorMessage(query.error, fallback) : null,
    refetch: () => void query.refetch(),
  };
}

/** Each change refreshes every case read (the dates, the timeline, the dashboard's next date). */
async function thenRefresh<T>(change: Promise<T>): Promise<T> {
  const done = await change;
  await invalidateCases();
  return done;
}

export interface CaseDatesControls extends DatesRead<CaseDate[]> {
  add: (body: CaseDateInput) => Promise<CaseDate>;
  update: (dateId: string, body: CaseDateInput) => Promise<CaseDate>;
  cancel: (dateId: string, reason: string) => Promise<CaseDate>;
  /** The client asks for another time; resolves to the server's message. */
  askAnotherTime: (dateId: string, text: string) => Promise<string>;
}

/** A case's dates and what may be done with them; every change rejects with an ApiError. */
export function useCaseDates(caseId: string): CaseDatesControls {
  return {
    ...read(useQuery(caseDateQueries.dates(caseId), queryClient), caseDatesTexts.datesFallback),
    add: (body) => thenRefresh(addCaseDate(caseId, body)),
    update: (dateId, body) => thenRefresh(updateCaseDate(caseId, dateId, body)),
    cancel: (dateId, reason) => thenRefresh(cancelCaseDate(caseId, dateId, reason)),
    askAnotherTime: (dateId, text) => thenRefresh(askAnotherTime(caseId, dateId, text)),
  };
}

export interface DocumentRequestsControls extends DatesRead<DocumentRequest[]> {
  ask: (body: { name: string; dueDate?: string | null }) => Promise<DocumentRequest>;
  cancel: (requestId: string) => Promise<DocumentRequest>;
  /** Uploads the file against the request (progress and cancel through `options`). */
  upload: (requestId: string, file: File, options?: UploadOptions) => Promise<DocumentRequest>;
}

/** A case's document requests and what may be done with them. */
export function useDocumentRequests(caseId: string): DocumentRequestsControls {
  return {
    ...read(
      useQuery(caseDateQueries.requests(caseId), queryClient),
      caseDatesTexts.requestsFallback,
    ),
    ask: (body) => thenRefresh(askForDocument(caseId, body)),
    cancel: (requestId) => thenRefresh(cancelDocumentRequest(caseId, requestId)),
    upload: (requestId, file, options) =>
      thenRefresh(uploadForRequest(caseId, requestId, file, options)),
  };
}

/** The caller's scheduled dates from now on (a client's dashboard), soonest first. */
export function useUpcomingDates(enabled = true): DatesRead<CaseDate[]> {
  return read(
    useQuery({ ...caseDateQueries.upcoming(), enabled }, queryClient),
    caseDatesTexts.datesFallback,
  );
}

/** The lawyer's (or admin's) week holding the day `start` (YYYY-MM-DD, Kigali). */
export function useWeek(start: string) {
  return read(useQuery(caseDateQueries.week(start), queryClient), caseDatesTexts.weekFallback);
}

/** What a case card adds about its agenda: the next scheduled date, the documents still asked. */
export interface CaseAgendaFacts {
  next: CaseDate | null;
  asked: number;
}

/** The open requests a dashboard counts: one server page of the largest size. */
const AGENDA_REQUESTS = { page: 1, limit: 100 };

/**
 * Each case's agenda for a dashboard's cards, by case id: its soonest scheduled date from now on
 * and how many documents are still asked. Two reads for every card (not two per card).
 */
export function useCaseAgendas(enabled = true): (caseId: string) => CaseAgendaFacts {
  const upcoming = useQuery({ ...caseDateQueries.upcoming(), enabled }, queryClient);
  const open = useQuery({ ...caseDateQueries.openRequests(AGENDA_REQUESTS), enabled }, queryClient);
  return (caseId) => ({
    next:
      upcoming.data?.find((date) => date.caseId === caseId && date.state === 'scheduled') ?? null,
    asked: open.data?.items.filter((request) => request.caseId === caseId).length ?? 0,
  });
}

import { apiClient, request, uploadConfig, type UploadOptions } from 'shared-api';
import type { ApiEnvelope, Page, PagedEnvelope, Paging } from 'shared-api';
import type { CaseDate, CaseDateInput, DocumentRequest, Week } from 'shared-contract/schemas';
import { caseDatesTexts } from './caseDatesTexts';

export { caseDatesTexts };

const id = (value: string) => encodeURIComponent(value);
const datePath = (caseId: string, dateId: string) => `/cases/${id(caseId)}/dates/${id(dateId)}`;
const requestPath = (caseId: string, requestId: string) =>
  `/cases/${id(caseId)}/document-requests/${id(requestId)}`;

/** GET /cases/{id}/dates: every date of the case, soonest first, past and cancelled ones kept. */
export function getCaseDates(caseId: string): Promise<CaseDate[]> {
  return request(caseDatesTexts.datesFallback, async () => {
    const { data } = await apiClient.get<ApiEnvelope<CaseDate[]>>(`/cases/${id(caseId)}/dates`);
    return data.data ?? [];
  });
}

/** POST /cases/{id}/dates (assigned lawyer, admin): a hearing or a meeting at a Kigali time. */
export function addCaseDate(caseId: string, body: CaseDateInput): Promise<CaseDate> {
  return request(caseDatesTexts.saveDateFallback, async () => {
    const { data } = await apiClient.post<ApiEnvelope<CaseDate>>(
      `/cases/${id(caseId)}/dates`,
      body,
    );
    return data.data;
  });
}

/** PUT /cases/{id}/dates/{dateId}: moves or changes a scheduled date. */
export function updateCaseDate(
  caseId: string,
  dateId: string,
  body: CaseDateInput,
): Promise<CaseDate> {
  return request(caseDatesTexts.saveDateFallback, async () => {
    const { data } = await apiClient.put<ApiEnvelope<CaseDate>>(datePath(caseId, dateId), body);
    return data.data;
  });
}

/** POST /cases/{id}/dates/{dateId}/cancel { reason }: the client reads the reason. */
export function cancelCaseDate(caseId: string, dateId: string, reason: string): Promise<CaseDate> {
  return request(caseDatesTexts.cancelDateFallback, async () => {
    const { data } = await apiClient.post<ApiEnvelope<CaseDate>>(
      `${datePath(caseId, dateId)}/cancel`,
      { reason },
    );
    return data.data;
  });
}

/** POST /cases/{id}/dates/{dateId}/reschedule { text } (client): reaches the lawyer as a message. */
export function askAnotherTime(caseId: string, dateId: string, text: string): Promise<string> {
  return request(caseDatesTexts.rescheduleFallback, async () => {
    const { data } = await apiClient.post<ApiEnvelope<unknown>>(
      `${datePath(caseId, dateId)}/reschedule`,
      { text },
    );
    return data.message;
  });
}

export interface CalendarFile {
  blob: Blob;
  fileName: string;
}

/**
 * GET /cases/{id}/dates/{dateId}/ics: the date as a calendar file, asked with the session like
 * every call and handed back as bytes (the page saves them). An .ics is a few hundred bytes.
 */
export function getCaseDateCalendar(caseId: string, dateId: string): Promise<CalendarFile> {
  return request(caseDatesTexts.calendarFallback, async () => {
    const { data, headers } = await apiClient.get<Blob>(`${datePath(caseId, dateId)}/ics`, {
      responseType: 'blob',
    });
    const disposition = String(headers?.['content-disposition'] ?? '');
    const named = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
    return { blob: data, fileName: named ?? `case-date-${dateId}.ics` };
  });
}

/** GET /dates/week?start=YYYY-MM-DD (lawyer, admin): the Monday-to-Sunday week holding `start`. */
export function getWeek(start?: string): Promise<Week> {
  return request(caseDatesTexts.weekFallback, async () => {
    const { data } = await apiClient.get<ApiEnvelope<Week>>('/dates/week', {
      params: start ? { start } : undefined,
    });
    return data.data;
  });
}

/** GET /dates/upcoming: the caller's scheduled dates from now on, soonest first (at most 100). */
export function getUpcomingDates(): Promise<CaseDate[]> {
  return request(caseDatesTexts.datesFallback, async () => {
    const { data } = await apiClient.get<ApiEnvelope<CaseDate[]>>('/dates/upcoming');
    return data.data ?? [];
  });
}

/** GET /cases/{id}/document-requests: open ones first (soonest due), then done ones. */
export function getDocumentRequests(caseId: string): Promise<DocumentRequest[]> {
  return request(caseDatesTexts.requestsFallback, async () => {
    const { data } = await apiClient.get<ApiEnvelope<DocumentRequest[]>>(
      `/cases/${id(caseId)}/document-requests`,
    );
    return data.data ?? [];
  });
}

/** POST /cases/{id}/document-requests (assigned lawyer, admin): a document by name, a due day. */
export function askForDocument(
  caseId: string,
  body: { name: string; dueDate?: string | null },
): Promise<DocumentRequest> {
  return request(caseDatesTexts.askFallback, async () => {
    const { data } = await apiClient.post<ApiEnvelope<DocumentRequest>>(
      `/cases/${id(caseId)}/document-requests`,
      body,
    );
    return data.data;
  });
}

/** POST /cases/{id}/document-requests/{requestId}/cancel: withdraws an open request. */
export function cancelDocumentRequest(caseId: string, requestId: string): Promise<DocumentRequest> {
  return request(caseDatesTexts.cancelRequestFallback, async () => {
    const { data } = await apiClient.post<ApiEnvelope<DocumentRequest>>(
      `${requestPath(caseId, requestId)}/cancel`,
    );
    return data.data;
  });
}

/**
 * POST /cases/{id}/document-requests/{requestId}/upload as multipart (one file, the case
 * documents' rules): the file joins the case's documents and the request is done.
 */
export function uploadForRequest(
  caseId: string,
  requestId: string,
  file: File,
  options: UploadOptions = {},
): Promise<DocumentRequest> {
  return request(caseDatesTexts.uploadFallback, async () => {
    const form = new FormData();
    form.append('file', file);
    const { data } = await apiClient.post<ApiEnvelope<DocumentRequest>>(
      `${requestPath(caseId, requestId)}/upload`,
      form,
      uploadConfig(options),
    );
    options.onProgress?.(1);
    return data.data;
  });
}

/** GET /document-requests/open: one page of the open requests the caller may see, soonest due. */
export function getOpenDocumentRequests(paging: Paging): Promise<Page<DocumentRequest>> {
  return request(caseDatesTexts.requestsFallback, async () => {
    const { data } = await apiClient.get<PagedEnvelope<DocumentRequest>>(
      '/document-requests/open',
      { params: paging },
    );
    return { items: data.data ?? [], total: data.total, page: data.page, limit: data.limit };
  });
}

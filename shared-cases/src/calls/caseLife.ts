import { apiClient, request, uploadConfig, type UploadOptions } from 'shared-api';
import { caseLifeTexts } from './caseLifeTexts';
import type {
  ApiEnvelope,
  CaseClient,
  CaseDocument,
  CaseEvent,
  CaseNote,
  Page,
  PagedEnvelope,
  Paging,
  Timeline,
} from 'shared-api';

export { caseLifeTexts };

const id = (value: string) => encodeURIComponent(value);

function toPage<T>(answer: PagedEnvelope<T>): Page<T> {
  return { items: answer.data ?? [], total: answer.total, page: answer.page, limit: answer.limit };
}

/** GET /cases/{id}/timeline: oldest first; the client's answer holds no private event. */
export function getCaseTimeline(caseId: string, paging?: Paging): Promise<Timeline> {
  return request(caseLifeTexts.timelineFallback, async () => {
    const { data } = await apiClient.get<ApiEnvelope<Timeline>>(`/cases/${id(caseId)}/timeline`, {
      params: paging,
    });
    return data.data;
  });
}

/** GET /cases/{id}/documents: oldest first, the submit form's file first. */
export function getCaseDocuments(caseId: string): Promise<CaseDocument[]> {
  return request(caseLifeTexts.documentsFallback, async () => {
    const { data } = await apiClient.get<ApiEnvelope<CaseDocument[]>>(
      `/cases/${id(caseId)}/documents`,
    );
    return data.data ?? [];
  });
}

/** POST /cases/{id}/documents as multipart, with progress 0…1 and a signal that drops it. */
export function addCaseDocument(
  caseId: string,
  file: File,
  options: UploadOptions = {},
): Promise<CaseDocument> {
  return request(caseLifeTexts.addDocumentFallback, async () => {
    const form = new FormData();
    form.append('file', file);
    const { data } = await apiClient.post<ApiEnvelope<CaseDocument>>(
      `/cases/${id(caseId)}/documents`,
      form,
      uploadConfig(options),
    );
    options.onProgress?.(1);
    return data.data;
  });
}

/** DELETE /cases/{id}/documents/{documentId}: only its uploader, while the case is open. */
export function removeCaseDocument(caseId: string, documentId: string): Promise<string> {
  return request(caseLifeTexts.removeDocumentFallback, async () => {
    await apiClient.delete(`/cases/${id(caseId)}/documents/${id(documentId)}`);
    return documentId;
  });
}

/** POST /cases/{id}/notes { text }: a private note of the firm (assigned lawyer, admin). */
export function addCaseNote(caseId: string, text: string): Promise<CaseNote> {
  return request(caseLifeTexts.noteFallback, async () => {
    const { data } = await apiClient.post<ApiEnvelope<CaseNote>>(`/cases/${id(caseId)}/notes`, {
      text,
    });
    return data.data;
  });
}

/** GET /cases/{id}/notes: newest first, one page. */
export function getCaseNotes(caseId: string, paging?: Paging): Promise<Page<CaseNote>> {
  return request(caseLifeTexts.notesFallback, async () => {
    const { data } = await apiClient.get<PagedEnvelope<CaseNote>>(`/cases/${id(caseId)}/notes`, {
      params: paging,
    });
    return toPage(data);
  });
}

/** GET /cases/{id}/client: how the firm reaches the client (assigned lawyer, admin). */
export function getCaseClient(caseId: string): Promise<CaseClient> {
  return request(caseLifeTexts.clientFallback, async () => {
    const { data } = await apiClient.get<ApiEnvelope<CaseClient>>(`/cases/${id(caseId)}/client`);
    return data.data;
  });
}

/** The audit view's filters (admin): an actor's e-mail, an action, a date range [from, to). */
export interface AuditFilter extends Paging {
  actor?: string;
  action?: string;
  from?: string;
  to?: string;
  caseId?: string;
}

/** GET /audit (admin): every case's events, newest first, one page. */
export function getAudit(filter: AuditFilter): Promise<Page<CaseEvent>> {
  return request(caseLifeTexts.auditFallback, async () => {
    const params = Object.fromEntries(
      Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''),
    );
    const { data } = await apiClient.get<PagedEnvelope<CaseEvent>>('/audit', { params });
    return toPage(data);
  });
}

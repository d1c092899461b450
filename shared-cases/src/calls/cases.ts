import { catalogueTexts } from 'shared-i18n';
import {
  apiClient,
  ApiError,
  errorCodeOf,
  fieldOfApiError,
  errorStatus,
  request,
  uploadConfig,
  type UploadOptions,
} from 'shared-api';
import type {
  ApiEnvelope,
  Case,
  CaseStats,
  CaseSubmitInput,
  CaseUpdateInput,
  Page,
  PagedEnvelope,
  Paging,
} from 'shared-api';

/** The case calls' texts: fallbacks and toasts (not the messages posted on a case). */
export const caseTexts = catalogueTexts({
  submitFallback: 'api.case.submitFallback',
  allCasesFallback: 'api.case.allCasesFallback',
  userCasesFallback: 'api.case.userCasesFallback',
  assignedFallback: 'api.case.assignedFallback',
  singleCaseFallback: 'api.case.singleCaseFallback',
  updateFallback: 'api.case.updateFallback',
  updated: 'api.case.updated',
  markDoneFallback: 'api.case.markDoneFallback',
  markedDone: 'api.case.markedDone',
  statusChanged: 'api.case.statusChanged',
  assigned: 'api.case.assigned',
  deleteFailure: 'api.case.deleteFailure',
  deleted: 'api.case.deleted',
  /** The not-found state's heading (an unknown or malformed case id). */
  notFound: 'api.case.notFound',
  downloadFallback: 'api.case.downloadFallback',
  noFile: 'api.case.noFile',
});

/** The path parameters that name a case (`/cases/{id}`, `/cases/{caseId}/messages`). */
const CASE_ID_PARAMS: readonly (string | null)[] = ['id', 'caseId'];

/**
 * True when a case call failed because the case is not there: the server's 404, or its 400 for an
 * id in the path that is not a case id at all (code `request.invalidField` on `id` or `caseId`),
 * whatever the language of its words.
 */
export function isCaseNotFound(error: unknown): boolean {
  const status = errorStatus(error);
  if (status === 404) return true;
  return (
    status === 400 &&
    errorCodeOf(error) === 'request.invalidField' &&
    CASE_ID_PARAMS.includes(fieldOfApiError(error))
  );
}

const id = (value: string) => encodeURIComponent(value);

function toPage<T>(answer: PagedEnvelope<T>): Page<T> {
  return {
    items: answer.data ?? [],
    total: answer.total,
    page: answer.page,
    limit: answer.limit,
  };
}

async function getList(path: string, paging: Partial<Paging> & { flag?: string } = {}) {
  const params = Object.fromEntries(
    Object.entries(paging).filter(([, value]) => value !== undefined && value !== ''),
  );
  const { data } = await apiClient.get<PagedEnvelope<Case>>(path, { params });
  return data;
}

/**
 * POST /cases/register as multipart (caseType, caseSubtype, summary, file). `onProgress` gets the
 * uploaded fraction 0…1; aborting `signal` drops the upload. Resolves to the server's message.
 */
export function submitCase(
  input: CaseSubmitInput,
  { onProgress, signal }: UploadOptions = {},
): Promise<string> {
  return request(caseTexts.submitFallback, async () => {
    const form = new FormData();
    form.append('caseType', input.caseType);
    form.append('caseSubtype', input.caseSubtype);
    form.append('summary', input.summary);
    form.append('file', input.file);
    const { data } = await apiClient.post<ApiEnvelope<Case>>(
      '/cases/register',
      form,
      uploadConfig({ onProgress, signal }),
    );
    onProgress?.(1);
    return data.message;
  });
}

/** GET /cases/ (admin). With `page` one page comes back; `flag: 'Done'` lists archived cases. */
export function getAllCases(params: Paging & { flag?: string }): Promise<Page<Case>>;
export function getAllCases(params?: {
  page?: undefined;
  limit?: number;
  flag?: string;
}): Promise<Case[]>;
export function getAllCases(
  params: { page?: number; limit?: number; flag?: string } = {},
): Promise<Page<Case> | Case[]> {
  return request(caseTexts.allCasesFallback, async () => {
    const answer = await getList('/cases/', params);
    return params.page !== undefined ? toPage(answer) : (answer.data ?? []);
  });
}

/** GET /cases/{userId}: the client's own cases; paged when `paging` is given. */
export function getUserCases(userId: string): Promise<Case[]>;
export function getUserCases(userId: string, paging: Paging): Promise<Page<Case>>;
export function getUserCases(userId: string, paging?: Paging): Promise<Case[] | Page<Case>> {
  return request(caseTexts.userCasesFallback, async () => {
    const answer = await getList(`/cases/${id(userId)}`, paging);
    return paging ? toPage(answer) : (answer.data ?? []);
  });
}

/** GET /cases/assignedTo/{email}: the lawyer's cases; paged when `paging` is given. */
export function getAssignedCases(email: string): Promise<Case[]>;
export function getAssignedCases(email: string, paging: Paging): Promise<Page<Case>>;
export function getAssignedCases(email: string, paging?: Paging): Promise<Case[] | Page<Case>> {
  return request(caseTexts.assignedFallback, async () => {
    const answer = await getList(`/cases/assignedTo/${id(email)}`, paging);
    return paging ? toPage(answer) : (answer.data ?? []);
  });
}

async function fetchSingleCase(caseId: string): Promise<Case> {
  const { data } = await apiClient.get<ApiEnvelope<Case>>(`/cases/singleCase/${id(caseId)}`);
  return data.data;
}

/** GET /cases/singleCase/{id}. */
export function getSingleCase(caseId: string): Promise<Case> {
  return request(caseTexts.singleCaseFallback, () => fetchSingleCase(caseId));
}

export interface CaseFileDownload {
  blob: Blob;
  fileName: string | null;
  /** The fresh signed link the bytes came from (a plain link again for a while). */
  url: string;
}

/**
 * A case's file, fetched when it is wanted: a fresh signed link from the case itself (same access
 * rules as viewing it), then the bytes through it, so an old page never follows an expired link.
 * Files are at most MAX_UPLOAD_MB, so holding one in memory is bounded.
 */
export function downloadCaseFile(caseId: string): Promise<CaseFileDownload> {
  return request(caseTexts.downloadFallback, async () => {
    const item = await fetchSingleCase(caseId);
    if (!item.file) throw new ApiError(caseTexts.noFile, 404, caseTexts.noFile);
    const { data } = await apiClient.get<Blob>(item.file, {
      responseType: 'blob',
      // The link's proof is its signature and this browser's session cookie (sent across the
      // apps' and the API's origins only with credentials); the token is never needed here.
      skipAuth: true,
      withCredentials: true,
    });
    return { blob: data, fileName: item.fileName, url: item.file };
  });
}

/**
 * PUT /cases/{id}: JSON, or multipart when a new file is chosen (with progress, and a
 * signal that aborts it). Resolves to the server's message; pages show 'Case Updated
 * Successfully!' (caseTexts.updated) and 'Error: {message}'.
 */
export function updateCase(
  caseId: string,
  input: CaseUpdateInput,
  { onProgress, signal }: UploadOptions = {},
): Promise<string> {
  return request(caseTexts.updateFallback, async () => {
    const fields = {
      caseType: input.caseType,
      caseSubtype: input.caseSubtype,
      summary: input.summary,
    };
    let body: FormData | typeof fields = fields;
    if (input.file) {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('file', input.file);
      body = form;
    }
    const { data } = await apiClient.put<ApiEnvelope<Case>>(
      `/cases/${id(caseId)}`,
      body,
      uploadConfig({ onProgress, signal }),
    );
    onProgress?.(1);
    return data.message;
  });
}

/** PATCH /cases/{id} { markAsDoneArchived }. Resolves to 'case is marked as Done'. */
export function markCaseDone(caseId: string, flag: string): Promise<string> {
  return request(caseTexts.markDoneFallback, async () => {
    await apiClient.patch(`/cases/${id(caseId)}`, { markAsDoneArchived: flag });
    return caseTexts.markedDone;
  });
}

/** PATCH /cases/status/{id} { status }. Resolves to 'case status is changed'. */
export function setCaseStatus(caseId: string, status: string): Promise<string> {
  return request(caseTexts.updateFallback, async () => {
    await apiClient.patch(`/cases/status/${id(caseId)}`, { status });
    return caseTexts.statusChanged;
  });
}

/** PATCH /cases/assigning/{id} { assignedTo }. Resolves to 'case is assigne successfully'. */
export function assignCase(caseId: string, email: string): Promise<string> {
  return request(caseTexts.updateFallback, async () => {
    await apiClient.patch(`/cases/assigning/${id(caseId)}`, { assignedTo: email });
    return caseTexts.assigned;
  });
}

/** DELETE /cases/{id}: resolves to the deleted id the server answers. */
export function deleteCase(caseId: string): Promise<string> {
  return request(
    caseTexts.deleteFailure,
    async () => {
      const { data } = await apiClient.delete<ApiEnvelope<string>>(`/cases/${id(caseId)}`);
      return typeof data?.data === 'string' ? data.data : caseId;
    },
    true,
  );
}

/** GET /cases/stats (admin). */
export function getCaseStats(): Promise<CaseStats> {
  return request(caseTexts.allCasesFallback, async () => {
    const { data } = await apiClient.get<ApiEnvelope<CaseStats>>('/cases/stats');
    return data.data;
  });
}

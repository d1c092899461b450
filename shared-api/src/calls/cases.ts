import { apiClient } from '../http/apiClient';
import { request } from '../http/request';
import type {
  ApiEnvelope,
  Case,
  CaseStats,
  CaseSubmitInput,
  CaseUpdateInput,
  Page,
  PagedEnvelope,
  Paging,
} from './types';

/** Fallback texts of spec §8 for the case calls. */
export const caseMessages = {
  submitFallback: 'Failed to submit case data',
  allCasesFallback: 'Failed to fetch cases',
  userCasesFallback: 'Failed to fetch case data',
  assignedFallback: 'Failed to get assigned cases',
  singleCaseFallback: 'Failed to get case',
  updateFallback: 'Failed to update case',
  updated: 'Case Updated Successfully!',
  markDoneFallback: 'Failed to mark case as done',
  markedDone: 'case is marked as Done',
  statusChanged: 'case status is changed',
  assigned: 'case is assigne successfully',
  deleteFailure: 'Failed to delete case',
  deleted: 'Case deleted successfully',
} as const;

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
 * POST /cases/register as multipart (spec §7). `onProgress` gets the uploaded fraction 0…1.
 * Resolves to the server's message.
 */
export function submitCase(
  input: CaseSubmitInput,
  onProgress?: (fraction: number) => void,
): Promise<string> {
  return request(caseMessages.submitFallback, async () => {
    const form = new FormData();
    form.append('caseType', input.caseType);
    form.append('caseSubtype', input.caseSubtype);
    form.append('summary', input.summary);
    form.append('file', input.file);
    const { data } = await apiClient.post<ApiEnvelope<Case>>('/cases/register', form, {
      onUploadProgress: (event) => {
        if (!onProgress) return;
        const fraction = event.progress ?? (event.total ? event.loaded / event.total : undefined);
        if (fraction !== undefined) onProgress(Math.min(1, Math.max(0, fraction)));
      },
    });
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
  return request(caseMessages.allCasesFallback, async () => {
    const answer = await getList('/cases/', params);
    return params.page !== undefined ? toPage(answer) : (answer.data ?? []);
  });
}

/** GET /cases/{userId}: the client's own cases; paged when `paging` is given. */
export function getUserCases(userId: string): Promise<Case[]>;
export function getUserCases(userId: string, paging: Paging): Promise<Page<Case>>;
export function getUserCases(userId: string, paging?: Paging): Promise<Case[] | Page<Case>> {
  return request(caseMessages.userCasesFallback, async () => {
    const answer = await getList(`/cases/${id(userId)}`, paging);
    return paging ? toPage(answer) : (answer.data ?? []);
  });
}

/** GET /cases/assignedTo/{email}: the lawyer's cases; paged when `paging` is given. */
export function getAssignedCases(email: string): Promise<Case[]>;
export function getAssignedCases(email: string, paging: Paging): Promise<Page<Case>>;
export function getAssignedCases(email: string, paging?: Paging): Promise<Case[] | Page<Case>> {
  return request(caseMessages.assignedFallback, async () => {
    const answer = await getList(`/cases/assignedTo/${id(email)}`, paging);
    return paging ? toPage(answer) : (answer.data ?? []);
  });
}

/** GET /cases/singleCase/{id}. */
export function getSingleCase(caseId: string): Promise<Case> {
  return request(caseMessages.singleCaseFallback, async () => {
    const { data } = await apiClient.get<ApiEnvelope<Case>>(`/cases/singleCase/${id(caseId)}`);
    return data.data;
  });
}

/**
 * PUT /cases/{id}: JSON (spec §7), or multipart when a new file is chosen. Resolves to the server's
 * message; pages show 'Case Updated Successfully!' (caseMessages.updated) and 'Error: {message}'.
 */
export function updateCase(caseId: string, input: CaseUpdateInput): Promise<string> {
  return request(caseMessages.updateFallback, async () => {
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
    const { data } = await apiClient.put<ApiEnvelope<Case>>(`/cases/${id(caseId)}`, body);
    return data.message;
  });
}

/** PATCH /cases/{id} { markAsDoneArchived }. Resolves to 'case is marked as Done'. */
export function markCaseDone(caseId: string, flag: string): Promise<string> {
  return request(caseMessages.markDoneFallback, async () => {
    await apiClient.patch(`/cases/${id(caseId)}`, { markAsDoneArchived: flag });
    return caseMessages.markedDone;
  });
}

/** PATCH /cases/status/{id} { status }. Resolves to 'case status is changed'. */
export function setCaseStatus(caseId: string, status: string): Promise<string> {
  return request(caseMessages.updateFallback, async () => {
    await apiClient.patch(`/cases/status/${id(caseId)}`, { status });
    return caseMessages.statusChanged;
  });
}

/** PATCH /cases/assigning/{id} { assignedTo }. Resolves to 'case is assigne successfully'. */
export function assignCase(caseId: string, email: string): Promise<string> {
  return request(caseMessages.updateFallback, async () => {
    await apiClient.patch(`/cases/assigning/${id(caseId)}`, { assignedTo: email });
    return caseMessages.assigned;
  });
}

/** DELETE /cases/{id}: resolves to the deleted id the server answers (spec §7). */
export function deleteCase(caseId: string): Promise<string> {
  return request(
    caseMessages.deleteFailure,
    async () => {
      const { data } = await apiClient.delete<ApiEnvelope<string>>(`/cases/${id(caseId)}`);
      return typeof data?.data === 'string' ? data.data : caseId;
    },
    true,
  );
}

/** GET /cases/stats (admin). */
export function getCaseStats(): Promise<CaseStats> {
  return request(caseMessages.allCasesFallback, async () => {
    const { data } = await apiClient.get<ApiEnvelope<CaseStats>>('/cases/stats');
    return data.data;
  });
}

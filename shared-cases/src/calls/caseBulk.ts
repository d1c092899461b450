import { catalogueTexts } from 'shared-i18n';
import type { CaseBulkChange } from 'shared-contract/schemas';
import { apiClient, request } from 'shared-api';
import type { ApiEnvelope, Case } from 'shared-api';

/** What a bulk action may change: the flag, the status, the lawyer. */
export type CaseBulkFields = Omit<CaseBulkChange, 'ids'>;

export const caseBulkTexts = catalogueTexts({
  fallback: 'api.caseBulk.fallback',
});

/**
 * POST /cases/bulk: one change for every selected case, all or nothing. Resolves to the server's
 * summary ('3 cases updated').
 */
export function bulkUpdateCases(ids: readonly string[], fields: CaseBulkFields): Promise<string> {
  return request(caseBulkTexts.fallback, async () => {
    const { data } = await apiClient.post<ApiEnvelope<Case[]>>('/cases/bulk', { ids, ...fields });
    return data.message;
  });
}

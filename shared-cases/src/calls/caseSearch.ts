import { catalogueTexts } from 'shared-i18n';
import type { CaseListView } from 'shared-contract';
import type { CaseListRow, CaseSearchAnswer } from 'shared-contract/schemas';
import { apiClient, request } from 'shared-api';
import { caseTexts } from './cases';
import type { Page, Paging } from 'shared-api';

export type { CaseListRow };

/** A searched list's question: the view (words, filters, order) and the page. */
export type CaseSearch = CaseListView & Paging;

/** The query parameters of a view: empty values left out. */
export function caseSearchParams(view: CaseListView): Record<string, string> {
  return Object.fromEntries(
    Object.entries(view).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}

/** A searched page: its total is exact up to the server's cap; past it, `totalExact` is false. */
export interface CaseSearchPage extends Page<CaseListRow> {
  totalExact: boolean;
}

/**
 * GET /cases/search: one page of the admin's cases (every case) or a lawyer's (theirs), searched,
 * filtered and sorted by the server, each row with the owner's and the lawyer's names.
 */
export function searchCases({ page, limit, ...view }: CaseSearch): Promise<CaseSearchPage> {
  return request(caseTexts.allCasesFallback, async () => {
    const { data } = await apiClient.get<CaseSearchAnswer>('/cases/search', {
      params: { ...caseSearchParams(view), page, limit },
    });
    return {
      items: data.data ?? [],
      total: data.total,
      totalExact: data.totalExact !== false,
      page: data.page,
      limit: data.limit,
    };
  });
}

export const caseExportTexts = catalogueTexts({
  fallback: 'api.caseExport.fallback',
});

/** GET /cases/export.csv: the whole view (no paging) as a CSV file, for the browser to save. */
export function exportCasesCsv(view: CaseListView): Promise<Blob> {
  return request(caseExportTexts.fallback, async () => {
    const { data } = await apiClient.get<Blob>('/cases/export.csv', {
      params: caseSearchParams(view),
      responseType: 'blob',
    });
    return data;
  });
}

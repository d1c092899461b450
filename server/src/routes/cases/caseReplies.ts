import type { FastifyInstance } from 'fastify';
import { normalizeCaseReference } from 'shared-contract';
import type { Case } from 'shared-contract/schemas';
import { toCaseJson } from '../../lib/wireJson';
import type { CaseRow, CaseScope } from '../../repositories/caseRepository';

const DEFAULT_PAGE_SIZE = 10;

/** Case rows as answers: ISO dates and a signed download link for the file. */
export function caseReplies(app: FastifyInstance) {
  const downloadUrl = (fileKey: string) => {
    const { exp, sig } = app.downloads.sign(fileKey);
    return `${app.publicApiUrl()}/api/files/${fileKey}?exp=${exp}&sig=${sig}`;
  };
  const one = (row: CaseRow) => toCaseJson(row, downloadUrl);

  // Lists served from the case-list cache are the same arrays: map them (ISO dates, signed links)
  // once per link-expiry minute instead of on every request.
  const mappedLists = new WeakMap<CaseRow[], { exp: number; data: Case[] }>();
  function many(rows: CaseRow[]): Case[] {
    const exp = app.downloads.expiresAt();
    const known = mappedLists.get(rows);
    if (known && known.exp === exp) return known.data;
    const data = rows.map(one);
    mappedLists.set(rows, { exp, data });
    return data;
  }

  /**
   * A list answer: the whole scope, or one page of it with the total when ?page= is given;
   * with ?reference= only the case of that exact reference, if the scope holds it.
   */
  async function list(
    scope: CaseScope,
    query: { page?: number; limit?: number; reference?: string },
  ) {
    const paging = query.page
      ? { page: query.page, limit: query.limit ?? DEFAULT_PAGE_SIZE }
      : null;
    const { rows, total } =
      query.reference === undefined
        ? await app.caseRepository.list(scope, paging)
        : await referenced(scope, query.reference, paging);
    const data = many(rows);
    if (!paging)
      return { status: 'success' as const, message: 'Cases retrieved successfully', data };
    return {
      status: 'success' as const,
      message: 'Cases retrieved successfully',
      data,
      total: total ?? 0,
      ...paging,
    };
  }

  async function referenced(
    scope: CaseScope,
    reference: string,
    paging: { page: number } | null,
  ) {
    const found = await app.caseRepository.findByReference(
      scope,
      normalizeCaseReference(reference),
    );
    const rows = paging && paging.page > 1 ? [] : found;
    return { rows, total: found.length };
  }

  return { one, list, downloadUrl };
}

import type { FastifyInstance } from 'fastify';
import { normalizeCaseReference } from 'shared-contract';
import type { Case } from 'shared-contract/schemas';
import { toCaseJson } from '../../../lib/wireJson';
import type { SessionUser } from '../../../lib/jwt';
import type { CaseRow, CaseScope } from '../caseService';

const DEFAULT_PAGE_SIZE = 10;

/**
 * Case rows as answers for one caller: ISO dates and a download link for the file, signed for the
 * caller's session (it serves only in that session's browser).
 */
export function caseReplies(app: FastifyInstance) {
  const downloadUrl = (fileKey: string, sessionId: string) => {
    const { exp, sig } = app.downloads.sign(fileKey, sessionId);
    return `${app.publicApiUrl()}/api/files/${fileKey}?exp=${exp}&s=${sessionId}&sig=${sig}`;
  };
  const one = (row: CaseRow, auth: SessionUser) =>
    toCaseJson(row, (fileKey) => downloadUrl(fileKey, auth.sessionId));

  // Lists served from the case-list cache are the same arrays: map them (ISO dates, signed links)
  // once per session and link-expiry minute instead of on every request.
  const mappedLists = new WeakMap<CaseRow[], { stamp: string; data: Case[] }>();
  function many(rows: CaseRow[], auth: SessionUser): Case[] {
    const stamp = `${app.downloads.expiresAt()}:${auth.sessionId}`;
    const known = mappedLists.get(rows);
    if (known && known.stamp === stamp) return known.data;
    const data = rows.map((row) => one(row, auth));
    mappedLists.set(rows, { stamp, data });
    return data;
  }

  /**
   * A list answer: the whole scope, or one page of it with the total when ?page= is given;
   * with ?reference= only the case of that exact reference, if the scope holds it.
   */
  async function list(
    scope: CaseScope,
    query: { page?: number; limit?: number; reference?: string },
    auth: SessionUser,
  ) {
    const paging = query.page
      ? { page: query.page, limit: query.limit ?? DEFAULT_PAGE_SIZE }
      : null;
    const { rows, total } =
      query.reference === undefined
        ? await app.caseService.list(scope, paging)
        : await referenced(scope, query.reference, paging);
    const data = many(rows, auth);
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

  async function referenced(scope: CaseScope, reference: string, paging: { page: number } | null) {
    const found = await app.caseService.findByReference(scope, normalizeCaseReference(reference));
    const rows = paging && paging.page > 1 ? [] : found;
    return { rows, total: found.length };
  }

  return { one, list, downloadUrl };
}

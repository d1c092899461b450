import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { ADMIN_PAGE_SIZE } from 'shared-contract';
import {
  CaseSearchQuery,
  CaseSearchReply,
  type CaseListRow,
  CaseViewQuery,
  errorReplies,
} from 'shared-contract/schemas';
import { csvRecord } from '../../../lib/csv';
import { caseSearch, checkSearch, type CaseSearchRow } from '../caseSearch';
import type { SessionUser } from '../../../lib/jwt';
import { caseReplies } from './caseReplies';

const CSV_HEADER = [
  'Reference',
  'Case Id',
  'Submitted',
  'Owner',
  'Owner e-mail',
  'Case Type',
  'Case SubType',
  'Status',
  'Done/Archived',
  'Lawyer',
  'Lawyer e-mail',
  'Summary',
];

/** The CSV text of a list, batch by batch (one chunk per batch of rows). */
async function* csvOf(batches: AsyncIterable<CaseSearchRow[]>): AsyncGenerator<string> {
  yield csvRecord(CSV_HEADER);
  for await (const batch of batches) {
    yield batch
      .map(({ row, ownerName, lawyerName }) =>
        csvRecord([
          row.reference,
          row.id,
          row.createdAt.toISOString(),
          ownerName,
          row.ownerEmail,
          row.caseType,
          row.caseSubtype,
          row.status,
          row.doneFlag,
          lawyerName,
          row.assignedTo,
          row.summary,
        ]),
      )
      .join('');
  }
}

const bearer = [{ bearerAuth: [] }];

/**
 * The searched case lists, a page or the whole view as CSV: an admin's over every case, a lawyer's
 * over the cases assigned to them.
 */
const caseSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const replies = caseReplies(app);
  // Pages come from the case service's search cache until a case or a name changes.
  const search = caseSearch(app.database.db, { cache: app.caseService.searchCache });
  // A cached page is the same array: map it (ISO dates, signed links) once per session and
  // link-expiry minute rather than on every request.
  const mapped = new WeakMap<CaseSearchRow[], { stamp: string; data: CaseListRow[] }>();
  const rowsOf = (rows: CaseSearchRow[], auth: SessionUser): CaseListRow[] => {
    const stamp = `${app.downloads.expiresAt()}:${auth.sessionId}`;
    const known = mapped.get(rows);
    if (known && known.stamp === stamp) return known.data;
    const data = rows.map(({ row, ownerName, lawyerName }) => ({
      ...replies.one(row, auth),
      ownerName,
      lawyerName,
    }));
    mapped.set(rows, { stamp, data });
    return data;
  };

  app.get(
    '/search',
    {
      onRequest: [app.authenticate, app.requireRole('admin', 'adminStaff')],
      schema: {
        operationId: 'searchCases',
        tags: ['cases'],
        summary:
          'Search, filter and sort cases, one page (admin: every case; lawyer: the cases assigned to them). Newest first, 10 a page by default; the total is exact up to 1000 (totalExact)',
        security: bearer,
        querystring: CaseSearchQuery,
        response: { 200: CaseSearchReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const { page = 1, limit = ADMIN_PAGE_SIZE, ...view } = request.query;
      const auth = request.auth!;
      const assignee = auth.role === 'admin' ? undefined : auth.email;
      const { rows, total, totalExact } = await search.page({ ...view, assignee }, page, limit);
      return {
        status: 'success' as const,
        message: 'Cases retrieved successfully',
        data: rowsOf(rows, auth),
        total,
        totalExact,
        page,
        limit,
      };
    },
  );

  app.get(
    '/export.csv',
    {
      onRequest: [app.authenticate, app.requireRole('admin', 'adminStaff')],
      schema: {
        operationId: 'exportCasesCsv',
        tags: ['cases'],
        summary:
          'The whole view (same search, filters and order as /cases/search) as CSV, streamed',
        security: bearer,
        querystring: CaseViewQuery,
        produces: ['text/csv'],
        response: {
          200: Type.String({ description: 'CSV, one header record then one record a case' }),
          ...errorReplies(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const view = { ...request.query, assignee: auth.role === 'admin' ? undefined : auth.email };
      // Checked before the first byte: once streaming, a refusal could no longer be a 400.
      checkSearch(view);
      const day = new Date().toISOString().slice(0, 10);
      // A stream is sent as it is (no serialization); the typed reply only knows the schema's string.
      return (reply as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="cases-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csvOf(search.batches(view))));
    },
  );
};

export default caseSearchRoutes;

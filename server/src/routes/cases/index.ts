import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { INITIAL_CASE_FLAG, INITIAL_CASE_STATUS, validateCaseSubmit } from 'shared-contract';
import { cases, users, type CaseRow } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/apiError';
import { normalizeEmail } from '../../services/accounts';
import { readCaseForm, type CaseForm } from '../../services/caseForm';
import {
  CASE_NOT_FOUND,
  canViewCase,
  caseStats,
  findCase,
  listCases,
  writeCases,
  type CaseScope,
} from '../../services/cases';
import { createMessageFileStore, lockCaseForDelete } from '../../services/messages';
import {
  CaseListReply,
  CaseSchema,
  CaseUpdateBody,
  Email,
  FlagSchema,
  MAX_SUMMARY_LENGTH,
  PagingQuery,
  StatusSchema,
  Uuid,
  errorReplies,
  successReply,
  type CaseJson,
} from 'shared-contract/schemas';
import { toCaseJson } from '../../lib/wireJson';

const IdParams = Type.Object({ id: Uuid('The case id') });
const bearer = [{ bearerAuth: [] }];
const DEFAULT_PAGE_SIZE = 10;

/** JSON bodies here are checked by the route; multipart bodies are streamed and checked by readCaseForm. */
const jsonOrMultipart = (jsonSchema: ReturnType<typeof Type.Object>, description: string) => ({
  description,
  content: { 'application/json': { schema: jsonSchema } },
});

const casesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.database;
  const { files, caseCache } = app;
  const messageFiles = createMessageFileStore(app.config.dataDir, app.config.maxUploadBytes);

  const downloadUrl = (fileKey: string) => {
    const { exp, sig } = app.downloads.sign(fileKey);
    return `${app.publicApiUrl()}/api/files/${fileKey}?exp=${exp}&sig=${sig}`;
  };
  const json = (row: CaseRow) => toCaseJson(row, downloadUrl);

  // Lists served from the case-list cache are the same arrays: map them (ISO dates, signed links)
  // once per link-expiry minute instead of on every request.
  const mappedLists = new WeakMap<CaseRow[], { exp: number; data: CaseJson[] }>();
  function listJson(rows: CaseRow[]): CaseJson[] {
    const exp = app.downloads.expiresAt();
    const known = mappedLists.get(rows);
    if (known && known.exp === exp) return known.data;
    const data = rows.map(json);
    mappedLists.set(rows, { exp, data });
    return data;
  }

  async function listReply(scope: CaseScope, query: { page?: number; limit?: number }) {
    const paging = query.page
      ? { page: query.page, limit: query.limit ?? DEFAULT_PAGE_SIZE }
      : null;
    const { rows, total } = await listCases(db, caseCache, scope, paging);
    const data = listJson(rows);
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

  /** The text fields of a case body, multipart or JSON. */
  async function readBody(request: FastifyRequest): Promise<CaseForm> {
    if (request.isMultipart()) return readCaseForm(request, files);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body !== 'object' || Array.isArray(body))
      throw badRequest('Expected a JSON object or a multipart form.');
    const fields: CaseForm['fields'] = {};
    for (const name of ['caseType', 'caseSubtype', 'summary'] as const) {
      const value = body[name];
      if (value === undefined || value === null) continue;
      if (typeof value !== 'string') throw badRequest(`The field ${name} must be text.`);
      fields[name] = value;
    }
    return { fields, file: null };
  }

  app.post(
    '/register',
    {
      onRequest: [app.authenticate, app.requireRole('client')],
      schema: {
        tags: ['cases'],
        summary:
          'Submit a case (client): multipart form with caseType, caseSubtype, summary and file',
        description:
          'multipart/form-data with the text fields caseType, caseSubtype, summary and one file in the field `file` ' +
          '(PDF, doc, docx, txt, JPEG or PNG; at most MAX_UPLOAD_MB). Checked in the order of spec §5.',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 201: successReply(CaseSchema), ...errorReplies(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const form = await readBody(request);
      const { file } = form;
      try {
        const summary = form.fields.summary?.trim() ?? '';
        const problem = validateCaseSubmit({ ...form.fields, summary, file });
        if (problem) throw badRequest(problem);
        if (summary.length > MAX_SUMMARY_LENGTH)
          throw badRequest(`The summary may be at most ${MAX_SUMMARY_LENGTH} characters.`);
        const auth = request.auth!;
        const staged = file!;
        const now = new Date();
        const row = await writeCases(app.database, caseCache, async (tx) => {
          const [inserted] = await tx
            .insert(cases)
            .values({
              id: randomUUID(),
              userId: auth.userId,
              ownerEmail: auth.email,
              caseType: form.fields.caseType as string,
              caseSubtype: form.fields.caseSubtype as string,
              summary,
              fileKey: staged.key,
              fileName: staged.name,
              fileMime: staged.mime,
              fileSize: staged.size,
              status: INITIAL_CASE_STATUS,
              markAsDoneArchived: INITIAL_CASE_FLAG,
              assignedTo: null,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          // The file takes its place inside the transaction: no row without its file, and a
          // crash before the commit leaves a file the start-up sweep removes.
          await files.commit(staged);
          return inserted as CaseRow;
        });
        return reply
          .code(201)
          .send({ status: 'success', message: 'Case submitted successfully', data: json(row) });
      } catch (error) {
        if (file) await files.discard(file);
        throw error;
      }
    },
  );

  app.get(
    '/',
    {
      onRequest: [app.authenticate, app.requireRole('admin')],
      schema: {
        tags: ['cases'],
        summary:
          'All cases, newest first (admin); ?flag=Done for the archived view; ?page=&limit= to page',
        security: bearer,
        querystring: Type.Intersect([
          PagingQuery,
          Type.Object({ flag: Type.Optional(FlagSchema) }),
        ]),
        response: { 200: CaseListReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => listReply({ kind: 'all', flag: request.query.flag }, request.query),
  );

  app.get(
    '/stats',
    {
      onRequest: [app.authenticate, app.requireRole('admin')],
      schema: {
        tags: ['cases'],
        summary: 'Case counts by status, compared case-insensitively (admin)',
        security: bearer,
        response: {
          200: successReply(
            Type.Object({
              total: Type.Integer(),
              received: Type.Integer(),
              pending: Type.Integer(),
              completed: Type.Integer(),
            }),
          ),
          ...errorReplies(401, 403),
        },
      },
    },
    async () => ({
      status: 'success' as const,
      message: 'Case statistics retrieved successfully',
      data: await caseStats(db),
    }),
  );

  app.get(
    '/assignedTo/:email',
    {
      onRequest: [app.authenticate, app.requireRole('adminStaff', 'admin')],
      schema: {
        tags: ['cases'],
        summary: 'Cases assigned to a lawyer (that lawyer, or an admin), newest first',
        security: bearer,
        params: Type.Object({ email: Email }),
        querystring: PagingQuery,
        response: { 200: CaseListReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const email = normalizeEmail(request.params.email);
      if (auth.role !== 'admin' && email !== auth.email)
        throw forbidden('You can only view the cases assigned to you.');
      return listReply({ kind: 'assignee', email }, request.query);
    },
  );

  app.get(
    '/singleCase/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['cases'],
        summary: 'One case (its owner, its assigned lawyer, or an admin)',
        security: bearer,
        params: IdParams,
        response: { 200: successReply(CaseSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await findCase(db, request.params.id);
      if (!row) throw notFound(CASE_NOT_FOUND);
      if (!canViewCase(request.auth!, row))
        throw forbidden('You are not allowed to view this case.');
      return {
        status: 'success' as const,
        message: 'Case retrieved successfully',
        data: json(row),
      };
    },
  );

  app.get(
    '/:userId',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['cases'],
        summary: "A user's own cases (that user, or an admin), newest first",
        security: bearer,
        params: Type.Object({ userId: Uuid('The owner') }),
        querystring: PagingQuery,
        response: { 200: CaseListReply, ...errorReplies(400, 401, 403) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      if (auth.role !== 'admin' && auth.userId !== request.params.userId)
        throw forbidden('You can only view your own cases.');
      return listReply({ kind: 'owner', userId: request.params.userId }, request.query);
    },
  );

  app.put(
    '/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['cases'],
        summary:
          'Edit your own case: JSON (caseType, caseSubtype, summary) or multipart with a new file',
        security: bearer,
        params: IdParams,
        body: jsonOrMultipart(
          CaseUpdateBody,
          'JSON as below, or multipart/form-data with the same fields and an optional new `file`.',
        ),
        response: { 200: successReply(CaseSchema), ...errorReplies(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const existing = await findCase(db, request.params.id);
      if (!existing) throw notFound(CASE_NOT_FOUND);
      if (existing.userId !== auth.userId) throw forbidden('You can only edit your own cases.');
      const form = await readBody(request);
      const { file } = form;
      try {
        const merged = {
          caseType: form.fields.caseType ?? existing.caseType,
          caseSubtype: form.fields.caseSubtype ?? existing.caseSubtype,
          summary: (form.fields.summary ?? existing.summary).trim(),
        };
        const problem = validateCaseSubmit({ ...merged, file: true });
        if (problem) throw badRequest(problem);
        if (merged.summary.length > MAX_SUMMARY_LENGTH)
          throw badRequest(`The summary may be at most ${MAX_SUMMARY_LENGTH} characters.`);
        const row = await writeCases(app.database, caseCache, async (tx) => {
          const [updated] = await tx
            .update(cases)
            .set({
              ...merged,
              ...(file
                ? {
                    fileKey: file.key,
                    fileName: file.name,
                    fileMime: file.mime,
                    fileSize: file.size,
                  }
                : {}),
              updatedAt: new Date(),
            })
            .where(and(eq(cases.id, existing.id), eq(cases.userId, auth.userId)))
            .returning();
          if (!updated) throw notFound(CASE_NOT_FOUND);
          if (file) await files.commit(file);
          return updated;
        });
        // The replaced file goes only once the new one is committed.
        if (file && existing.fileKey && existing.fileKey !== file.key)
          await files.remove(existing.fileKey);
        return {
          status: 'success' as const,
          message: 'Case updated successfully',
          data: json(row),
        };
      } catch (error) {
        if (file) await files.discard(file);
        throw error;
      }
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['cases'],
        summary: 'Delete a case and its file (its owner, or an admin); data is the deleted id',
        security: bearer,
        params: IdParams,
        response: { 200: successReply(Type.String()), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const existing = await findCase(db, request.params.id);
      if (!existing) throw notFound(CASE_NOT_FOUND);
      if (auth.role !== 'admin' && existing.userId !== auth.userId)
        throw forbidden('You can only delete your own cases.');
      const deleted = await writeCases(app.database, caseCache, async (tx) => {
        const attachments = await lockCaseForDelete(tx, existing.id);
        const [row] = await tx
          .delete(cases)
          .where(eq(cases.id, existing.id))
          .returning({ fileKey: cases.fileKey });
        return row ? { fileKey: row.fileKey, attachments } : null;
      });
      if (!deleted) throw notFound(CASE_NOT_FOUND);
      // The rows are committed away, so go their files (a rolled-back delete keeps both); one
      // that cannot be removed now is left to the start-up sweep.
      const removed = await Promise.allSettled([
        files.remove(deleted.fileKey),
        ...deleted.attachments.map((key) => messageFiles.remove(key)),
      ]);
      for (const result of removed)
        if (result.status === 'rejected')
          request.log.warn({ err: result.reason }, 'file of a deleted case not removed');
      return {
        status: 'success' as const,
        message: 'Case deleted successfully',
        data: existing.id,
      };
    },
  );

  /** The three admin actions of the Actions modal: one column each, any value from any other. */
  async function adminUpdate(
    id: string,
    set: Partial<Pick<CaseRow, 'markAsDoneArchived' | 'status' | 'assignedTo'>>,
  ) {
    const [row] = await writeCases(app.database, caseCache, (tx) =>
      tx
        .update(cases)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(cases.id, id))
        .returning(),
    );
    if (!row) throw notFound(CASE_NOT_FOUND);
    return json(row);
  }

  const adminOnly = [app.authenticate, app.requireRole('admin')];

  app.patch(
    '/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['cases'],
        summary: 'Set the done/archived flag (admin)',
        security: bearer,
        params: IdParams,
        body: Type.Object({ markAsDoneArchived: FlagSchema }),
        response: { 200: successReply(CaseSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'case is marked as Done',
      data: await adminUpdate(request.params.id, {
        markAsDoneArchived: request.body.markAsDoneArchived,
      }),
    }),
  );

  app.patch(
    '/status/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['cases'],
        summary: 'Set the status: Received, Pending or Completed (admin)',
        security: bearer,
        params: IdParams,
        body: Type.Object({ status: StatusSchema }),
        response: { 200: successReply(CaseSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'case status is changed',
      data: await adminUpdate(request.params.id, { status: request.body.status }),
    }),
  );

  app.patch(
    '/assigning/:id',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['cases'],
        summary: 'Assign a lawyer by e-mail (admin); the e-mail must belong to an adminStaff user',
        security: bearer,
        params: IdParams,
        body: Type.Object({ assignedTo: Email }),
        response: { 200: successReply(CaseSchema), ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const email = normalizeEmail(request.body.assignedTo);
      const [lawyer] = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.email, email), eq(users.role, 'adminStaff')))
        .limit(1);
      if (!lawyer) throw badRequest('assignedTo must be the e-mail of a lawyer (adminStaff).');
      return {
        status: 'success' as const,
        message: 'case is assigne successfully',
        data: await adminUpdate(request.params.id, { assignedTo: lawyer.email }),
      };
    },
  );
};

export default casesRoutes;

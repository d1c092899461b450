import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CaseDeletedReply,
  CaseIdParams,
  CaseReply,
  CaseUpdateBody,
  errorReplies,
} from 'shared-contract/schemas';
import type { ErrorCode } from 'shared-contract';
import { forbidden, notFound } from '../../../lib/apiError';
import type { AuthUser } from '../../../lib/jwt';
import { readCaseEdit, readCaseSubmission } from '../caseForm';
import { refuseIfLocked } from '../caseService';
import { caseReplies } from './caseReplies';

const bearer = [{ bearerAuth: [] }];

/** A client submits and edits their cases; the owner or an admin edits or deletes one. */
const caseWriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const replies = caseReplies(app);

  /** The case, when the caller owns it (or may act as an admin): 404 unknown, 403 otherwise. */
  async function ownedCase(id: string, auth: AuthUser, refusal: ErrorCode, admins = false) {
    const existing = await app.caseService.find(id);
    if (!existing) throw notFound('case.notFound');
    if (existing.userId !== auth.userId && !(admins && auth.role === 'admin'))
      throw forbidden(refusal);
    return existing;
  }

  app.post(
    '/register',
    {
      onRequest: [app.authenticate, app.requireRole('client')],
      schema: {
        operationId: 'submitCase',
        tags: ['cases'],
        summary:
          'Submit a case (client): multipart form with caseType, caseSubtype, summary and file',
        description:
          'multipart/form-data with the text fields caseType, caseSubtype, summary and one file in the field `file` ' +
          '(PDF, doc, docx, txt, JPEG or PNG; at most MAX_UPLOAD_MB). ' +
          'Checked in the order caseType, caseSubtype, summary, file; the first problem answers 400.',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 201: CaseReply, ...errorReplies(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const submitted = await readCaseSubmission(request, app.files);
      const row = await app.caseService.submit(request.auth!, submitted);
      return reply.code(201).send({
        status: 'success',
        message: 'Case submitted successfully',
        data: replies.one(row, request.auth!),
      });
    },
  );

  app.put(
    '/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'updateCase',
        tags: ['cases'],
        summary:
          'Edit your own case (an admin: any case): JSON (caseType, caseSubtype, summary) or multipart with a new file',
        security: bearer,
        params: CaseIdParams,
        body: {
          // JSON bodies are checked by the route; multipart bodies are streamed and checked by readCaseEdit.
          description:
            'JSON as below, or multipart/form-data with the same fields and an optional new `file`.',
          content: { 'application/json': { schema: CaseUpdateBody } },
        },
        response: { 200: CaseReply, ...errorReplies(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const existing = await ownedCase(request.params.id, request.auth!, 'case.editOwn', true);
      // Before the body is read: a locked case stages no upload.
      refuseIfLocked(existing, request.auth!);
      const edit = await readCaseEdit(request, app.files, existing);
      const row = await app.caseService.edit(existing, edit, request.auth!);
      return {
        status: 'success' as const,
        message: 'Case updated successfully',
        data: replies.one(row, request.auth!),
      };
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'deleteCase',
        tags: ['cases'],
        summary: 'Delete a case and its file (its owner, or an admin); data is the deleted id',
        security: bearer,
        params: CaseIdParams,
        response: { 200: CaseDeletedReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const existing = await ownedCase(request.params.id, request.auth!, 'case.deleteOwn', true);
      refuseIfLocked(existing, request.auth!);
      if (!(await app.caseService.delete(existing.id, request.auth!, request.log)))
        throw notFound('case.notFound');
      return {
        status: 'success' as const,
        message: 'Case deleted successfully',
        data: existing.id,
      };
    },
  );
};

export default caseWriteRoutes;

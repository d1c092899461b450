import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CaseDocumentParams,
  CaseDocumentRemovedReply,
  CaseDocumentReply,
  CaseDocumentsReply,
  CaseIdParams,
  errorReplies,
  type CaseDocument,
} from 'shared-contract/schemas';
import { isClosedCase } from '../caseAccessRules';
import { ApiError, badRequest } from '../../../lib/apiError';
import { sanitizeFileName } from '../../../lib/fileName';
import type { SessionUser } from '../../../lib/jwt';
import type { CaseDocumentRecord } from '../documentQueries';
import type { CaseRow } from '../caseService';
import { readMultipartForm } from '../../../files/multipartForm';
import { caseReplies } from './caseReplies';
import { viewableCase } from './caseAccess';

const bearer = [{ bearerAuth: [] }];

/** A case's documents: listed, added and downloaded by who may see it, removed by their uploader. */
const caseDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { downloadUrl } = caseReplies(app);

  function toJson(
    record: CaseDocumentRecord,
    row: CaseRow,
    auth: SessionUser,
    count: number,
  ): CaseDocument {
    const { row: document, uploadedBy } = record;
    return {
      id: document.id,
      caseId: document.caseId,
      fileName: sanitizeFileName(document.fileName),
      mime: document.fileMime,
      size: document.fileSize,
      createdAt: document.createdAt.toISOString(),
      uploadedBy,
      canRemove: document.uploadedBy === auth.userId && !isClosedCase(row) && count > 1,
      url: downloadUrl(document.fileKey, auth.sessionId),
    };
  }

  app.get(
    '/:id/documents',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'listCaseDocuments',
        tags: ['cases'],
        summary: "A case's documents, oldest first (owner, assigned lawyer, admin)",
        security: bearer,
        params: CaseIdParams,
        response: { 200: CaseDocumentsReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const row = await viewableCase(app, request.params.id, auth);
      const documents = await app.caseService.documents(row.id);
      return {
        status: 'success' as const,
        message: 'Documents retrieved successfully',
        data: documents.map((entry) => toJson(entry, row, auth, documents.length)),
      };
    },
  );

  app.post(
    '/:id/documents',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'addCaseDocument',
        tags: ['cases'],
        summary:
          'Add a document to a case (owner, assigned lawyer, admin): multipart with one `file`, the upload rules of a new case',
        security: bearer,
        consumes: ['multipart/form-data'],
        params: CaseIdParams,
        response: { 201: CaseDocumentReply, ...errorReplies(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      const row = await viewableCase(app, request.params.id, auth);
      if (!request.isMultipart()) throw badRequest('file.required', { field: 'file' });
      const form = await readMultipartForm(request, app.files, {
        fields: [],
        tooLong: () => new ApiError(413, 'request.formFieldTooLong'),
      });
      if (!form.file) throw badRequest('file.required', { field: 'file' });
      const id = await app.caseService.addDocument(row, auth, form.file);
      const documents = await app.caseService.documents(row.id);
      const added = documents.find((entry) => entry.row.id === id) as CaseDocumentRecord;
      const current = (await app.caseService.find(row.id)) ?? row;
      return reply.code(201).send({
        status: 'success',
        message: 'Document added successfully',
        data: toJson(added, current, auth, documents.length),
      });
    },
  );

  app.delete(
    '/:id/documents/:documentId',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'deleteCaseDocument',
        tags: ['cases'],
        summary:
          'Remove a document (its uploader, while the case is open; not the last one); data is its id',
        security: bearer,
        params: CaseDocumentParams,
        response: { 200: CaseDocumentRemovedReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const row = await viewableCase(app, request.params.id, auth);
      await app.caseService.removeDocument(row, request.params.documentId, auth);
      return {
        status: 'success' as const,
        message: 'Document removed successfully',
        data: request.params.documentId,
      };
    },
  );
};

export default caseDocumentRoutes;

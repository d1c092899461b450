import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { MAX_DOCUMENT_REQUESTS_PER_CASE } from 'shared-contract';
import {
  CaseIdParams,
  DocumentRequestBody,
  DocumentRequestParams,
  DocumentRequestReply,
  DocumentRequestsReply,
  OpenDocumentRequestsQuery,
  OpenDocumentRequestsReply,
  errorReplies,
} from 'shared-contract/schemas';
import type { ErrorCode } from 'shared-contract';
import { ApiError, badRequest, forbidden, notFound } from '../../../lib/apiError';
import type { AuthUser } from '../../../lib/jwt';
import { readMultipartForm } from '../../../files/multipartForm';
import type { CaseRow } from '../../cases/caseService';
import {
  canAnswerRequest,
  canAskForDocuments,
  canSeeRequests,
} from '../documentRequestAccessRules';

const bearer = [{ bearerAuth: [] }];
const DEFAULT_PAGE_SIZE = 10;

/**
 * A request body here is refused (400, naming the field) when it carries a field the schema does
 * not name, rather than the field being dropped: a client that sends `state` or `documentId`
 * learns that it cannot set them.
 */
const refusingExtraFields = AjvCompiler()(
  {},
  { customOptions: { coerceTypes: false, removeAdditional: false } },
);

/** The case when `allowed` says the caller may act on it: 404 unknown, 403 with `refusal`. */
async function caseFor(
  app: FastifyInstance,
  id: string,
  auth: AuthUser,
  allowed: (auth: AuthUser, row: CaseRow) => boolean,
  refusal: ErrorCode,
): Promise<CaseRow> {
  const row = await app.caseService.find(id);
  if (!row) throw notFound('case.notFound');
  if (!canSeeRequests(auth, row)) throw forbidden('case.viewRefused');
  if (!allowed(auth, row)) throw forbidden(refusal);
  return row;
}

/**
 * Document requests: the case's lawyer or an admin asks the client for a document by name, the
 * client answers with an upload that joins the case's documents, the firm may cancel an open
 * one; everyone on the case sees them, and each role has its list of open ones.
 */
const documentRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const requests = app.documentRequests;

  app.get(
    '/cases/:id/document-requests',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'listDocumentRequests',
        tags: ['documentRequests'],
        summary:
          "A case's document requests: open ones first (soonest due, undated last), then done and cancelled ones, latest first (owner, assigned lawyer, admin)",
        description: `At most ${MAX_DOCUMENT_REQUESTS_PER_CASE}, as many as a case may hold.`,
        security: bearer,
        params: CaseIdParams,
        response: { 200: DocumentRequestsReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await caseFor(
        app,
        request.params.id,
        request.auth!,
        canSeeRequests,
        'case.viewRefused',
      );
      return {
        status: 'success' as const,
        message: 'Document requests retrieved successfully',
        data: await requests.forCase(row.id),
      };
    },
  );

  app.post(
    '/cases/:id/document-requests',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'createDocumentRequest',
        tags: ['documentRequests'],
        summary: "Ask the case's client for a document (assigned lawyer, admin)",
        description:
          'name: the document, 1–200 characters after trimming. dueDate: an existing Kigali day ' +
          '(YYYY-MM-DD), today or later, or null. A closed case refuses (409), as does a case ' +
          `holding ${MAX_DOCUMENT_REQUESTS_PER_CASE} requests. The client is notified.`,
        security: bearer,
        params: CaseIdParams,
        body: DocumentRequestBody,
        response: { 201: DocumentRequestReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
      validatorCompiler: refusingExtraFields,
    },
    async (request, reply) => {
      const auth = request.auth!;
      const row = await caseFor(
        app,
        request.params.id,
        auth,
        canAskForDocuments,
        'documentRequest.refused',
      );
      const created = await requests.ask(row, auth, request.body);
      return reply.code(201).send({
        status: 'success',
        message: 'Document requested successfully',
        data: created,
      });
    },
  );

  app.post(
    '/cases/:id/document-requests/:requestId/cancel',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'cancelDocumentRequest',
        tags: ['documentRequests'],
        summary:
          'Take back an open document request (assigned lawyer, admin); 409 once it is closed',
        security: bearer,
        params: DocumentRequestParams,
        response: { 200: DocumentRequestReply, ...errorReplies(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const row = await caseFor(
        app,
        request.params.id,
        auth,
        canAskForDocuments,
        'documentRequest.refused',
      );
      return {
        status: 'success' as const,
        message: 'Document request cancelled',
        data: await requests.cancel(row, auth, request.params.requestId),
      };
    },
  );

  app.post(
    '/cases/:id/document-requests/:requestId/upload',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'answerDocumentRequest',
        tags: ['documentRequests'],
        summary:
          "Answer an open document request with one `file` (the case's client): the file joins the case's documents and the request is done",
        description:
          'multipart/form-data with one file in the field `file`, under the rules of adding a case ' +
          'document (PDF, doc, docx, txt, JPEG or PNG checked by content; at most MAX_UPLOAD_MB; ' +
          'a closed case or a full one refuses, 409). A request no longer open refuses (409).',
        security: bearer,
        consumes: ['multipart/form-data'],
        params: DocumentRequestParams,
        response: { 200: DocumentRequestReply, ...errorReplies(400, 401, 403, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const { id, requestId } = request.params;
      const row = await caseFor(app, id, auth, canAnswerRequest, 'auth.forbidden');
      // Refused before the upload is read when it is already closed; the transaction checks again.
      await requests.refuseUnlessOpen(row.id, requestId);
      if (!request.isMultipart()) throw badRequest('file.required', { field: 'file' });
      const form = await readMultipartForm(request, app.files, {
        fields: [],
        tooLong: () => new ApiError(413, 'request.formFieldTooLong'),
      });
      if (!form.file) throw badRequest('file.required', { field: 'file' });
      return {
        status: 'success' as const,
        message: 'Document received',
        data: await requests.answer(row, auth, requestId, form.file),
      };
    },
  );

  app.get(
    '/document-requests/open',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'listOpenDocumentRequests',
        tags: ['documentRequests'],
        summary:
          "The open document requests of the caller's cases (a lawyer's assigned cases, every case for an admin, a client's own), soonest due first, undated last; one page",
        security: bearer,
        querystring: OpenDocumentRequestsQuery,
        response: { 200: OpenDocumentRequestsReply, ...errorReplies(400, 401) },
      },
    },
    async (request) => {
      const paging = {
        page: request.query.page ?? 1,
        limit: request.query.limit ?? DEFAULT_PAGE_SIZE,
      };
      const { data, total } = await requests.openPage(request.auth!, paging);
      return {
        status: 'success' as const,
        message: 'Open document requests retrieved successfully',
        data,
        total,
        ...paging,
      };
    },
  );
};

export default documentRequestRoutes;

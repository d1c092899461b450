import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CaseClientReply,
  CaseIdParams,
  CaseNoteBody,
  CaseNoteReply,
  CaseNotesReply,
  TimelineQuery,
  errorReplies,
} from 'shared-contract/schemas';
import { badRequest, notFound } from '../../../lib/apiError';
import { firmCase } from './caseAccess';

const bearer = [{ bearerAuth: [] }];
const NOTES_PAGE_SIZE = 100;

/** The firm's tools on a case (its assigned lawyer, an admin): private notes, the client's contact. */
const caseLawyerToolRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:id/notes',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'addCaseNote',
        tags: ['cases'],
        summary: 'Add a private note, never shown to the client (assigned lawyer, admin)',
        security: bearer,
        params: CaseIdParams,
        body: CaseNoteBody,
        response: { 201: CaseNoteReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const text = request.body.text.trim();
      if (!text) throw badRequest('notes.textRequired', { field: 'text' });
      const note = await app.caseNotes.add(request.params.id, request.auth!, text);
      return reply.code(201).send({ status: 'success', message: 'Note added', data: note });
    },
  );

  app.get(
    '/:id/notes',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'listCaseNotes',
        tags: ['cases'],
        summary: "A case's private notes, newest first (assigned lawyer, admin)",
        security: bearer,
        params: CaseIdParams,
        querystring: TimelineQuery,
        response: { 200: CaseNotesReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await firmCase(app, request.params.id, request.auth!, 'notes.refused');
      const paging = {
        page: request.query.page ?? 1,
        limit: request.query.limit ?? NOTES_PAGE_SIZE,
      };
      const { notes, total } = await app.caseNotes.list(row.id, paging);
      return {
        status: 'success' as const,
        message: 'Notes retrieved successfully',
        data: notes,
        total,
        ...paging,
      };
    },
  );

  app.get(
    '/:id/client',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'getCaseClient',
        tags: ['cases'],
        summary:
          "How to reach the case's client: phone and preferred contact (assigned lawyer, admin)",
        security: bearer,
        params: CaseIdParams,
        response: { 200: CaseClientReply, ...errorReplies(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await firmCase(app, request.params.id, request.auth!, 'client.contactRefused');
      const client = await app.accounts.findById(row.userId);
      if (!client) throw notFound('client.notFound');
      return {
        status: 'success' as const,
        message: 'Client contact retrieved successfully',
        data: {
          userId: client.id,
          name: `${client.firstName} ${client.lastName}`.trim(),
          email: client.email,
          phoneNumber: client.phoneNumber,
          preferredContact: client.preferredContact,
        },
      };
    },
  );
};

export default caseLawyerToolRoutes;

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { MAX_MESSAGE_LENGTH } from 'shared-contract';
import {
  CaseMessageReply,
  CaseThreadReply,
  MessageBody,
  MessageCaseParams,
  ThreadsReply,
  UnreadCountsReply,
  errorReplies,
} from 'shared-contract/schemas';
import { forbidden, notFound } from '../../lib/apiError';
import { canViewCase } from '../cases/caseAccessRules';
import { readMessage } from './messageForm';
import { sendSignedFile, signedFileSchema } from '../../routes/files/signedFile';
import { messageJson } from './messageJson';

const bearer = [{ bearerAuth: [] }];
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Case messages: a thread per case for its owner, its assigned lawyer and admins, with
 * per-participant read state, attachments under the case upload rules, and a reminder mail (a
 * link, never the text) to a participant who leaves a message unread (messageReminders).
 */
const messagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const messages = app.messages;
  const toJson = messageJson(app);

  /** The case, when the caller takes part in its thread; 404 for an unknown or malformed id. */
  async function participantCase(request: FastifyRequest, id: string) {
    if (!UUID_PATTERN.test(id)) throw notFound('case.notFound');
    const row = await app.caseService.find(id.toLowerCase());
    if (!row) throw notFound('case.notFound');
    if (!canViewCase(request.auth!, row)) throw forbidden('messages.refused');
    return row;
  }

  app.get(
    '/cases/:id/messages',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'listCaseMessages',
        tags: ['messages'],
        summary:
          'The messages of a case, oldest first; marks them read for the caller (owner, assigned lawyer, admin)',
        security: bearer,
        params: MessageCaseParams,
        response: { 200: CaseThreadReply, ...errorReplies(401, 403, 404) },
      },
    },
    async (request) => {
      const row = await participantCase(request, request.params.id);
      const thread = await messages.readThread(row.id, request.auth!);
      return {
        status: 'success' as const,
        message: 'Messages retrieved successfully',
        data: {
          case: {
            caseId: row.id,
            reference: row.reference,
            caseType: row.caseType,
            caseSubtype: row.caseSubtype,
            caseOwner: row.ownerEmail,
            assignedTo: row.assignedTo,
            status: row.status,
          },
          messages: thread.map((message) => toJson(message, request.auth!)),
        },
      };
    },
  );

  app.post(
    '/cases/:id/messages',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'sendCaseMessage',
        tags: ['messages'],
        summary: 'Write a message on a case: JSON {text} or multipart with text and one file',
        description:
          `text: 1–${MAX_MESSAGE_LENGTH} characters after trimming. multipart/form-data may add one file in the field ` +
          '`file` (PDF, doc, docx, txt, JPEG or PNG, checked by content; at most MAX_UPLOAD_MB).',
        security: bearer,
        params: MessageCaseParams,
        body: {
          description: 'JSON as below, or multipart/form-data with `text` and an optional `file`.',
          content: { 'application/json': { schema: MessageBody } },
        },
        response: {
          201: CaseMessageReply,
          ...errorReplies(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const row = await participantCase(request, request.params.id);
      const checked = await readMessage(request, messages.attachments);
      const message = await messages.post(row.id, request.auth!, checked);
      return reply.code(201).send({
        status: 'success',
        message: 'Message sent',
        data: toJson(message, request.auth!),
      });
    },
  );

  app.get(
    '/messages/threads',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'listMessageThreads',
        tags: ['messages'],
        summary:
          "The caller's case threads, newest activity first, with unread counts (a client's cases, a lawyer's assigned cases, an admin's cases with messages)",
        security: bearer,
        response: { 200: ThreadsReply, ...errorReplies(401) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Threads retrieved successfully',
      data: await messages.listThreads(request.auth!),
    }),
  );

  app.get(
    '/messages/unread',
    {
      onRequest: [app.authenticate],
      schema: {
        operationId: 'countUnreadMessages',
        tags: ['messages'],
        summary:
          'Unread message counts of the caller: total and per case id (only cases with unread)',
        security: bearer,
        response: { 200: UnreadCountsReply, ...errorReplies(401) },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: 'Unread counts retrieved successfully',
      data: await messages.unreadCounts(request.auth!),
    }),
  );

  app.get(
    '/messages/files/:key',
    {
      schema: {
        operationId: 'downloadMessageFile',
        security: [], // the signed link is the credential
        tags: ['messages'],
        summary: 'Download a message attachment with a signed link from the thread JSON',
        ...signedFileSchema('The file'),
      },
    },
    (request, reply) =>
      sendSignedFile(app, request, reply, {
        store: messages.attachments,
        find: (key) => messages.findAttachment(key),
      }),
  );
};

export default messagesRoutes;

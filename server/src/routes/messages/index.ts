import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { Text, errorReplies, successReply } from 'shared-contract/schemas';
import { forbidden, notFound } from '../../lib/apiError';
import { CASE_NOT_FOUND, canViewCase } from '../../services/cases';
import { MAX_MESSAGE_LENGTH } from 'shared-contract';
import { readMessageBody } from '../../services/messages';
import { sendSignedFile, signedFileSchema } from '../files/signedFile';
import { messageJson } from './messageJson';

const bearer = [{ bearerAuth: [] }];
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const RoleSchema = Type.Union([
  Type.Literal('client'),
  Type.Literal('adminStaff'),
  Type.Literal('admin'),
]);

export const MessageSchema = Type.Object(
  {
    id: Type.String(),
    caseId: Type.String(),
    seq: Type.Integer({ description: 'Position in the thread, from 1 (oldest)' }),
    authorName: Type.String(),
    authorEmail: Type.String(),
    authorRole: RoleSchema,
    mine: Type.Boolean({ description: 'Written by the caller' }),
    text: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    attachment: Type.Union([
      Type.Object({
        url: Type.String({ description: 'Signed absolute download URL, valid about 15 minutes' }),
        fileName: Type.String(),
        mime: Type.String(),
        size: Type.Integer(),
      }),
      Type.Null(),
    ]),
  },
  { $id: 'CaseMessage' },
);
export type MessageJson = Static<typeof MessageSchema>;

const ThreadCaseSchema = Type.Object({
  caseId: Type.String(),
  caseType: Type.String(),
  caseSubtype: Type.String(),
  caseOwner: Type.String(),
  assignedTo: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
});

const ThreadSummarySchema = Type.Object({
  caseId: Type.String(),
  caseType: Type.String(),
  caseSubtype: Type.String(),
  caseOwner: Type.String(),
  assignedTo: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  messageCount: Type.Integer(),
  unread: Type.Integer(),
  lastMessageAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  activityAt: Type.String({ format: 'date-time' }),
});

const CaseParams = Type.Object({
  // Checked by the handler: a malformed id is an unknown case (404), not a 400.
  id: Type.String({ maxLength: 100, description: 'The case id' }),
});

const MessageBody = Type.Object(
  {
    text: Type.Optional(
      Text({ description: `Required: 1–${MAX_MESSAGE_LENGTH} characters after trimming` }),
    ),
  },
  { additionalProperties: false },
);

/**
 * Case messages (issue 9): a thread per case for its owner, its assigned lawyer and admins, with
 * per-participant read state, attachments under the case upload rules, and a reminder mail (a
 * link, never the text) to a participant who leaves a message unread (plugins/messageReminders).
 */
const messagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const messages = app.messageRepository;
  const toJson = messageJson(app);

  /** The case, when the caller takes part in its thread; 404 for an unknown or malformed id. */
  async function participantCase(request: FastifyRequest, id: string) {
    if (!UUID_PATTERN.test(id)) throw notFound(CASE_NOT_FOUND);
    const row = await app.caseRepository.find(id.toLowerCase());
    if (!row) throw notFound(CASE_NOT_FOUND);
    if (!canViewCase(request.auth!, row))
      throw forbidden('You are not allowed to see the messages of this case.');
    return row;
  }

  app.get(
    '/cases/:id/messages',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['messages'],
        summary:
          'The messages of a case, oldest first; marks them read for the caller (owner, assigned lawyer, admin)',
        security: bearer,
        params: CaseParams,
        response: {
          200: successReply(
            Type.Object({ case: ThreadCaseSchema, messages: Type.Array(MessageSchema) }),
          ),
          ...errorReplies(401, 403, 404),
        },
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
            caseType: row.caseType,
            caseSubtype: row.caseSubtype,
            caseOwner: row.ownerEmail,
            assignedTo: row.assignedTo,
            status: row.status,
          },
          messages: thread.map((message) => toJson(message, request.auth!.userId)),
        },
      };
    },
  );

  app.post(
    '/cases/:id/messages',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['messages'],
        summary: 'Write a message on a case: JSON {text} or multipart with text and one file',
        description:
          `text: 1–${MAX_MESSAGE_LENGTH} characters after trimming. multipart/form-data may add one file in the field ` +
          '`file` (PDF, doc, docx, txt, JPEG or PNG, checked by content; at most MAX_UPLOAD_MB).',
        security: bearer,
        params: CaseParams,
        body: {
          description: 'JSON as below, or multipart/form-data with `text` and an optional `file`.',
          content: { 'application/json': { schema: MessageBody } },
        },
        response: {
          201: successReply(MessageSchema),
          ...errorReplies(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const row = await participantCase(request, request.params.id);
      const message = await messages.post(
        row.id,
        request.auth!,
        await readMessageBody(request, messages.attachments),
      );
      return reply.code(201).send({
        status: 'success',
        message: 'Message sent',
        data: toJson(message, request.auth!.userId),
      });
    },
  );

  app.get(
    '/messages/threads',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: ['messages'],
        summary:
          "The caller's case threads, newest activity first, with unread counts (a client's cases, a lawyer's assigned cases, an admin's cases with messages)",
        security: bearer,
        response: { 200: successReply(Type.Array(ThreadSummarySchema)), ...errorReplies(401) },
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
        tags: ['messages'],
        summary:
          'Unread message counts of the caller: total and per case id (only cases with unread)',
        security: bearer,
        response: {
          200: successReply(
            Type.Object({
              total: Type.Integer(),
              byCase: Type.Record(Type.String(), Type.Integer()),
            }),
          ),
          ...errorReplies(401),
        },
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
        tags: ['messages'],
        summary: 'Download a message attachment with a signed link from the thread JSON',
        ...signedFileSchema('The file'),
      },
    },
    (request, reply) =>
      sendSignedFile(request, reply, {
        signer: app.downloads,
        store: messages.attachments,
        find: (key) => messages.findAttachment(key),
      }),
  );
};

export default messagesRoutes;

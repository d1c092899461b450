import { Type, type Static } from 'typebox';
import { MAX_MESSAGE_LENGTH } from '../rules/messageText';
import { Text, successReply } from './common';
import { RoleSchema } from './user';

export const MessageAttachmentSchema = Type.Object({
  url: Type.String({ description: 'Signed absolute download URL, valid about 15 minutes' }),
  fileName: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
});
export type MessageAttachment = Static<typeof MessageAttachmentSchema>;

/** One message of a case thread. */
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
    attachment: Type.Union([MessageAttachmentSchema, Type.Null()]),
  },
  { $id: 'CaseMessage' },
);
export type CaseMessage = Static<typeof MessageSchema>;
export const CaseMessageReply = successReply(MessageSchema);

/** The case a thread belongs to. */
export const ThreadCaseSchema = Type.Object({
  caseId: Type.String(),
  reference: Type.String({ description: 'The case reference, BTJ-<year>-<number>' }),
  caseType: Type.String(),
  caseSubtype: Type.String(),
  caseOwner: Type.String(),
  assignedTo: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
});
export type ThreadCase = Static<typeof ThreadCaseSchema>;

export const CaseThreadSchema = Type.Object({
  case: ThreadCaseSchema,
  messages: Type.Array(MessageSchema),
});
export type CaseThread = Static<typeof CaseThreadSchema>;
export const CaseThreadReply = successReply(CaseThreadSchema);

/** One line of the inbox. */
export const ThreadSummarySchema = Type.Object({
  ...ThreadCaseSchema.properties,
  messageCount: Type.Integer(),
  unread: Type.Integer(),
  lastMessageAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  activityAt: Type.String({
    format: 'date-time',
    description: "The last message, or the case's submission when it has none",
  }),
});
export type ThreadSummary = Static<typeof ThreadSummarySchema>;
export const ThreadsReply = successReply(Type.Array(ThreadSummarySchema));

export const UnreadCountsSchema = Type.Object({
  total: Type.Integer(),
  byCase: Type.Record(Type.String(), Type.Integer()),
});
export type UnreadCounts = Static<typeof UnreadCountsSchema>;
export const UnreadCountsReply = successReply(UnreadCountsSchema);

export const MessageCaseParams = Type.Object({
  // Checked by the handler: a malformed id is an unknown case (404), not a 400.
  id: Type.String({ maxLength: 100, description: 'The case id' }),
});

/** POST /cases/{id}/messages as JSON; multipart carries the same `text` and one optional `file`. */
export const MessageBody = Type.Object(
  {
    text: Type.Optional(
      Text({ description: `Required: 1–${MAX_MESSAGE_LENGTH} characters after trimming` }),
    ),
  },
  { additionalProperties: false },
);

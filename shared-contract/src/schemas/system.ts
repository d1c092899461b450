import { Type, type Static } from 'typebox';
import { Text, successReply } from './common';

/** GET /health: the database driver and the mail mode in use. */
export const HealthReply = successReply(
  Type.Object({ database: Type.String(), mail: Type.String() }),
);

/** One mail of the development outbox (listed only with DEV_OUTBOX=1, never in production). */
export const OutboxEntrySchema = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  links: Type.Array(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  state: Type.Union([
    Type.Literal('queued'),
    Type.Literal('sending'),
    Type.Literal('sent'),
    Type.Literal('failed'),
  ]),
  attempts: Type.Integer({ description: 'Delivery attempts so far (the one under way included)' }),
  lastError: Type.Union([Type.String(), Type.Null()], {
    description: 'Why the last attempt failed, while queued for a retry or failed; else null',
  }),
  sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type OutboxEntry = Static<typeof OutboxEntrySchema>;
/** GET /api/dev/outbox answers a bare array, newest first. */
export const OutboxReply = Type.Array(OutboxEntrySchema);

/** A signed download link `…/{key}?exp=&sig=`. */
export const SignedFileParams = Type.Object({ key: Text({ maxLength: 100 }) });
export const SignedFileQuery = Type.Object({
  exp: Type.Optional(Text({ maxLength: 20 })),
  /** The session the link was made for: it serves only in the browser holding that session. */
  s: Type.Optional(Text({ maxLength: 40 })),
  sig: Type.Optional(Text({ maxLength: 100 })),
});

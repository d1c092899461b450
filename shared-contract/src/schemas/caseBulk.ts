import { Type, type Static } from 'typebox';
import { CaseSchema, FlagSchema, StatusSchema } from './case';
import { Email, Uuid, successReply } from './common';

/** At most this many cases change in one bulk request (a page is 10; a bound all the same). */
export const MAX_BULK_CASES = 100;

/**
 * POST /cases/bulk: the same change for every listed case, all or nothing. An admin may set the
 * flag, the status and the lawyer; a lawyer only the status of cases assigned to them.
 */
export const CaseBulkBody = Type.Object(
  {
    ids: Type.Array(Uuid('A case id'), {
      minItems: 1,
      maxItems: MAX_BULK_CASES,
      uniqueItems: true,
    }),
    markAsDoneArchived: Type.Optional(FlagSchema),
    status: Type.Optional(StatusSchema),
    assignedTo: Type.Optional(Email),
  },
  { additionalProperties: false },
);
export type CaseBulkChange = Static<typeof CaseBulkBody>;

/** The changed cases, in the order of the request's ids. */
export const CaseBulkReply = successReply(Type.Array(CaseSchema));

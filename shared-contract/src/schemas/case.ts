import { Type, type Static } from 'typebox';
import { CASE_FLAGS, CASE_STATUSES } from '../rules/caseTaxonomy';
import { Email, Literals, PagingQuery, Text, Uuid, successReply } from './common';

export const MAX_SUMMARY_LENGTH = 20_000;

export const CaseSchema = Type.Object(
  {
    _id: Type.String(),
    id: Type.String({ description: 'Same as _id' }),
    reference: Type.String({
      description: 'Human reference BTJ-<year>-<number>, sequential per year of submission',
    }),
    caseOwner: Type.String({ description: "The owner's e-mail" }),
    caseType: Type.String(),
    caseSubtype: Type.String(),
    summary: Type.String(),
    file: Type.Union([
      Type.String({
        description:
          'Signed absolute download URL, valid 5 minutes, for the session it was made for',
      }),
      Type.Null(),
    ]),
    fileName: Type.Union([
      Type.String({ description: 'Original file name, for display only' }),
      Type.Null(),
    ]),
    status: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    markAsDoneArchived: Type.String(),
    assignedTo: Type.Union([Type.String(), Type.Null()]),
    userId: Type.String(),
  },
  { $id: 'Case' },
);

/** A case as the server sends it: `_id` equals `id`; `file` a signed, short-lived download link. */
export type Case = Static<typeof CaseSchema>;

/** One case as data: submit, read, edit, flag, status, assign. */
export const CaseReply = successReply(CaseSchema);

/** A case list: every matching case, or with ?page= one page of them and the total. */
export const CaseListReply = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  data: Type.Array(CaseSchema),
  total: Type.Optional(Type.Integer({ description: 'Paged answers only: how many cases match' })),
  page: Type.Optional(Type.Integer()),
  limit: Type.Optional(Type.Integer()),
});

export const StatusSchema = Literals(CASE_STATUSES);
export const FlagSchema = Literals(CASE_FLAGS);

export const CaseIdParams = Type.Object({ id: Uuid('The case id') });
export const CaseOwnerParams = Type.Object({ id: Uuid("The owner's user id") });
export const CaseAssigneeParams = Type.Object({ email: Email });

/** ?reference= on every case list: the one case with exactly that reference (any letter case). */
export const ReferenceQuery = Type.Object({
  reference: Type.Optional(Text({ maxLength: 40, description: 'e.g. BTJ-2026-00042' })),
});

/** GET /cases/assignedTo/{email} and GET /cases/{userId}: paging and the reference search. */
export const CaseScopeQuery = Type.Intersect([PagingQuery, ReferenceQuery]);

/** GET /cases/ (admin): paging, ?flag=Done for the archived view, the reference search. */
export const CaseListQuery = Type.Intersect([
  PagingQuery,
  ReferenceQuery,
  Type.Object({ flag: Type.Optional(FlagSchema) }),
]);

export const CaseStatsSchema = Type.Object({
  total: Type.Integer(),
  received: Type.Integer(),
  pending: Type.Integer(),
  completed: Type.Integer(),
});
export type CaseStats = Static<typeof CaseStatsSchema>;
export const CaseStatsReply = successReply(CaseStatsSchema);

export const CaseFlagBody = Type.Object({ markAsDoneArchived: FlagSchema });
export const CaseStatusBody = Type.Object({ status: StatusSchema });
export const CaseAssignBody = Type.Object({ assignedTo: Email });

/** DELETE /cases/{id} answers the deleted id as data. */
export const CaseDeletedReply = successReply(Type.String());

/** PUT /cases/{id} as JSON; `file` in JSON is ignored: a new file comes as multipart. */
export const CaseUpdateBody = Type.Object(
  {
    caseType: Type.Optional(Text({ maxLength: 100 })),
    caseSubtype: Type.Optional(Text({ maxLength: 100 })),
    summary: Type.Optional(Text({ maxLength: MAX_SUMMARY_LENGTH })),
    file: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);

/** The case form's text fields (submit and update). */
export type CaseFormValues = Required<Omit<Static<typeof CaseUpdateBody>, 'file'>>;

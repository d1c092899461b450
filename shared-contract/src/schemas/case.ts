import { Type, type Static } from 'typebox';
import { Text } from './common';

export const MAX_SUMMARY_LENGTH = 20_000;

export const CaseSchema = Type.Object(
  {
    _id: Type.String(),
    id: Type.String({ description: 'Same as _id' }),
    caseOwner: Type.String({ description: "The owner's e-mail" }),
    caseType: Type.String(),
    caseSubtype: Type.String(),
    summary: Type.String(),
    file: Type.Union([
      Type.String({ description: 'Signed absolute download URL, valid about 15 minutes' }),
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

export type CaseJson = Static<typeof CaseSchema>;

export const CaseListReply = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  data: Type.Array(CaseSchema),
  total: Type.Optional(Type.Integer({ description: 'Paged answers only: how many cases match' })),
  page: Type.Optional(Type.Integer()),
  limit: Type.Optional(Type.Integer()),
});

export const StatusSchema = Type.Union([
  Type.Literal('Received'),
  Type.Literal('Pending'),
  Type.Literal('Completed'),
]);
export const FlagSchema = Type.Union([Type.Literal('Done'), Type.Literal('Going')]);

/** PUT /cases/{id} as JSON (spec §7); `file` in JSON is ignored: a new file comes as multipart. */
export const CaseUpdateBody = Type.Object(
  {
    caseType: Type.Optional(Text({ maxLength: 100 })),
    caseSubtype: Type.Optional(Text({ maxLength: 100 })),
    summary: Type.Optional(Text({ maxLength: MAX_SUMMARY_LENGTH })),
    file: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);

import { Type, type Static } from 'typebox';
import {
  CASE_SORT_KEYS,
  MAX_SEARCH_LENGTH,
  SEARCH_COUNT_CAP,
  SORT_ORDERS,
  UNASSIGNED,
} from '../rules/caseListView';
import { CaseSchema, FlagSchema, StatusSchema } from './case';
import { Email, Literals, PagingQuery, Text, pagedReply } from './common';

const Day = (description: string) => Type.String({ format: 'date', description });

/**
 * A case list's view (GET /cases/export.csv; with paging, /cases/search): one search text, the
 * filters, the order. Dates are days of submission in Kigali time, both ends included.
 */
export const CaseViewQuery = Type.Object({
  q: Type.Optional(
    Text({
      maxLength: MAX_SEARCH_LENGTH,
      description:
        'Words of the summary, the owner name or e-mail, or the reference (prefixes match)',
    }),
  ),
  status: Type.Optional(StatusSchema),
  caseType: Type.Optional(Text({ minLength: 1, maxLength: 100 })),
  caseSubtype: Type.Optional(Text({ minLength: 1, maxLength: 100 })),
  lawyer: Type.Optional(
    Type.Union([Type.Literal(UNASSIGNED), Email], {
      description: `The assigned lawyer's e-mail, or "${UNASSIGNED}" for unassigned cases`,
    }),
  ),
  flag: Type.Optional(FlagSchema),
  from: Type.Optional(Day('Submitted on or after this day (YYYY-MM-DD)')),
  to: Type.Optional(Day('Submitted on or before this day (YYYY-MM-DD)')),
  sort: Type.Optional(Literals(CASE_SORT_KEYS)),
  order: Type.Optional(Literals(SORT_ORDERS)),
});

/** GET /cases/search: the view and one page of it. */
export const CaseSearchQuery = Type.Intersect([PagingQuery, CaseViewQuery]);
export type CaseSearchParams = Static<typeof CaseSearchQuery>;

/** A row of a searched list: the case with its owner's and its lawyer's names. */
export const CaseListRowSchema = Type.Intersect([
  CaseSchema,
  Type.Object({
    ownerName: Type.String({ description: "The owner's first and last name" }),
    lawyerName: Type.Union([Type.String(), Type.Null()], {
      description: "The assigned lawyer's name, or null",
    }),
  }),
]);
export type CaseListRow = Static<typeof CaseListRowSchema>;

/**
 * GET /cases/search's answer: a page and the total of the view, exact up to SEARCH_COUNT_CAP;
 * beyond it `total` is the cap and `totalExact` false (show it as "1000+").
 */
export const CaseSearchReply = Type.Object({
  ...pagedReply(CaseListRowSchema).properties,
  total: Type.Integer({
    description: `How many cases match, counted up to ${SEARCH_COUNT_CAP}: with totalExact false, at least this many`,
  }),
  totalExact: Type.Boolean({
    description: `False when more than ${SEARCH_COUNT_CAP} cases match and total is the cap`,
  }),
});
export type CaseSearchAnswer = Static<typeof CaseSearchReply>;

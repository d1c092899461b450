import { Type, type Static } from 'typebox';
import {
  CASE_DATE_KINDS,
  CASE_DATE_STATES,
  DOCUMENT_REQUEST_STATES,
  MAX_CANCEL_REASON_LENGTH,
  MAX_DOCUMENT_REQUEST_NAME_LENGTH,
  MAX_RESCHEDULE_TEXT_LENGTH,
  MAX_VIDEO_LINK_LENGTH,
  MEETING_MODES,
} from '../rules/caseDates';
import {
  BoundedInteger,
  Literals,
  PagingQuery,
  Text,
  Uuid,
  pagedReply,
  successReply,
} from './common';
import { PersonSchema } from './caseLife';

// ---- Hearings and meetings ----

export const CaseDateKindSchema = Literals(CASE_DATE_KINDS);
export const MeetingModeSchema = Literals(MEETING_MODES);

const KigaliDay = Text({
  minLength: 1,
  maxLength: 10,
  description: 'A day in Kigali, YYYY-MM-DD',
});
const KigaliTime = Text({
  minLength: 1,
  maxLength: 5,
  description: 'A time in Kigali, HH:MM (24 h)',
});

/**
 * POST /cases/{id}/dates and PUT /cases/{id}/dates/{dateId}: a hearing (court and room) or a
 * meeting (office, phone or video with its https link), at a Kigali date and time. The rules
 * beyond the shapes are the contract's caseDateProblems; a refusal names its field.
 */
export const CaseDateBody = Type.Object(
  {
    kind: CaseDateKindSchema,
    date: KigaliDay,
    time: KigaliTime,
    court: Type.Optional(Text({ maxLength: 100, description: 'hearing: one of the COURTS' })),
    room: Type.Optional(Text({ maxLength: 100, description: "hearing: one of the court's rooms" })),
    mode: Type.Optional(MeetingModeSchema),
    videoLink: Type.Optional(
      Text({ maxLength: MAX_VIDEO_LINK_LENGTH, description: 'video: https link' }),
    ),
  },
  { additionalProperties: false },
);
export type CaseDateInput = Static<typeof CaseDateBody>;

/** POST /cases/{id}/dates/{dateId}/cancel: why the date is off (the client reads it). */
export const CaseDateCancelBody = Type.Object(
  { reason: Text({ minLength: 1, maxLength: MAX_CANCEL_REASON_LENGTH }) },
  { additionalProperties: false },
);

/** POST /cases/{id}/dates/{dateId}/reschedule (client): asks the lawyer for another time. */
export const RescheduleRequestBody = Type.Object(
  { text: Text({ minLength: 1, maxLength: MAX_RESCHEDULE_TEXT_LENGTH }) },
  { additionalProperties: false },
);

export const CaseDateSchema = Type.Object(
  {
    id: Type.String(),
    caseId: Type.String(),
    reference: Type.String(),
    kind: CaseDateKindSchema,
    startsAt: Type.String({ format: 'date-time', description: 'The instant (UTC)' }),
    date: Type.String({ description: 'The Kigali day, YYYY-MM-DD' }),
    time: Type.String({ description: 'The Kigali time, HH:MM' }),
    court: Type.Union([Type.String(), Type.Null()]),
    room: Type.Union([Type.String(), Type.Null()]),
    mode: Type.Union([MeetingModeSchema, Type.Null()]),
    videoLink: Type.Union([Type.String(), Type.Null()]),
    state: Literals(CASE_DATE_STATES),
    cancelReason: Type.Union([Type.String(), Type.Null()]),
    createdBy: PersonSchema,
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    canEdit: Type.Boolean({ description: 'The caller may move or cancel it' }),
  },
  { $id: 'CaseDate' },
);
export type CaseDate = Static<typeof CaseDateSchema>;
export const CaseDateReply = successReply(CaseDateSchema);
/** GET /cases/{id}/dates: every date of the case, soonest first, past and cancelled ones kept. */
export const CaseDatesReply = successReply(Type.Array(CaseDateSchema));
/**
 * GET /dates/upcoming: the scheduled dates from now on of the cases the caller may see (a client's
 * own, a lawyer's assigned, every case for an admin), soonest first, at most 100.
 */
export const UpcomingDatesReply = successReply(Type.Array(CaseDateSchema));
export const CaseDateParams = Type.Object({
  id: Uuid('The case id'),
  dateId: Uuid('The date id'),
});

/** GET /dates/week?start=YYYY-MM-DD (lawyer, admin): the Monday-to-Sunday week holding `start`. */
export const WeekQuery = Type.Object({
  start: Type.Optional(KigaliDay),
});
export const WeekSchema = Type.Object({
  start: Type.String({ description: 'The Monday, YYYY-MM-DD' }),
  end: Type.String({ description: 'The Sunday, YYYY-MM-DD' }),
  dates: Type.Array(CaseDateSchema, { description: 'Soonest first; cancelled ones included' }),
});
export type Week = Static<typeof WeekSchema>;
export const WeekReply = successReply(WeekSchema);

// ---- Document requests ----

/** POST /cases/{id}/document-requests (lawyer, admin): the document by name, an optional due day. */
export const DocumentRequestBody = Type.Object(
  {
    name: Text({ minLength: 1, maxLength: MAX_DOCUMENT_REQUEST_NAME_LENGTH }),
    dueDate: Type.Optional(Type.Union([KigaliDay, Type.Null()])),
  },
  { additionalProperties: false },
);

export const DocumentRequestSchema = Type.Object(
  {
    id: Type.String(),
    caseId: Type.String(),
    reference: Type.String(),
    name: Type.String(),
    dueDate: Type.Union([Type.String(), Type.Null()], { description: 'Kigali day, YYYY-MM-DD' }),
    late: Type.Boolean({ description: 'Open, and its due day has ended' }),
    state: Literals(DOCUMENT_REQUEST_STATES),
    documentId: Type.Union([Type.String(), Type.Null()], {
      description: 'done: the document uploaded against it',
    }),
    requestedBy: PersonSchema,
    createdAt: Type.String({ format: 'date-time' }),
    doneAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { $id: 'DocumentRequest' },
);
export type DocumentRequest = Static<typeof DocumentRequestSchema>;
export const DocumentRequestReply = successReply(DocumentRequestSchema);
/** GET /cases/{id}/document-requests: open ones first (soonest due), then done ones. */
export const DocumentRequestsReply = successReply(Type.Array(DocumentRequestSchema));
export const DocumentRequestParams = Type.Object({
  id: Uuid('The case id'),
  requestId: Uuid('The request id'),
});
/**
 * GET /document-requests/open: the open requests the caller may act on or answer (a lawyer's
 * assigned cases, every case for an admin, a client's own cases), soonest due first (late ones
 * on top), those without a due day last; one page (default 10).
 */
export const OpenDocumentRequestsQuery = PagingQuery;
export const OpenDocumentRequestsReply = pagedReply(DocumentRequestSchema);

// ---- SMS (admin) ----

export const SMS_STATES = ['queued', 'sent', 'delivered', 'failed'] as const;
export const SmsSchema = Type.Object(
  {
    id: Type.String(),
    to: Type.String({ description: 'E.164, e.g. +250788123456' }),
    kind: Type.String(),
    locale: Type.String(),
    segments: Type.Integer(),
    encoding: Literals(['gsm7', 'ucs2'] as const),
    state: Literals(SMS_STATES),
    attempts: Type.Integer(),
    lastError: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    deliveredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  },
  { $id: 'Sms' },
);
export type Sms = Static<typeof SmsSchema>;

/** GET /api/sms: every SMS, newest first, one page (admin). */
export const SmsPageReply = pagedReply(SmsSchema);

/** The gateway's delivery report (GET /api/sms/dlr): which SMS, its signature, Kannel's type. */
export const SmsReportQuery = Type.Object({
  id: Uuid('The SMS id'),
  sig: Text({ minLength: 1, maxLength: 100 }),
  type: BoundedInteger(
    0,
    255,
    "Kannel's report type: 1 delivered, 2 failed, 4 buffered, 8 taken by the operator, 16 refused",
  ),
});
export const SmsReportReply = successReply(Type.Object({ taken: Type.Boolean() }));

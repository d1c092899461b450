import { Type, type Static } from 'typebox';
import { CASE_EVENT_ACTIONS, MAX_NOTE_LENGTH, NOTIFICATION_KINDS } from '../rules/caseLife';
import {
  BoundedInteger,
  Email,
  Literals,
  PagingQuery,
  Text,
  Uuid,
  pagedReply,
  successReply,
} from './common';
import { RoleSchema } from './user';

// ---- Timeline and audit ----

export const CaseEventActionSchema = Literals(CASE_EVENT_ACTIONS);

/** Who did something (or whom it was done to), as the timeline names them. */
export const PersonSchema = Type.Object({
  userId: Type.Union([Type.String(), Type.Null()]),
  name: Type.String({ description: 'First and last name; the e-mail when the account is gone' }),
  email: Type.String(),
  role: RoleSchema,
});
export type Person = Static<typeof PersonSchema>;

export const CaseEventSchema = Type.Object(
  {
    id: Type.String(),
    caseId: Type.String(),
    reference: Type.String(),
    action: CaseEventActionSchema,
    at: Type.String({ format: 'date-time' }),
    actor: PersonSchema,
    from: Type.Union([Type.String(), Type.Null()], {
      description:
        "status_changed / flag_changed: the old value; reassigned: the old e-mail; date_changed / date_cancelled / reschedule_asked: the date's instant before (ISO)",
    }),
    to: Type.Union([Type.String(), Type.Null()], {
      description:
        "status_changed / flag_changed: the new value; assigned/reassigned: the e-mail; date_added / date_changed: the date's instant (ISO)",
    }),
    target: Type.Union([PersonSchema, Type.Null()], {
      description: 'assigned / reassigned: the lawyer',
    }),
    document: Type.Union([
      Type.Object({ id: Type.String(), fileName: Type.String() }),
      Type.Null(),
    ]),
    note: Type.Union([Type.String(), Type.Null()], { description: 'note_added: the text' }),
    private: Type.Boolean({ description: 'Firm only: never sent to the client' }),
  },
  { $id: 'CaseEvent' },
);
export type CaseEvent = Static<typeof CaseEventSchema>;

/** GET /cases/{id}/timeline: oldest first, paged (default 100 a page). */
export const TimelineSchema = Type.Object({
  caseId: Type.String(),
  reference: Type.String(),
  lawyer: Type.Union([PersonSchema, Type.Null()], { description: 'The assigned lawyer' }),
  events: Type.Array(CaseEventSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type Timeline = Static<typeof TimelineSchema>;
export const TimelineReply = successReply(TimelineSchema);

/** GET /audit (admin): every case's events, newest first, filtered, one page. */
export const AuditQuery = Type.Intersect([
  PagingQuery,
  Type.Object({
    actor: Type.Optional(Email),
    action: Type.Optional(CaseEventActionSchema),
    from: Type.Optional(Type.String({ format: 'date-time', description: 'Events at or after' })),
    to: Type.Optional(Type.String({ format: 'date-time', description: 'Events before' })),
    caseId: Type.Optional(Uuid('Only this case')),
  }),
]);
export const AuditReply = pagedReply(CaseEventSchema);

// ---- Documents ----

export const CaseDocumentSchema = Type.Object(
  {
    id: Type.String(),
    caseId: Type.String(),
    fileName: Type.String(),
    mime: Type.String(),
    size: Type.Integer(),
    createdAt: Type.String({ format: 'date-time' }),
    uploadedBy: PersonSchema,
    canRemove: Type.Boolean({ description: "The caller uploaded it and the case isn't closed" }),
    url: Type.String({ description: 'Signed absolute download URL, valid about 15 minutes' }),
  },
  { $id: 'CaseDocument' },
);
export type CaseDocument = Static<typeof CaseDocumentSchema>;
export const CaseDocumentReply = successReply(CaseDocumentSchema);
/** GET /cases/{id}/documents: oldest first (the first is the submit form's file). */
export const CaseDocumentsReply = successReply(Type.Array(CaseDocumentSchema));
export const CaseDocumentParams = Type.Object({
  id: Uuid('The case id'),
  documentId: Uuid('The document id'),
});
/** DELETE answers the removed document's id. */
export const CaseDocumentRemovedReply = successReply(Type.String());

// ---- Lawyer tools ----

export const CaseNoteBody = Type.Object(
  { text: Text({ minLength: 1, maxLength: MAX_NOTE_LENGTH }) },
  { additionalProperties: false },
);
export const CaseNoteSchema = Type.Object({
  id: Type.String(),
  caseId: Type.String(),
  text: Type.String(),
  author: PersonSchema,
  createdAt: Type.String({ format: 'date-time' }),
});
export type CaseNote = Static<typeof CaseNoteSchema>;
export const CaseNoteReply = successReply(CaseNoteSchema);
/** GET /cases/{id}/notes: newest first, one page (default 100). */
export const CaseNotesReply = pagedReply(CaseNoteSchema);

/** GET /cases/{id}/client: how the firm reaches the client (assigned lawyer, admin). */
export const CaseClientSchema = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phoneNumber: Type.String(),
  preferredContact: Type.String({ description: 'email or phone' }),
});
export type CaseClient = Static<typeof CaseClientSchema>;
export const CaseClientReply = successReply(CaseClientSchema);

// ---- Notifications ----

export const NotificationKindSchema = Literals(NOTIFICATION_KINDS);

export const NotificationSchema = Type.Object(
  {
    id: Type.String(),
    kind: NotificationKindSchema,
    caseId: Type.String(),
    reference: Type.String(),
    text: Type.String({ description: 'e.g. "BTJ-2026-00042: a lawyer was assigned to your case"' }),
    link: Type.String({ description: 'App path to open, e.g. /user-dashboard' }),
    createdAt: Type.String({ format: 'date-time' }),
    read: Type.Boolean(),
  },
  { $id: 'Notification' },
);
export type Notification = Static<typeof NotificationSchema>;

export const NotificationListQuery = Type.Intersect([
  PagingQuery,
  Type.Object({ unread: Type.Optional(Type.Boolean({ description: 'Only unread ones' })) }),
]);
/** GET /notifications: newest first, one page (default 10), plus the unread count. */
export const NotificationPageReply = Type.Object({
  status: Type.Literal('success'),
  message: Type.String(),
  data: Type.Array(NotificationSchema),
  total: Type.Integer(),
  unread: Type.Integer({ description: 'How many unread notifications the user has' }),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type NotificationPage = Static<typeof NotificationPageReply>;

/** POST /notifications/read: the given ids, or every one with { all: true }. */
export const NotificationReadBody = Type.Object(
  {
    ids: Type.Optional(Type.Array(Uuid('A notification id'), { maxItems: 100 })),
    all: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const NotificationReadReply = successReply(
  Type.Object({ unread: Type.Integer({ description: 'Unread left' }) }),
);

export const NotificationPreferenceSchema = Type.Object({
  kind: NotificationKindSchema,
  label: Type.String(),
  email: Type.Boolean(),
  inApp: Type.Boolean(),
});
export type NotificationPreference = Static<typeof NotificationPreferenceSchema>;
/** GET/PUT /users/{userId}/notification-preferences: every kind for the user's role. */
export const NotificationPreferencesReply = successReply(Type.Array(NotificationPreferenceSchema));
export const NotificationPreferencesBody = Type.Array(
  Type.Object(
    { kind: NotificationKindSchema, email: Type.Boolean(), inApp: Type.Boolean() },
    { additionalProperties: false },
  ),
  { maxItems: 20 },
);

/** Paging of the timeline and notes (default 100, at most 100). */
export const TimelineQuery = Type.Object({
  page: Type.Optional(BoundedInteger(1, 1_000_000, 'Page number, from 1 (default 1)')),
  limit: Type.Optional(BoundedInteger(1, 100, 'Page size (default 100, at most 100)')),
});

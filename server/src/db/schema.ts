import { sql } from 'drizzle-orm';
import { ROLES, type Role } from 'shared-contract';
import { DEFAULT_LOCALE, type Locale } from 'shared-contract/schemas';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The roles are the contract's (client, adminStaff, admin); the column keeps them as text.
export { ROLES, type Role };

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    /** Always stored trimmed and lower-cased; never changes after registration. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    idNo: text('id_no').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    preferredContact: text('preferred_contact').notNull().default('email'),
    district: text('district').notNull().default(''),
    sector: text('sector').notNull().default(''),
    cell: text('cell').notNull().default(''),
    role: text('role').$type<Role>().notNull().default('client'),
    /** The language of the user's e-mails: en, rw or fr. */
    locale: text('locale').$type<Locale>().notNull().default(DEFAULT_LOCALE),
    /** Carried in every JWT; a reset, role change or deletion bumps it so older tokens get 401. */
    tokenVersion: integer('token_version').notNull().default(0),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_email_idx').on(t.role, t.email),
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('users_role_check', sql`${t.role} in ('client', 'adminStaff', 'admin')`),
    check('users_locale_check', sql`${t.locale} in ('en', 'rw', 'fr')`),
  ],
);

/**
 * One row per login: the token carries its id (claim `sid`), and a request (or a download link)
 * is served only while the row stands, unrevoked, unexpired, and of the user's current token
 * version. Logout revokes one; "sign out everywhere" and a password reset revoke all of a user's;
 * a new role (any path, SQL included) moves the version on. Expired rows are deleted as logins come.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** The user's token version at login: a new password or role since then ends the session. */
    tokenVersion: integer('token_version').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * The API instances running on this database, each with the file store it writes to: an instance
 * whose store another running instance cannot see is refused at start. A row is kept fresh while
 * its instance runs and deleted when it stops; a killed instance's row goes stale and is ignored.
 */
export const apiInstances = pgTable('api_instances', {
  id: uuid('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  /** `disk:<store id>` (the id a store folder keeps in its marker file) or `s3:<endpoint>/<bucket>`. */
  fileStore: text('file_store').notNull(),
  /** Where, in words for the refusal: the folder or the bucket. */
  fileStorePlace: text('file_store_place').notNull(),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const TOKEN_KINDS = ['verify', 'reset'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** E-mail verification and password-reset tokens: only the sha256 of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TokenKind>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('auth_tokens_user_kind_idx').on(t.userId, t.kind),
    check('auth_tokens_kind_check', sql`${t.kind} in ('verify', 'reset')`),
  ],
);

export const cases = pgTable(
  'cases',
  {
    id: uuid('id').primaryKey(),
    /** The human reference, BTJ-<year>-<number> (rules/caseReference), from case_reference_counters. */
    reference: text('reference').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner's e-mail, copied at creation (e-mails never change): lists need no join. */
    ownerEmail: text('owner_email').notNull(),
    caseType: text('case_type').notNull(),
    caseSubtype: text('case_subtype').notNull(),
    summary: text('summary').notNull(),
    /** Random storage key of the uploaded file in DATA_DIR/uploads; never the uploader's name. */
    fileKey: text('file_key'),
    /** The sanitised original name, for display and Content-Disposition only. */
    fileName: text('file_name'),
    fileMime: text('file_mime'),
    fileSize: integer('file_size'),
    status: text('status').notNull().default('pending'),
    /**
     * 'Done' once the firm has marked the case done (archived), else 'Going'. The wire and the
     * column keep the original name, markAsDoneArchived: a rename would break the release still
     * running beside this one during a rolling upgrade.
     */
    doneFlag: text('mark_as_done_archived').notNull().default('Going'),
    /** The assigned lawyer's e-mail (a user with role adminStaff), or null. */
    assignedTo: text('assigned_to'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // One index per list the API pages through, each matching its ORDER BY (newest first, id tiebreak).
    index('cases_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('cases_owner_created_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('cases_assignee_created_idx').on(
      t.assignedTo,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('cases_flag_created_idx').on(
      t.doneFlag,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('cases_file_key_key').on(t.fileKey),
    uniqueIndex('cases_reference_key').on(t.reference),
    // The searched lists (features/cases/caseSearch): for each sortable column, one index
    // per direction in the exact ORDER BY of the search (the column, nulls last, then newest
    // first), so `ORDER BY … LIMIT 10` reads ten rows; the ascending ones also serve the filters
    // by type, subtype and status with the default order. cases_assignee_created_idx and
    // cases_flag_created_idx above are the ascending ones of the lawyer and the flag.
    ...(
      [
        ['reference', t.reference, 'desc'],
        ['owner', t.ownerEmail, 'asc'],
        ['owner', t.ownerEmail, 'desc'],
        ['type', t.caseType, 'asc'],
        ['type', t.caseType, 'desc'],
        ['subtype', t.caseSubtype, 'asc'],
        ['subtype', t.caseSubtype, 'desc'],
        ['status', sql`lower(${t.status})`, 'asc'],
        ['status', sql`lower(${t.status})`, 'desc'],
        ['flag', t.doneFlag, 'desc'],
        ['assignee', t.assignedTo, 'desc'],
      ] as const
    ).map(([name, column, direction]) =>
      index(`cases_${name}_${direction}_idx`).on(
        sql`${column} ${sql.raw(direction)} nulls last`,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      ),
    ),
    // A subtype belongs to a type: sorted by subtype within a type filter, the subtype index
    // would walk every other type's subtypes first (measured 170-340 ms on PGlite).
    ...(['asc', 'desc'] as const).map((direction) =>
      index(`cases_type_subtype_${direction}_idx`).on(
        t.caseType,
        sql`${t.caseSubtype} ${sql.raw(direction)} nulls last`,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      ),
    ),
    check('cases_flag_check', sql`${t.doneFlag} in ('Done', 'Going')`),
  ],
);

/**
 * How many cases each paged list holds, kept exact by triggers on `cases` (migration
 * 0002_case_counts_triggers): scopes `all`, `flag:<Done|Going>`, `owner:<userId>`,
 * `assignee:<email>`. A page's total is then one primary-key read instead of a count over
 * up to every case.
 */
export const caseCounts = pgTable('case_counts', {
  scope: text('scope').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull().default(0),
});

/**
 * The last reference number given in each year. A submission bumps its year's row in the case's
 * own insert transaction: the row lock orders concurrent submissions and a rolled-back one gives
 * its number back, so references have no gaps (a sequence would leave gaps and need one per year).
 */
export const caseReferenceCounters = pgTable('case_reference_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type CaseRow = typeof cases.$inferSelect;

// ---- Case messages ----

/**
 * One message of a case thread. `seq` numbers the messages of a case from 1 (oldest first); a
 * participant's read state is the highest seq they have seen (`message_reads.read_seq`).
 * Author e-mail and role are copied at writing time; the name is read from `users` (it may change).
 * A message as a thread shows it, with that name, is messageQueries' MessageRecord.
 */
export const messages = pgTable(
  'case_messages',
  {
    id: uuid('id').primaryKey(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    authorRole: text('author_role').$type<Role>().notNull(),
    text: text('text').notNull(),
    /** Random storage key in DATA_DIR/messages/uploads, or null. */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileMime: text('file_mime'),
    fileSize: integer('file_size'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('case_messages_case_seq_key').on(t.caseId, t.seq),
    uniqueIndex('case_messages_file_key_key').on(t.fileKey),
  ],
);

/** Per case with at least one message: how many messages and when the last one came. */
export const messageThreads = pgTable(
  'message_threads',
  {
    caseId: uuid('case_id')
      .primaryKey()
      .references(() => cases.id, { onDelete: 'cascade' }),
    messageCount: integer('message_count').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('message_threads_last_idx').on(t.lastMessageAt.desc())],
);

/**
 * Read state per participant and case: unread = thread message_count − read_seq. Writing a
 * message marks the thread read for its author. `reminded_at_seq` is the read_seq the last
 * reminder mail was sent at: one reminder per unread stretch, kept across restarts.
 */
export const messageReads = pgTable(
  'message_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    readSeq: integer('read_seq').notNull().default(0),
    remindedAtSeq: integer('reminded_at_seq'),
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.caseId] }),
    index('message_reads_case_idx').on(t.caseId),
  ],
);

export type MessageRow = typeof messages.$inferSelect;

// ---- Rate limits shared by every API process ----

/**
 * One fixed window per limit and key (`<limit>:<key>`): hits so far and when the window ends. Rows
 * whose window ended are deleted by the limiter as it goes, so the table holds live windows only.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_hits_resets_at_idx').on(t.resetsAt)],
);

// ---- Case life: timeline, notes, documents, notifications ----

/**
 * The timeline: one row per change of a case, written in the change's own transaction and never
 * updated or deleted (a trigger refuses both). No foreign keys: the audit outlives a deleted case
 * or account; names are read from `users` when they still exist. `seq` orders the events.
 */
export const caseEvents = pgTable(
  'case_events',
  {
    id: uuid('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    caseId: uuid('case_id').notNull(),
    reference: text('reference').notNull(),
    action: text('action').notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').$type<Role>().notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    targetEmail: text('target_email'),
    documentId: uuid('document_id'),
    documentName: text('document_name'),
    noteId: uuid('note_id'),
    private: boolean('private').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('case_events_seq_key').on(t.seq),
    index('case_events_case_seq_idx').on(t.caseId, t.seq),
    index('case_events_actor_seq_idx').on(t.actorEmail, t.seq),
    index('case_events_action_seq_idx').on(t.action, t.seq),
    index('case_events_created_idx').on(t.createdAt),
  ],
);

/** The firm's private notes on a case (assigned lawyer, admin); never shown to the client. */
export const caseNotes = pgTable(
  'case_notes',
  {
    id: uuid('id').primaryKey(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorEmail: text('author_email').notNull(),
    authorRole: text('author_role').$type<Role>().notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('case_notes_case_created_idx').on(t.caseId, t.createdAt.desc(), t.id.desc())],
);

/**
 * Every document of a case, oldest first; the first is the submit form's file, which `cases.file_*`
 * mirrors for the case's `file` link. Files live in the case FileStore under `file_key`.
 */
export const caseDocuments = pgTable(
  'case_documents',
  {
    id: uuid('id').primaryKey(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileMime: text('file_mime').notNull(),
    fileSize: integer('file_size').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploaderEmail: text('uploader_email').notNull(),
    uploaderRole: text('uploader_role').$type<Role>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('case_documents_file_key_key').on(t.fileKey),
    index('case_documents_case_created_idx').on(t.caseId, t.createdAt, t.id),
  ],
);

/** In-app notifications: one per user and event; `read_at` null while unread. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_unread_idx')
      .on(t.userId, t.createdAt.desc())
      .where(sql`${t.readAt} is null`),
  ],
);

/** A user's choice per notification kind; a kind without a row is on for both channels. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
    inApp: boolean('in_app').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export type CaseEventRow = typeof caseEvents.$inferSelect;
export type CaseDocumentRow = typeof caseDocuments.$inferSelect;
export type CaseNoteRow = typeof caseNotes.$inferSelect;

/**
 * The dates of a case: hearings at court (court and room) and meetings with the lawyer (office,
 * phone or video). A cancelled date stays, with its reason, so the client sees what changed.
 * Each reminder (24 h and 2 h before) is claimed by setting its column in the transaction that
 * queues it, so it goes out once across every API process, and never for a cancelled date.
 */
export const caseDates = pgTable(
  'case_dates',
  {
    id: uuid('id').primaryKey(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    court: text('court'),
    room: text('room'),
    mode: text('mode'),
    videoLink: text('video_link'),
    state: text('state').notNull().default('scheduled'),
    cancelReason: text('cancel_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    creatorEmail: text('creator_email').notNull(),
    creatorRole: text('creator_role').$type<Role>().notNull(),
    remindedDayAt: timestamp('reminded_day_at', { withTimezone: true, mode: 'date' }),
    remindedHoursAt: timestamp('reminded_hours_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('case_dates_case_starts_idx').on(t.caseId, t.startsAt, t.id),
    index('case_dates_starts_idx').on(t.startsAt, t.id),
    // The reminder scan reads only scheduled dates still owing a reminder.
    index('case_dates_reminder_idx')
      .on(t.startsAt)
      .where(
        sql`${t.state} = 'scheduled' and (${t.remindedDayAt} is null or ${t.remindedHoursAt} is null)`,
      ),
    check('case_dates_kind_check', sql`${t.kind} in ('hearing', 'meeting')`),
    check('case_dates_state_check', sql`${t.state} in ('scheduled', 'cancelled')`),
    check(
      'case_dates_mode_check',
      sql`${t.mode} is null or ${t.mode} in ('office', 'phone', 'video')`,
    ),
  ],
);

/**
 * A document the lawyer asks the client for, by name, with an optional due day (Kigali). The
 * client's upload against it joins the case's documents and marks it done; an open request past
 * its due day sends one reminder, claimed by `reminded_at` like the dates' reminders.
 */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: uuid('id').primaryKey(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The Kigali day it is due by, YYYY-MM-DD, or null. */
    dueDate: text('due_date'),
    state: text('state').notNull().default('open'),
    documentId: uuid('document_id').references(() => caseDocuments.id, { onDelete: 'set null' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requesterEmail: text('requester_email').notNull(),
    requesterRole: text('requester_role').$type<Role>().notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('document_requests_case_idx').on(t.caseId, t.createdAt, t.id),
    index('document_requests_open_due_idx')
      .on(t.dueDate)
      .where(sql`${t.state} = 'open'`),
    check('document_requests_state_check', sql`${t.state} in ('open', 'done', 'cancelled')`),
  ],
);

/**
 * Every SMS the firm sends, with its delivery state: queued (a job waits), sent (the gateway took
 * it), delivered (the operator's report), failed (retries used up, or the operator refused it).
 * The text carries no case text and no other party's name, like the e-mails.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** E.164, e.g. +250788123456. */
    toNumber: text('to_number').notNull(),
    kind: text('kind').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    text: text('text').notNull(),
    segments: integer('segments').notNull(),
    encoding: text('encoding').notNull(),
    state: text('state').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('sms_messages_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('sms_messages_user_created_idx').on(t.userId, t.createdAt.desc()),
    check('sms_messages_state_check', sql`${t.state} in ('queued', 'sent', 'delivered', 'failed')`),
    check('sms_messages_encoding_check', sql`${t.encoding} in ('gsm7', 'ucs2')`),
  ],
);

export type CaseDateRow = typeof caseDates.$inferSelect;
export type DocumentRequestRow = typeof documentRequests.$inferSelect;
export type SmsMessageRow = typeof smsMessages.$inferSelect;

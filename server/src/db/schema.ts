import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const ROLES = ['client', 'adminStaff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

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
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_email_idx').on(t.role, t.email),
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('users_role_check', sql`${t.role} in ('client', 'adminStaff', 'admin')`),
  ],
);

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
    markAsDoneArchived: text('mark_as_done_archived').notNull().default('Going'),
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
      t.markAsDoneArchived,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    uniqueIndex('cases_file_key_key').on(t.fileKey),
    check('cases_flag_check', sql`${t.markAsDoneArchived} in ('Done', 'Going')`),
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

export type UserRow = typeof users.$inferSelect;
export type CaseRow = typeof cases.$inferSelect;

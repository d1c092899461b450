/**
 * The accounts feature's SQL: users, their sessions and their single-use tokens, each function one
 * statement (or one read) on the connection or transaction it is given. What may be done, in
 * which transaction, and what the cache of live sessions forgets is accountService's.
 *
 * The CLI and the demo seed use these functions directly, without an app.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Locale } from 'shared-contract/schemas';
import type { Db, Tx } from '../../db/client';
import {
  authTokens,
  sessions,
  users,
  type Role,
  type TokenKind,
  type UserRow,
} from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import type { CurrentAccount } from './accountCache';
import { normalizeEmail } from './accounts';

/** A connection or a transaction: every query here runs on either. */
type On = Db | Tx;

/** The fields of a user a profile change may set: never e-mail, role or password. */
export type ProfileChanges = Partial<
  Pick<
    UserRow,
    | 'firstName'
    | 'lastName'
    | 'idNo'
    | 'phoneNumber'
    | 'district'
    | 'sector'
    | 'cell'
    | 'locale'
    | 'preferredContact'
  >
>;

export interface NewUser {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName?: string;
  idNo?: string;
  phoneNumber?: string;
  preferredContact?: string;
  district?: string;
  sector?: string;
  cell?: string;
  /** The language of the user's e-mails; English when not given. */
  locale?: Locale;
  verified?: boolean;
}

export async function findUserByEmail(db: On, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

export async function findUserById(db: On, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts a user; throws a unique violation (see isUniqueViolation) when the e-mail is taken. */
export async function createUser(db: On, input: NewUser): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      email: normalizeEmail(input.email),
      passwordHash,
      role: input.role,
      firstName: input.firstName.trim(),
      lastName: input.lastName?.trim() ?? '',
      idNo: input.idNo?.trim() ?? '',
      phoneNumber: input.phoneNumber?.trim() ?? '',
      preferredContact: input.preferredContact?.trim() ?? 'email',
      district: input.district?.trim() ?? '',
      sector: input.sector?.trim() ?? '',
      cell: input.cell?.trim() ?? '',
      ...(input.locale ? { locale: input.locale } : {}),
      emailVerifiedAt: input.verified ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function countUsers(db: On): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** Users newest first, one page, with the total; `q` finds name or e-mail parts, `role` filters. */
export async function pageOfUsers(
  db: On,
  page: number,
  limit: number,
  filter: { q?: string; role?: Role },
): Promise<{ rows: UserRow[]; total: number }> {
  const words = (filter.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  // Every word in the name or the e-mail, accents aside; LIKE's wildcards in a word are plain
  // characters.
  const where = and(
    filter.role ? eq(users.role, filter.role) : undefined,
    ...words.map(
      (word) =>
        sql`unaccent(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email}) ilike unaccent(${`%${word.replace(/[\\%_]/g, '\\$&')}%`})`,
    ),
  );
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** The e-mails of one role's users, in order (the lawyers a case may be assigned to). */
export function emailsOfRole(db: On, role: Role): Promise<{ email: string }[]> {
  return db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, role))
    .orderBy(asc(users.email));
}

/** The user of this e-mail if they have this role. */
export async function findByEmailInRole(
  db: On,
  email: string,
  role: Role,
): Promise<{ email: string } | undefined> {
  const [found] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), eq(users.role, role)))
    .limit(1);
  return found;
}

export async function updateProfile(
  db: On,
  userId: string,
  changes: ProfileChanges,
): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

/** Marks the user's address verified. */
export async function markVerified(db: On, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Sets a new password hash (the database's trigger moves the token version on with it); an
 * address not yet verified counts as verified, since the reset link was followed from it.
 */
export async function setPassword(
  db: On,
  userId: string,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      updatedAt: at,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
    })
    .where(eq(users.id, userId));
}

/**
 * The account behind a session if it is live: not revoked, not expired, and opened at its user's
 * current token version.
 */
export async function liveSessionAccount(
  db: On,
  sessionId: string,
): Promise<CurrentAccount | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      role: users.role,
      tokenVersion: users.tokenVersion,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(sessions.tokenVersion, users.tokenVersion),
      ),
    )
    .limit(1);
  return row;
}

/** Deletes at most `rows` expired sessions. */
export async function deleteExpiredSessions(db: On, rows: number): Promise<void> {
  await db.delete(sessions).where(
    inArray(
      sessions.id,
      db
        .select({ id: sessions.id })
        .from(sessions)
        .where(lte(sessions.expiresAt, sql`now()`))
        .limit(rows),
    ),
  );
}

export async function insertSession(
  db: On,
  session: { id: string; userId: string; tokenVersion: number; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

/** Revokes one live session; whether it was live. */
export async function revokeSession(db: On, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Revokes every live session of a user. */
export async function revokeSessionsOf(db: On, userId: string, at = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Moves the user's token version on, so every token issued to them so far stops working. */
export async function bumpTokenVersion(db: On, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/** Marks every unused token of one kind of the user used. */
export async function useUpTokens(
  db: On,
  userId: string,
  kind: TokenKind,
  at = new Date(),
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: at })
    .where(
      and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)),
    );
}

export async function insertToken(
  db: On,
  token: { tokenHash: string; userId: string; kind: TokenKind; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(token);
}

/**
 * Marks a token used if it has this digest and kind and is unused and unexpired; its user's id, or
 * undefined. One statement decides, so a token works once even under concurrent requests.
 */
export async function useToken(
  db: On,
  tokenHash: string,
  kind: TokenKind,
  at: Date,
): Promise<string | undefined> {
  const [used] = await db
    .update(authTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, at),
      ),
    )
    .returning({ userId: authTokens.userId });
  return used?.userId;
}

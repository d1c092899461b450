import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, Tx } from '../../db/client';
import type { Locale } from 'shared-contract/schemas';
import {
  authTokens,
  sessions,
  users,
  type Role,
  type TokenKind,
  type UserRow,
} from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { newToken, tokenDigest } from '../../lib/randomToken';
import { AccountCache, type CurrentAccount } from './accountCache';
import { normalizeEmail } from './accounts';
import { clearOnNotify } from '../../db/cacheListener';

/**
 * The channel every change a token is checked against is announced on: a user's version, role or
 * e-mail changing or the user going (migration 0004's triggers), a session revoked or a live one
 * deleted (migration 0013's).
 */
export const USERS_CHANGED_CHANNEL = 'btj_users_changed';

export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  verify: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** The fields of a user a profile change may set: never e-mail, role or password. */
export type ProfileChanges = Partial<
  Pick<
    UserRow,
    'firstName' | 'lastName' | 'idNo' | 'phoneNumber' | 'district' | 'sector' | 'cell' | 'locale'
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

// The functions below take the database handle so the CLI and the demo seed use them without an app.

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

/** Inserts a user; throws a unique violation (see isUniqueViolation) when the e-mail is taken. */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
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

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

/** Expired sessions deleted by one login, at most (the next logins delete the rest). */
const SESSION_SWEEP_ROWS = 100;

/**
 * The accounts, their sessions and their single-use verification and reset tokens (only the
 * sha256 of a token is stored), and the cache of live sessions that every authenticated request
 * checks: a logout or password change here, or a change from any process through LISTEN, clears it.
 */
export class UserRepository {
  private readonly db: Db;
  private readonly accounts: AccountCache;

  constructor(private readonly database: Database) {
    this.db = database.db;
    this.accounts = new AccountCache(async (sessionId) => {
      const [row] = await this.db
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
    });
  }

  /** Start-up: a reset, role change or deletion by another process (or plain SQL) reaches the cache. */
  async open(log: FastifyBaseLogger): Promise<void> {
    await clearOnNotify(
      this.database,
      USERS_CHANGED_CHANNEL,
      this.accounts,
      log,
      'lost the user-change listener; account cache disabled',
    );
  }

  /** The account cache's hits and misses (the metrics read them). */
  get accountCacheCounts(): { hits: number; misses: number } {
    return this.accounts.counts;
  }

  /**
   * The account of a live session (cached): its user's current token version, role and e-mail;
   * undefined when the session was revoked, has expired, its user is gone or has a new password
   * or role since.
   */
  currentSession(sessionId: string): Promise<CurrentAccount | undefined> {
    return this.accounts.current(sessionId);
  }

  /**
   * Opens a session for a login, until `expiresAt`, at the user's token version then; deletes a
   * batch of expired ones on the way.
   */
  async openSession(
    id: string,
    userId: string,
    tokenVersion: number,
    expiresAt: Date,
  ): Promise<void> {
    await this.db.delete(sessions).where(
      inArray(
        sessions.id,
        this.db
          .select({ id: sessions.id })
          .from(sessions)
          .where(lte(sessions.expiresAt, sql`now()`))
          .limit(SESSION_SWEEP_ROWS),
      ),
    );
    await this.db.insert(sessions).values({ id, userId, tokenVersion, expiresAt });
  }

  /** Logout: ends one session (false when it had already ended). */
  async endSession(sessionId: string): Promise<boolean> {
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    this.accounts.forget(sessionId);
    return ended.length > 0;
  }

  /**
   * Sign out everywhere: ends every session of the user, and (with the token version) any token
   * issued to them so far, in one transaction.
   */
  async endEverySession(userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, userId));
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    });
    this.accounts.clear();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return findUserByEmail(this.db, email);
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  create(input: NewUser): Promise<UserRow> {
    return createUser(this.db, input);
  }

  /** Users newest first, one page, with the total; `q` finds name or e-mail parts, `role` filters. */
  async page(
    page: number,
    limit: number,
    filter: { q?: string; role?: Role } = {},
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
    const rows = await this.db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset((page - 1) * limit);
    const [counted] = await this.db.select({ n: count() }).from(users).where(where);
    return { rows, total: counted?.n ?? 0 };
  }

  /** The lawyers (adminStaff) a case may be assigned to, by e-mail. */
  lawyerEmails(): Promise<{ email: string }[]> {
    return this.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, 'adminStaff'))
      .orderBy(asc(users.email));
  }

  /** The lawyer (adminStaff) with this e-mail, if there is one. */
  async findLawyer(email: string): Promise<{ email: string } | undefined> {
    const [lawyer] = await this.db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.email, normalizeEmail(email)), eq(users.role, 'adminStaff')))
      .limit(1);
    return lawyer;
  }

  async updateProfile(userId: string, changes: ProfileChanges): Promise<UserRow | undefined> {
    const [user] = await this.db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return user;
  }

  /** Issues a single-use token of a kind; earlier unused tokens of that kind for the user stop working. */
  async issueToken(userId: string, kind: TokenKind): Promise<string> {
    const token = newToken();
    const now = new Date();
    await this.db.transaction(async (tx) => {
      await tx
        .update(authTokens)
        .set({ usedAt: now })
        .where(
          and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)),
        );
      await tx.insert(authTokens).values({
        tokenHash: tokenDigest(token),
        userId,
        kind,
        expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[kind]),
        createdAt: now,
      });
    });
    return token;
  }

  /** Marks the address verified with a verification token; the user id, or null for a bad token. */
  verifyEmail(token: string): Promise<string | null> {
    return this.consumeToken(token, 'verify', async (tx, id) => {
      await tx
        .update(users)
        .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, id));
    });
  }

  /**
   * Sets a new password with a reset token; the user id, or null for a bad token. Following a
   * link mailed to the address proves it as well as the verification link does.
   */
  async resetPassword(token: string, passwordHash: string): Promise<string | null> {
    const userId = await this.consumeToken(token, 'reset', async (tx, id) => {
      const now = new Date();
      await tx
        .update(users)
        .set({
          passwordHash,
          updatedAt: now,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        })
        .where(eq(users.id, id));
      await tx
        .update(authTokens)
        .set({ usedAt: now })
        .where(
          and(eq(authTokens.userId, id), eq(authTokens.kind, 'reset'), isNull(authTokens.usedAt)),
        );
      // A new password ends every session opened before it (the new hash also bumps the token
      // version: migration 0004).
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    });
    if (userId) this.accounts.clear();
    return userId;
  }

  /**
   * Marks a token used if it is of that kind, unused and unexpired, and runs `then` in the same
   * transaction. Answers the user id, or null for a bad token. One statement decides, so a token
   * works once even under concurrent requests.
   */
  private async consumeToken(
    token: string,
    kind: TokenKind,
    then: (tx: Tx, userId: string) => Promise<void>,
  ): Promise<string | null> {
    const now = new Date();
    return this.db.transaction(async (tx) => {
      const [used] = await tx
        .update(authTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(authTokens.tokenHash, tokenDigest(token)),
            eq(authTokens.kind, kind),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, now),
          ),
        )
        .returning({ userId: authTokens.userId });
      if (!used) return null;
      await then(tx, used.userId);
      return used.userId;
    });
  }
}

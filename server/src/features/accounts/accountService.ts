import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db, Tx } from '../../db/client';
import type { Role, TokenKind, UserRow } from '../../db/schema';
import { clearOnNotify } from '../../db/cacheListener';
import { newToken, tokenDigest } from '../../lib/randomToken';
import { AccountCache, type CurrentAccount } from './accountCache';
import {
  bumpTokenVersion,
  createUser,
  deleteExpiredSessions,
  emailsOfRole,
  findByEmailInRole,
  findUserByEmail,
  findUserById,
  insertSession,
  insertToken,
  liveSessionAccount,
  markVerified,
  pageOfUsers,
  revokeSession,
  revokeSessionsOf,
  setPassword,
  updateProfile,
  useToken,
  useUpTokens,
  type NewUser,
  type ProfileChanges,
} from './accountQueries';

/**
 * The channel every change a token is checked against is announced on: a user's version, role or
 * e-mail changing or the user going, a session revoked or a live one deleted (the database's
 * triggers announce them).
 */
export const USERS_CHANGED_CHANNEL = 'btj_users_changed';

/** How long a mailed link works: a day to verify an address, an hour to reset a password. */
export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  verify: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/** Expired sessions deleted by one login, at most (the next logins delete the rest). */
const SESSION_SWEEP_ROWS = 100;

/**
 * The accounts' rules: users, their sessions and their single-use verification and reset tokens
 * (only the sha256 of a token is stored), and the cache of live sessions that every authenticated
 * request checks: a logout or password change here, or a change from any process through LISTEN,
 * clears it. The SQL is accountQueries'.
 */
export class AccountService {
  private readonly db: Db;
  private readonly accounts: AccountCache;

  constructor(private readonly database: Database) {
    this.db = database.db;
    this.accounts = new AccountCache((sessionId) => liveSessionAccount(this.db, sessionId));
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
    await deleteExpiredSessions(this.db, SESSION_SWEEP_ROWS);
    await insertSession(this.db, { id, userId, tokenVersion, expiresAt });
  }

  /** Logout: ends one session (false when it had already ended). */
  async endSession(sessionId: string): Promise<boolean> {
    const ended = await revokeSession(this.db, sessionId);
    this.accounts.forget(sessionId);
    return ended;
  }

  /**
   * Sign out everywhere: ends every session of the user, and (with the token version) any token
   * issued to them so far, in one transaction.
   */
  async endEverySession(userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await bumpTokenVersion(tx, userId);
      await revokeSessionsOf(tx, userId);
    });
    this.accounts.clear();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return findUserByEmail(this.db, email);
  }

  findById(id: string): Promise<UserRow | undefined> {
    return findUserById(this.db, id);
  }

  create(input: NewUser): Promise<UserRow> {
    return createUser(this.db, input);
  }

  /** Users newest first, one page, with the total; `q` finds name or e-mail parts, `role` filters. */
  page(
    page: number,
    limit: number,
    filter: { q?: string; role?: Role } = {},
  ): Promise<{ rows: UserRow[]; total: number }> {
    return pageOfUsers(this.db, page, limit, filter);
  }

  /** The lawyers (adminStaff) a case may be assigned to, by e-mail. */
  lawyerEmails(): Promise<{ email: string }[]> {
    return emailsOfRole(this.db, 'adminStaff');
  }

  /** The lawyer (adminStaff) with this e-mail, if there is one. */
  findLawyer(email: string): Promise<{ email: string } | undefined> {
    return findByEmailInRole(this.db, email, 'adminStaff');
  }

  updateProfile(userId: string, changes: ProfileChanges): Promise<UserRow | undefined> {
    return updateProfile(this.db, userId, changes);
  }

  /** Issues a single-use token of a kind; earlier unused tokens of that kind for the user stop working. */
  async issueToken(userId: string, kind: TokenKind): Promise<string> {
    const token = newToken();
    const now = new Date();
    await this.db.transaction(async (tx) => {
      await useUpTokens(tx, userId, kind, now);
      await insertToken(tx, {
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
    return this.consumeToken(token, 'verify', (tx, id) => markVerified(tx, id));
  }

  /**
   * Sets a new password with a reset token; the user id, or null for a bad token. Following a
   * link mailed to the address proves it as well as the verification link does.
   */
  async resetPassword(token: string, passwordHash: string): Promise<string | null> {
    const userId = await this.consumeToken(token, 'reset', async (tx, id) => {
      const now = new Date();
      await setPassword(tx, id, passwordHash, now);
      await useUpTokens(tx, id, 'reset', now);
      // A new password ends every session opened before it.
      await revokeSessionsOf(tx, id, now);
    });
    if (userId) this.accounts.clear();
    return userId;
  }

  /**
   * Uses a token if it is of that kind, unused and unexpired, and runs `then` in the same
   * transaction. Answers the user id, or null for a bad token.
   */
  private consumeToken(
    token: string,
    kind: TokenKind,
    then: (tx: Tx, userId: string) => Promise<void>,
  ): Promise<string | null> {
    return this.db.transaction(async (tx) => {
      const userId = await useToken(tx, tokenDigest(token), kind, new Date());
      if (!userId) return null;
      await then(tx, userId);
      return userId;
    });
  }
}

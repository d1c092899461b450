import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens, users, type Role, type TokenKind, type UserRow } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { newToken, tokenDigest } from '../lib/randomToken';

export const TOKEN_TTL_MS: Record<TokenKind, number> = {
  verify: 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mails are compared and stored trimmed and lower-cased. */
export function normalizeEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

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
  verified?: boolean;
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
      emailVerifiedAt: input.verified ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Issues a single-use token of a kind; earlier unused tokens of that kind for the user stop working. */
export async function issueToken(db: Db, userId: string, kind: TokenKind): Promise<string> {
  const token = newToken();
  const now = new Date();
  await db.transaction(async (tx) => {
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

/**
 * Marks a token used if it is of that kind, unused and unexpired, and runs `then` in the same
 * transaction. Answers the user id, or null for a bad token. One statement decides, so a token
 * works once even under concurrent requests.
 */
export async function consumeToken(
  db: Db,
  token: string,
  kind: TokenKind,
  then: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], userId: string) => Promise<void>,
): Promise<string | null> {
  const now = new Date();
  return db.transaction(async (tx) => {
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

export async function listLawyerEmails(db: Db): Promise<{ email: string }[]> {
  return db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'adminStaff'))
    .orderBy(asc(users.email));
}

export async function listUsers(
  db: Db,
  page: number,
  limit: number,
): Promise<{ rows: UserRow[]; total: number }> {
  const rows = await db
    .select()
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [counted] = await db.select({ n: count() }).from(users);
  return { rows, total: counted?.n ?? 0 };
}

export async function countUsers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row?.n ?? 0;
}

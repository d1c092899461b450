/**
 * The SMS feature's SQL: each function one statement on the connection or transaction it is
 * given. The states move queued → sent → delivered, or to failed; a later report never moves an
 * SMS back (a delivery report can arrive before the worker has recorded `sent`).
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { smsMessages, type SmsMessageRow } from '../../db/schema';

type On = Db | Tx;

export type NewSms = Pick<
  SmsMessageRow,
  'id' | 'userId' | 'toNumber' | 'kind' | 'locale' | 'text' | 'segments' | 'encoding'
>;

export async function insertSms(db: On, row: NewSms): Promise<void> {
  await db.insert(smsMessages).values({ ...row, state: 'queued' });
}

export async function smsById(db: On, id: string): Promise<SmsMessageRow | undefined> {
  const [row] = await db.select().from(smsMessages).where(eq(smsMessages.id, id));
  return row;
}

/** One more attempt of a queued SMS; answers the row if it is still queued (else it went out). */
export async function startAttempt(db: On, id: string): Promise<SmsMessageRow | undefined> {
  const [row] = await db
    .update(smsMessages)
    .set({ attempts: sql`${smsMessages.attempts} + 1` })
    .where(and(eq(smsMessages.id, id), eq(smsMessages.state, 'queued')))
    .returning();
  return row;
}

/** The gateway took it. */
export async function markSent(db: On, id: string, at: Date): Promise<void> {
  await db
    .update(smsMessages)
    .set({ state: 'sent', sentAt: at, lastError: null })
    .where(and(eq(smsMessages.id, id), eq(smsMessages.state, 'queued')));
}

/** An attempt failed: the error kept; `final` (retries used up) makes it failed. */
export async function markAttemptFailed(
  db: On,
  id: string,
  error: string,
  final: boolean,
): Promise<void> {
  await db
    .update(smsMessages)
    .set(final ? { state: 'failed', lastError: error } : { lastError: error })
    .where(and(eq(smsMessages.id, id), eq(smsMessages.state, 'queued')));
}

/** The operator's report: delivered, or failed; only from queued or sent. */
export async function markReported(
  db: On,
  id: string,
  outcome: { state: 'delivered'; at: Date } | { state: 'failed'; error: string },
): Promise<SmsMessageRow | undefined> {
  const [row] = await db
    .update(smsMessages)
    .set(
      outcome.state === 'delivered'
        ? { state: 'delivered', deliveredAt: outcome.at, lastError: null }
        : { state: 'failed', lastError: outcome.error },
    )
    .where(and(eq(smsMessages.id, id), inArray(smsMessages.state, ['queued', 'sent'])))
    .returning();
  return row;
}

/** One page of every SMS, newest first, with the total. */
export async function pageOfSms(
  db: On,
  paging: { page: number; limit: number },
): Promise<{ rows: SmsMessageRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(smsMessages)
      .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ n: count() }).from(smsMessages),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

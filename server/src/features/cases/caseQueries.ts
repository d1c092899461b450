/**
 * The cases feature's SQL: each function one statement (or one read) on the `cases` table and the
 * counters the triggers keep, run on the connection or transaction it is given. What may be done
 * and in which transaction is caseService's; no rule is decided here.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { caseReferenceYear, formatCaseReference } from 'shared-contract';
import type { Db, Tx } from '../../db/client';
import {
  caseCounts,
  caseDocuments,
  caseReferenceCounters,
  cases,
  type CaseRow,
} from '../../db/schema';

export type { CaseRow };

/** The channel a case write announces itself on, so other processes drop their cached lists. */
export const CASES_CHANGED_CHANNEL = 'btj_cases_changed';

export type CaseScope =
  | { kind: 'all'; flag?: 'Done' | 'Going' }
  | { kind: 'owner'; userId: string }
  | { kind: 'assignee'; email: string };

export interface Paging {
  page: number;
  limit: number;
}

/** The columns a case is written with; the id, reference and times are the caller's. */
export type NewCaseRow = typeof cases.$inferInsert;

/** The columns a write may change. */
export type CaseChanges = Partial<Omit<NewCaseRow, 'id' | 'reference' | 'createdAt'>>;

function whereOf(scope: CaseScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return scope.flag ? eq(cases.doneFlag, scope.flag) : undefined;
    case 'owner':
      return eq(cases.userId, scope.userId);
    case 'assignee':
      return eq(cases.assignedTo, scope.email);
  }
}

/** The key of a scope's row in case_counts (kept exact by migration 0002's triggers). */
function scopeKey(scope: CaseScope): string {
  switch (scope.kind) {
    case 'all':
      return scope.flag ? `flag:${scope.flag}` : 'all';
    case 'owner':
      return `owner:${scope.userId}`;
    case 'assignee':
      return `assignee:${scope.email}`;
  }
}

/**
 * The next reference of the year `at` falls in: its counter row is bumped in the case's insert
 * transaction, so concurrent submissions wait on the row lock and a rollback returns the number.
 */
export async function nextReference(tx: Tx, at: Date): Promise<string> {
  const year = caseReferenceYear(at);
  const [row] = await tx
    .insert(caseReferenceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: caseReferenceCounters.year,
      set: { last: sql`${caseReferenceCounters.last} + 1` },
    })
    .returning({ last: caseReferenceCounters.last });
  return formatCaseReference(year, (row as { last: number }).last);
}

/** A scope's cases, newest first (created_at desc, id desc: each scope has a matching index). */
export function selectCases(db: Db, scope: CaseScope, paging: Paging | null): Promise<CaseRow[]> {
  const query = db
    .select()
    .from(cases)
    .where(whereOf(scope))
    .orderBy(desc(cases.createdAt), desc(cases.id));
  return paging ? query.limit(paging.limit).offset((paging.page - 1) * paging.limit) : query;
}

/** The case with this exact reference within a scope, as a list of at most one. */
export function selectByReference(db: Db, scope: CaseScope, reference: string): Promise<CaseRow[]> {
  return db
    .select()
    .from(cases)
    .where(and(eq(cases.reference, reference), whereOf(scope)))
    .limit(1);
}

/** The number of cases in a scope, from the trigger-kept counters. */
export async function countScope(db: Db, scope: CaseScope): Promise<number> {
  const [row] = await db
    .select({ n: caseCounts.n })
    .from(caseCounts)
    .where(eq(caseCounts.scope, scopeKey(scope)))
    .limit(1);
  return Number(row?.n ?? 0);
}

/** Case counts by status, compared case-insensitively. */
export async function countByStatus(
  db: Db,
): Promise<{ total: number; received: number; pending: number; completed: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      received: sql<number>`(count(*) filter (where lower(${cases.status}) = 'received'))::int`,
      pending: sql<number>`(count(*) filter (where lower(${cases.status}) = 'pending'))::int`,
      completed: sql<number>`(count(*) filter (where lower(${cases.status}) = 'completed'))::int`,
    })
    .from(cases);
  return row ?? { total: 0, received: 0, pending: 0, completed: 0 };
}

export async function selectCase(db: Db | Tx, id: string): Promise<CaseRow | undefined> {
  const [row] = await db.select().from(cases).where(eq(cases.id, id)).limit(1);
  return row;
}

/** The case row, locked until the transaction ends; undefined when there is none. */
export async function lockCase(tx: Tx, id: string): Promise<CaseRow | undefined> {
  const [row] = await tx.select().from(cases).where(eq(cases.id, id)).for('update');
  return row;
}

/** These cases' rows, locked in id order (so two writers of the same cases never deadlock). */
export function lockCases(tx: Tx, sortedIds: readonly string[]): Promise<CaseRow[]> {
  return tx
    .select()
    .from(cases)
    .where(inArray(cases.id, [...sortedIds]))
    .orderBy(asc(cases.id))
    .for('update');
}

export async function insertCase(tx: Tx, values: NewCaseRow): Promise<CaseRow> {
  const [row] = await tx.insert(cases).values(values).returning();
  return row as CaseRow;
}

/** Updates one case (only `ownerId`'s, when given); undefined when no row matched. */
export async function updateCase(
  tx: Tx,
  id: string,
  changes: CaseChanges,
  ownerId?: string,
): Promise<CaseRow | undefined> {
  const [row] = await tx
    .update(cases)
    .set(changes)
    .where(
      ownerId === undefined ? eq(cases.id, id) : and(eq(cases.id, id), eq(cases.userId, ownerId)),
    )
    .returning();
  return row;
}

/**
 * Updates several cases at once. A `status` given is written only where it names another status
 * than the row's (compared trimmed and case-insensitively): a row already in it keeps its word.
 */
export function updateCases(
  tx: Tx,
  ids: readonly string[],
  changes: CaseChanges,
): Promise<CaseRow[]> {
  const { status, ...rest } = changes;
  const keptStatus =
    status === undefined
      ? {}
      : {
          status: sql`case when lower(trim(${cases.status})) = lower(trim(${status})) then ${cases.status} else ${status} end`,
        };
  return tx
    .update(cases)
    .set({ ...rest, ...keptStatus })
    .where(inArray(cases.id, [...ids]))
    .returning();
}

/** Deletes a case row; undefined when it was already gone. */
export async function deleteCase(tx: Tx, id: string): Promise<CaseRow | undefined> {
  const [row] = await tx.delete(cases).where(eq(cases.id, id)).returning();
  return row;
}

/** The stored file keys of a case's documents. */
export async function documentKeysOf(tx: Tx, caseId: string): Promise<string[]> {
  const rows = await tx
    .select({ fileKey: caseDocuments.fileKey })
    .from(caseDocuments)
    .where(eq(caseDocuments.caseId, caseId));
  return rows.map((row) => row.fileKey);
}

/** Tells the other processes sharing a PostgreSQL database that cases changed (at commit). */
export async function announceCaseChange(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_notify(${CASES_CHANGED_CHANNEL}, '')`);
}

import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Db, Tx } from '../db/client';
import { caseCounts, cases, type CaseRow } from '../db/schema';
import type { AuthUser } from '../lib/jwt';
import { CACHED_PAGE_SIZES, type CaseListCache } from './caseListCache';

export const CASES_CHANGED_CHANNEL = 'btj_cases_changed';

/** The one answer for a case that does not exist or is gone (cases and messages routes alike). */
export const CASE_NOT_FOUND = 'Case not found';

export type CaseScope =
  | { kind: 'all'; flag?: 'Done' | 'Going' }
  | { kind: 'owner'; userId: string }
  | { kind: 'assignee'; email: string };

export interface Paging {
  page: number;
  limit: number;
}

export interface CaseList {
  rows: CaseRow[];
  /** Only for paged lists. */
  total: number | null;
}

function whereOf(scope: CaseScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return scope.flag ? eq(cases.markAsDoneArchived, scope.flag) : undefined;
    case 'owner':
      return eq(cases.userId, scope.userId);
    case 'assignee':
      return eq(cases.assignedTo, scope.email);
  }
}

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

/** The number of cases in a scope, from the counters the triggers of migration 0002 keep exact. */
export async function countOf(db: Db, scope: CaseScope): Promise<number> {
  const [row] = await db
    .select({ n: caseCounts.n })
    .from(caseCounts)
    .where(eq(caseCounts.scope, scopeKey(scope)))
    .limit(1);
  return Number(row?.n ?? 0);
}

/**
 * A list of cases, newest first (created_at desc, id desc: each scope has a matching index).
 * Paged lists come with the total; unpaged lists and pages of the apps' sizes are served from the
 * list cache (bounded by bytes) until a case changes.
 */
export async function listCases(
  db: Db,
  cache: CaseListCache,
  scope: CaseScope,
  paging: Paging | null,
): Promise<CaseList> {
  const where = whereOf(scope);
  const load = async (): Promise<CaseList> => {
    const query = db
      .select()
      .from(cases)
      .where(where)
      .orderBy(desc(cases.createdAt), desc(cases.id));
    if (!paging) return { rows: await query, total: null };
    const rows = await query.limit(paging.limit).offset((paging.page - 1) * paging.limit);
    // A short first page is its own total; otherwise the trigger-kept counter of the scope.
    const total =
      paging.page === 1 && rows.length < paging.limit ? rows.length : await countOf(db, scope);
    return { rows, total };
  };
  // Other page sizes go to the database: cut into every size, the same rows would fill the cache.
  if (paging && !CACHED_PAGE_SIZES.includes(paging.limit)) return load();
  return cache.get(JSON.stringify([scope, paging]), load);
}

export async function caseStats(
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

export async function findCase(db: Db, id: string): Promise<CaseRow | undefined> {
  const [row] = await db.select().from(cases).where(eq(cases.id, id)).limit(1);
  return row;
}

/** Who may read a case (design.md §4): its owner, the lawyer it is assigned to, an admin. */
export function canViewCase(auth: AuthUser, row: CaseRow): boolean {
  return (
    auth.role === 'admin' ||
    row.userId === auth.userId ||
    (auth.role === 'adminStaff' && row.assignedTo !== null && row.assignedTo === auth.email)
  );
}

/**
 * Runs a case write in a transaction, tells other processes sharing a PostgreSQL database, and
 * after the commit drops this process's cached lists.
 */
export async function writeCases<T>(
  database: Database,
  cache: CaseListCache,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await database.db.transaction(async (tx) => {
      const result = await work(tx);
      if (database.driver === 'postgres')
        await tx.execute(sql`select pg_notify(${CASES_CHANGED_CHANNEL}, '')`);
      return result;
    });
  } finally {
    cache.invalidate();
  }
}

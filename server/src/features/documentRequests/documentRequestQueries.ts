/**
 * The document requests' SQL: each function one statement on the connection or transaction it
 * is given. Who may ask, answer or cancel, and the events, are documentRequestService's.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cases, documentRequests, users } from '../../db/schema';
import type { AuthUser } from '../../lib/jwt';

/** A connection or a transaction: every query here runs on either. */
type On = Db | Tx;

export type DocumentRequestRow = typeof documentRequests.$inferSelect;

/** A request with its case's reference and the requester's name as it is now. */
export interface DocumentRequestRecord {
  row: DocumentRequestRow;
  reference: string;
  requester: { id: string | null; firstName: string | null; lastName: string | null } | null;
}

/** Whose open requests a list holds. */
export type OpenScope =
  { kind: 'all' } | { kind: 'assignedTo'; email: string } | { kind: 'ownedBy'; userId: string };

const recordColumns = {
  row: documentRequests,
  reference: cases.reference,
  requester: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};

/** Open first, soonest due first and undated last; then the closed ones, latest closed first. */
const caseOrder: SQL[] = [
  sql`case when ${documentRequests.state} = 'open' then 0 else 1 end`,
  sql`case when ${documentRequests.state} = 'open' then ${documentRequests.dueDate} end asc nulls last`,
  sql`${documentRequests.doneAt} desc nulls last`,
  asc(documentRequests.createdAt),
  asc(documentRequests.id),
];

export async function insertRequest(
  tx: Tx,
  values: { caseId: string; name: string; dueDate: string | null; actor: AuthUser; at: Date },
): Promise<string> {
  const id = randomUUID();
  await tx.insert(documentRequests).values({
    id,
    caseId: values.caseId,
    name: values.name,
    dueDate: values.dueDate,
    requestedBy: values.actor.userId,
    requesterEmail: values.actor.email,
    requesterRole: values.actor.role,
    createdAt: values.at,
  });
  return id;
}

/** How many requests a case holds, whatever their state. */
export async function countForCase(tx: Tx, caseId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(documentRequests)
    .where(eq(documentRequests.caseId, caseId));
  return Number(row?.n ?? 0);
}

/** One request of a case, locked for the rest of the transaction. */
export async function lockRequest(
  tx: Tx,
  caseId: string,
  id: string,
): Promise<DocumentRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(documentRequests)
    .where(and(eq(documentRequests.id, id), eq(documentRequests.caseId, caseId)))
    .for('update');
  return row;
}

/** One request of a case with its reference and requester. */
export async function selectRequest(
  db: On,
  caseId: string,
  id: string,
): Promise<DocumentRequestRecord | undefined> {
  const [record] = await db
    .select(recordColumns)
    .from(documentRequests)
    .innerJoin(cases, eq(cases.id, documentRequests.caseId))
    .leftJoin(users, eq(users.id, documentRequests.requestedBy))
    .where(and(eq(documentRequests.id, id), eq(documentRequests.caseId, caseId)));
  return record;
}

/** A case's requests in the case's order, at most `limit`. */
export function listForCase(
  db: On,
  caseId: string,
  limit: number,
): Promise<DocumentRequestRecord[]> {
  return db
    .select(recordColumns)
    .from(documentRequests)
    .innerJoin(cases, eq(cases.id, documentRequests.caseId))
    .leftJoin(users, eq(users.id, documentRequests.requestedBy))
    .where(eq(documentRequests.caseId, caseId))
    .orderBy(...caseOrder)
    .limit(limit);
}

function openWhere(scope: OpenScope): SQL | undefined {
  const open = eq(documentRequests.state, 'open');
  if (scope.kind === 'assignedTo') return and(open, eq(cases.assignedTo, scope.email));
  if (scope.kind === 'ownedBy') return and(open, eq(cases.userId, scope.userId));
  return open;
}

/** One page of the open requests in `scope`: soonest due first, undated last, oldest first. */
export function pageOfOpen(
  db: On,
  scope: OpenScope,
  paging: { page: number; limit: number },
): Promise<DocumentRequestRecord[]> {
  return db
    .select(recordColumns)
    .from(documentRequests)
    .innerJoin(cases, eq(cases.id, documentRequests.caseId))
    .leftJoin(users, eq(users.id, documentRequests.requestedBy))
    .where(openWhere(scope))
    .orderBy(
      sql`${documentRequests.dueDate} asc nulls last`,
      asc(documentRequests.createdAt),
      asc(documentRequests.id),
    )
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
}

/** How many open requests `scope` holds. */
export async function countOpen(db: On, scope: OpenScope): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(documentRequests)
    .innerJoin(cases, eq(cases.id, documentRequests.caseId))
    .where(openWhere(scope));
  return Number(row?.n ?? 0);
}

/** Closes an open request: done with the document that answers it, or cancelled. */
export async function closeRequest(
  tx: Tx,
  id: string,
  change: { state: 'done' | 'cancelled'; documentId: string | null; at: Date },
): Promise<boolean> {
  const closed = await tx
    .update(documentRequests)
    .set({ state: change.state, documentId: change.documentId, doneAt: change.at })
    .where(and(eq(documentRequests.id, id), eq(documentRequests.state, 'open')))
    .returning({ id: documentRequests.id });
  return closed.length > 0;
}

/** Open, unreminded requests whose due day ended before `today` (Kigali), oldest due first. */
export function dueReminders(
  db: On,
  today: string,
  limit: number,
): Promise<{ id: string; caseId: string }[]> {
  return db
    .select({ id: documentRequests.id, caseId: documentRequests.caseId })
    .from(documentRequests)
    .where(
      and(
        eq(documentRequests.state, 'open'),
        isNull(documentRequests.remindedAt),
        lt(documentRequests.dueDate, today),
      ),
    )
    .orderBy(asc(documentRequests.dueDate), asc(documentRequests.id))
    .limit(limit);
}

/**
 * Claims a request's one reminder: only one transaction, in any process, sees it still open,
 * unreminded and past its due day, so only one queues the notice.
 */
export async function claimReminder(
  tx: Tx,
  id: string,
  today: string,
  at: Date,
): Promise<{ caseId: string } | undefined> {
  const [claimed] = await tx
    .update(documentRequests)
    .set({ remindedAt: at })
    .where(
      and(
        eq(documentRequests.id, id),
        isNull(documentRequests.remindedAt),
        eq(documentRequests.state, 'open'),
        lt(documentRequests.dueDate, today),
      ),
    )
    .returning({ caseId: documentRequests.caseId });
  return claimed;
}

/**
 * The messages feature's SQL: threads and their counters, messages, read states and reminder
 * claims, each function one statement (or one read) on the connection or transaction it is given.
 * What may be posted, in which transaction, and who is reminded is messageService's.
 */
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ThreadSummary } from 'shared-contract/schemas';
import type { Db, Tx } from '../../db/client';
import { cases, messages, type Role } from '../../db/schema';
import type { AuthUser } from '../../lib/jwt';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../i18n';

/** A connection or a transaction: every query here runs on either. */
type On = Db | Tx;

/** Threads listed at most (newest activity first). */
export const MAX_THREADS = 500;

/** A message as the thread shows it: the row with its author's current name. */
export interface MessageRecord {
  id: string;
  caseId: string;
  seq: number;
  authorId: string | null;
  authorName: string;
  authorEmail: string;
  authorRole: Role;
  text: string;
  fileKey: string | null;
  fileName: string | null;
  fileMime: string | null;
  fileSize: number | null;
  createdAt: Date;
}

export interface DueReminder {
  caseId: string;
  /** The case's reference (an SMS names it; the mail only links to the thread). */
  reference: string;
  userId: string;
  email: string;
  firstName: string;
  /** The language of the participant's e-mails. */
  locale: Locale;
  readSeq: number;
}

type Raw = Record<string, unknown>;
const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const asInt = (value: unknown) => Number(value ?? 0);

const withAuthor = sql`
    select m.id, m.case_id, m.seq, m.author_id, m.author_email, m.author_role, m.text,
           m.file_key, m.file_name, m.file_mime, m.file_size, m.created_at,
           u.first_name, u.last_name
      from case_messages m left join users u on u.id = m.author_id`;

function toRecord(row: Raw): MessageRecord {
  const first = (row.first_name as string | null) ?? '';
  const last = (row.last_name as string | null) ?? '';
  const name = `${first} ${last}`.trim();
  return {
    id: row.id as string,
    caseId: row.case_id as string,
    seq: asInt(row.seq),
    authorId: (row.author_id as string | null) ?? null,
    authorName: name || (row.author_email as string),
    authorEmail: row.author_email as string,
    authorRole: row.author_role as Role,
    text: row.text as string,
    fileKey: (row.file_key as string | null) ?? null,
    fileName: (row.file_name as string | null) ?? null,
    fileMime: (row.file_mime as string | null) ?? null,
    fileSize: row.file_size === null || row.file_size === undefined ? null : asInt(row.file_size),
    createdAt: asDate(row.created_at),
  };
}

/** Runs raw SQL and answers its rows (either driver's handle answers with `rows`). */
async function rowsOf(db: On, query: SQL): Promise<Raw[]> {
  const answer = (await db.execute(query)) as unknown as { rows: Raw[] };
  return answer.rows;
}

/** The messages of a case, oldest first. */
export async function threadOf(db: On, caseId: string): Promise<MessageRecord[]> {
  const rows = await rowsOf(
    db,
    sql`${withAuthor}
     where m.case_id = ${caseId}
     order by m.seq asc`,
  );
  return rows.map(toRecord);
}

export async function messageById(db: On, id: string): Promise<MessageRecord | undefined> {
  const [row] = await rowsOf(
    db,
    sql`${withAuthor}
     where m.id = ${id}`,
  );
  return row ? toRecord(row) : undefined;
}

/** Moves the user's read mark of a case's thread up to `seq` (never back). */
export async function markReadUpTo(
  db: On,
  userId: string,
  caseId: string,
  seq: number,
): Promise<void> {
  await db.execute(sql`
      insert into message_reads (user_id, case_id, read_seq) values (${userId}, ${caseId}, ${seq})
      on conflict (user_id, case_id) do update
        set read_seq = greatest(message_reads.read_seq, excluded.read_seq)
        where message_reads.read_seq < excluded.read_seq`);
}

/**
 * The case's reference, holding its row shared until the transaction ends (a delete of the case
 * waits, or is waited for); undefined when the case is gone.
 */
export async function shareCaseRow(
  tx: Tx,
  caseId: string,
): Promise<{ reference: string } | undefined> {
  const [live] = await tx
    .select({ reference: cases.reference })
    .from(cases)
    .where(eq(cases.id, caseId))
    .for('share');
  return live;
}

/** Counts one more message in the case's thread; answers its number (the counter row's lock orders writers). */
export async function nextMessageSeq(tx: Tx, caseId: string, at: Date): Promise<number> {
  const counted = await rowsOf(
    tx,
    sql`
      insert into message_threads (case_id, message_count, last_message_at)
      values (${caseId}, 1, ${at.toISOString()}::timestamptz)
      on conflict (case_id) do update
        set message_count = message_threads.message_count + 1,
            last_message_at = greatest(message_threads.last_message_at, excluded.last_message_at)
      returning message_count`,
  );
  return asInt(counted[0]?.message_count);
}

export async function insertMessage(tx: Tx, row: typeof messages.$inferInsert): Promise<void> {
  await tx.insert(messages).values(row);
}

/** Locks the case's row for update and answers the attachment keys of its messages. */
export async function lockCaseWithAttachments(tx: Tx, caseId: string): Promise<string[]> {
  await tx.select({ id: cases.id }).from(cases).where(eq(cases.id, caseId)).for('update');
  const rows = await tx
    .select({ key: messages.fileKey })
    .from(messages)
    .where(and(eq(messages.caseId, caseId), isNotNull(messages.fileKey)));
  return rows.map((row) => row.key as string);
}

/**
 * The caller's threads, newest activity first: a client's own cases, a lawyer's assigned cases
 * (with or without messages, so a conversation can start), an admin's cases with messages.
 */
export async function threadSummaries(db: On, auth: AuthUser): Promise<ThreadSummary[]> {
  const select = sql`
  select c.id, c.reference, c.case_type, c.case_subtype, c.owner_email, c.assigned_to, c.status, c.created_at,
         coalesce(t.message_count, 0) as message_count, t.last_message_at,
         greatest(coalesce(t.message_count, 0) - coalesce(r.read_seq, 0), 0) as unread`;
  const reads = sql`left join message_reads r on r.case_id = c.id and r.user_id = ${auth.userId}`;
  const order = sql`order by coalesce(t.last_message_at, c.created_at) desc, c.id desc limit ${MAX_THREADS}`;
  let query;
  if (auth.role === 'admin') {
    query = sql`${select} from message_threads t join cases c on c.id = t.case_id ${reads} ${order}`;
  } else {
    const mine =
      auth.role === 'client' ? sql`c.user_id = ${auth.userId}` : sql`c.assigned_to = ${auth.email}`;
    query = sql`${select} from cases c left join message_threads t on t.case_id = c.id ${reads} where ${mine} ${order}`;
  }
  const rows = await rowsOf(db, query);
  return rows.map((row) => {
    const last = row.last_message_at ? asDate(row.last_message_at).toISOString() : null;
    return {
      caseId: row.id as string,
      reference: row.reference as string,
      caseType: row.case_type as string,
      caseSubtype: row.case_subtype as string,
      caseOwner: row.owner_email as string,
      assignedTo: (row.assigned_to as string | null) ?? null,
      status: row.status as string,
      messageCount: asInt(row.message_count),
      unread: asInt(row.unread),
      lastMessageAt: last,
      activityAt: last ?? asDate(row.created_at).toISOString(),
    };
  });
}
/**
 * Unread counts of the caller, total and per case (cases with none are left out). Every lookup
 * is an index read: the caller's cases (owner or assignee index), their thread counters
 * (primary key) and read states (primary key); an admin reads the thread counters.
 */
export async function unreadCounts(
  db: On,
  auth: AuthUser,
): Promise<{ total: number; byCase: Record<string, number> }> {
  const unread = sql`t.message_count - coalesce(r.read_seq, 0)`;
  const reads = sql`left join message_reads r on r.case_id = t.case_id and r.user_id = ${auth.userId}`;
  let query;
  if (auth.role === 'admin') {
    query = sql`select t.case_id, ${unread} as unread from message_threads t ${reads} where ${unread} > 0`;
  } else {
    const mine =
      auth.role === 'client' ? sql`c.user_id = ${auth.userId}` : sql`c.assigned_to = ${auth.email}`;
    query = sql`select t.case_id, ${unread} as unread from cases c
    join message_threads t on t.case_id = c.id ${reads} where ${mine} and ${unread} > 0`;
  }
  const rows = await rowsOf(db, query);
  const byCase: Record<string, number> = {};
  let total = 0;
  for (const row of rows) {
    const n = asInt(row.unread);
    byCase[row.case_id as string] = n;
    total += n;
  }
  return { total, byCase };
}
/**
 * Participants (case owner, assigned lawyer, every admin) whose oldest unread message is older
 * than `cutoff` and who got no reminder since they last read.
 */
export async function dueReminders(db: On, cutoff: Date, limit = 100): Promise<DueReminder[]> {
  const rows = await rowsOf(
    db,
    sql`
  with participants as (
    select t.case_id, c.user_id from message_threads t join cases c on c.id = t.case_id
    union
    select t.case_id, u.id from message_threads t join cases c on c.id = t.case_id
      join users u on u.email = c.assigned_to and u.role = 'adminStaff'
    union
    select t.case_id, u.id from message_threads t cross join users u where u.role = 'admin'
  )
  select p.case_id, k.reference, p.user_id, u.email, u.first_name, u.locale,
         coalesce(r.read_seq, 0) as read_seq
    from participants p
    join message_threads t on t.case_id = p.case_id
    join cases k on k.id = p.case_id
    join users u on u.id = p.user_id
    left join message_reads r on r.case_id = p.case_id and r.user_id = p.user_id
    join case_messages m on m.case_id = p.case_id and m.seq = coalesce(r.read_seq, 0) + 1
   where t.message_count > coalesce(r.read_seq, 0)
     and (r.reminded_at_seq is null or r.reminded_at_seq <> coalesce(r.read_seq, 0))
     and m.created_at <= ${cutoff.toISOString()}::timestamptz
     and m.author_id is distinct from p.user_id
   limit ${limit}`,
  );
  return rows.map((row) => ({
    caseId: row.case_id as string,
    reference: row.reference as string,
    userId: row.user_id as string,
    email: row.email as string,
    firstName: (row.first_name as string | null) ?? '',
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    readSeq: asInt(row.read_seq),
  }));
}
/**
 * Records that the reminder for this unread stretch is queued; false when another process did it
 * first or the participant has read since (then no mail goes out).
 */
export async function claimReminder(tx: Tx, due: DueReminder): Promise<boolean> {
  const result = (await tx.execute(sql`
    insert into message_reads (user_id, case_id, read_seq, reminded_at_seq, reminded_at)
    values (${due.userId}, ${due.caseId}, 0, ${due.readSeq}, now())
    on conflict (user_id, case_id) do update
      set reminded_at_seq = excluded.reminded_at_seq, reminded_at = excluded.reminded_at
      where message_reads.read_seq = ${due.readSeq}
        and message_reads.reminded_at_seq is distinct from ${due.readSeq}
    returning user_id`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

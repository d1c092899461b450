/**
 * The case dates feature's SQL: the dates of a case, a lawyer's week, a caller's upcoming dates
 * and the reminder claims, each function one statement (or one read) on the connection or
 * transaction it is given. Who may change what, in which transaction, is caseDateService's.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Role } from '../../db/schema';
import { DATE_REMINDER_LEADS_MS } from 'shared-contract';

/** A connection or a transaction: every query here runs on either. */
type On = Db | Tx;

/** A date as the lists show it: the row, its case's reference and lawyer, its author's name. */
export interface CaseDateRecord {
  id: string;
  caseId: string;
  reference: string;
  /** The case's assigned lawyer (who, besides an admin, may change it). */
  assignedTo: string | null;
  kind: 'hearing' | 'meeting';
  startsAt: Date;
  court: string | null;
  room: string | null;
  mode: 'office' | 'phone' | 'video' | null;
  videoLink: string | null;
  state: 'scheduled' | 'cancelled';
  cancelReason: string | null;
  createdBy: { id: string | null; firstName: string | null; lastName: string | null };
  creatorEmail: string;
  creatorRole: Role;
  createdAt: Date;
  updatedAt: Date;
}

/** Where a date takes place and when: what a lawyer sets and may change. */
export interface DatePlace {
  kind: 'hearing' | 'meeting';
  startsAt: Date;
  court: string | null;
  room: string | null;
  mode: 'office' | 'phone' | 'video' | null;
  videoLink: string | null;
}

type Raw = Record<string, unknown>;
const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const iso = (value: Date) => value.toISOString();

async function rowsOf(db: On, query: SQL): Promise<Raw[]> {
  const answer = (await db.execute(query)) as unknown as { rows: Raw[] };
  return answer.rows;
}

const withCase = sql`
    select d.id, d.case_id, c.reference, c.assigned_to, d.kind, d.starts_at, d.court, d.room,
           d.mode, d.video_link, d.state, d.cancel_reason, d.created_by, d.creator_email,
           d.creator_role, d.created_at, d.updated_at, u.first_name, u.last_name
      from case_dates d
      join cases c on c.id = d.case_id
      left join users u on u.id = d.created_by`;

function toRecord(row: Raw): CaseDateRecord {
  return {
    id: row.id as string,
    caseId: row.case_id as string,
    reference: row.reference as string,
    assignedTo: (row.assigned_to as string | null) ?? null,
    kind: row.kind as CaseDateRecord['kind'],
    startsAt: asDate(row.starts_at),
    court: (row.court as string | null) ?? null,
    room: (row.room as string | null) ?? null,
    mode: (row.mode as CaseDateRecord['mode']) ?? null,
    videoLink: (row.video_link as string | null) ?? null,
    state: row.state as CaseDateRecord['state'],
    cancelReason: (row.cancel_reason as string | null) ?? null,
    createdBy: {
      id: (row.created_by as string | null) ?? null,
      firstName: (row.first_name as string | null) ?? null,
      lastName: (row.last_name as string | null) ?? null,
    },
    creatorEmail: row.creator_email as string,
    creatorRole: row.creator_role as Role,
    createdAt: asDate(row.created_at),
    updatedAt: asDate(row.updated_at),
  };
}

/** Every date of a case, soonest first (past and cancelled ones too), at most `limit`. */
export async function datesOfCase(
  db: On,
  caseId: string,
  limit: number,
): Promise<CaseDateRecord[]> {
  const rows = await rowsOf(
    db,
    sql`${withCase}
     where d.case_id = ${caseId}
     order by d.starts_at asc, d.id asc
     limit ${limit}`,
  );
  return rows.map(toRecord);
}

/** One date of a case, or undefined when the case has no date with that id. */
export async function dateOfCase(
  db: On,
  caseId: string,
  dateId: string,
): Promise<CaseDateRecord | undefined> {
  const [row] = await rowsOf(
    db,
    sql`${withCase}
     where d.id = ${dateId} and d.case_id = ${caseId}`,
  );
  return row ? toRecord(row) : undefined;
}

/** A date's state and instant, its row held until the transaction ends (edits queue up). */
export async function lockDate(
  tx: Tx,
  caseId: string,
  dateId: string,
): Promise<{ state: string; startsAt: Date } | undefined> {
  const [row] = await rowsOf(
    tx,
    sql`select state, starts_at from case_dates
         where id = ${dateId} and case_id = ${caseId}
         for update`,
  );
  return row ? { state: row.state as string, startsAt: asDate(row.starts_at) } : undefined;
}

export async function insertDate(
  tx: Tx,
  values: DatePlace & {
    id: string;
    caseId: string;
    createdBy: string;
    creatorEmail: string;
    creatorRole: Role;
    at: Date;
  },
): Promise<void> {
  await tx.execute(sql`
      insert into case_dates (id, case_id, kind, starts_at, court, room, mode, video_link,
                              created_by, creator_email, creator_role, created_at, updated_at,
                              reminded_day_at)
      values (${values.id}, ${values.caseId}, ${values.kind}, ${iso(values.startsAt)}::timestamptz,
              ${values.court}, ${values.room}, ${values.mode}, ${values.videoLink},
              ${values.createdBy}, ${values.creatorEmail}, ${values.creatorRole},
              ${iso(values.at)}::timestamptz, ${iso(values.at)}::timestamptz,
              ${dayNoticeGiven(values.startsAt, values.at)})`);
}

/**
 * A date set (or moved) less than a day ahead: the notice of it is already the client's word
 * within the day, so the day-before reminder counts as given then (the 2-hour one still goes).
 */
function dayNoticeGiven(startsAt: Date, at: Date) {
  const within = startsAt.getTime() - at.getTime() <= DATE_REMINDER_LEADS_MS[0];
  return within ? sql`${iso(at)}::timestamptz` : sql`null`;
}

/**
 * Moves a date (or changes its place). A new instant re-arms both reminders: their claims are
 * cleared, so the client is reminded before the new time (the day-before one counts as given by
 * the notice of the move when the new time is less than a day ahead).
 */
export async function updateDate(
  tx: Tx,
  dateId: string,
  place: DatePlace,
  at: Date,
): Promise<void> {
  await tx.execute(sql`
      update case_dates
         set kind = ${place.kind}, court = ${place.court}, room = ${place.room},
             mode = ${place.mode}, video_link = ${place.videoLink},
             reminded_day_at = case when starts_at = ${iso(place.startsAt)}::timestamptz
                                    then reminded_day_at
                                    else ${dayNoticeGiven(place.startsAt, at)} end,
             reminded_hours_at = case when starts_at = ${iso(place.startsAt)}::timestamptz
                                      then reminded_hours_at end,
             starts_at = ${iso(place.startsAt)}::timestamptz,
             updated_at = ${iso(at)}::timestamptz
       where id = ${dateId}`);
}

/** Cancels a date: it stays, struck through, with its reason; no reminder goes out for it. */
export async function cancelDate(tx: Tx, dateId: string, reason: string, at: Date): Promise<void> {
  await tx.execute(sql`
      update case_dates
         set state = 'cancelled', cancel_reason = ${reason}, updated_at = ${iso(at)}::timestamptz
       where id = ${dateId}`);
}

/**
 * The dates from `from` (included) to `to` (excluded), soonest first, cancelled ones too: of the
 * cases assigned to `assignee`, or of every case when it is null. At most `limit`.
 */
export async function datesBetween(
  db: On,
  range: { from: Date; to: Date; assignee: string | null },
  limit: number,
): Promise<CaseDateRecord[]> {
  const mine = range.assignee === null ? sql`` : sql`and c.assigned_to = ${range.assignee}`;
  const rows = await rowsOf(
    db,
    sql`${withCase}
     where d.starts_at >= ${iso(range.from)}::timestamptz
       and d.starts_at < ${iso(range.to)}::timestamptz
       ${mine}
     order by d.starts_at asc, d.id asc
     limit ${limit}`,
  );
  return rows.map(toRecord);
}

/** Whose cases a caller sees: a client's own, a lawyer's assigned, every case (an admin). */
export type CaseScope = { owner: string } | { assignee: string } | 'all';

/** The scheduled dates after `now` of the cases in scope, soonest first, at most `limit`. */
export async function upcomingDates(
  db: On,
  scope: CaseScope,
  now: Date,
  limit: number,
): Promise<CaseDateRecord[]> {
  const within =
    scope === 'all'
      ? sql``
      : 'owner' in scope
        ? sql`and c.user_id = ${scope.owner}`
        : sql`and c.assigned_to = ${scope.assignee}`;
  const rows = await rowsOf(
    db,
    sql`${withCase}
     where d.state = 'scheduled'
       and d.starts_at > ${iso(now)}::timestamptz
       ${within}
     order by d.starts_at asc, d.id asc
     limit ${limit}`,
  );
  return rows.map(toRecord);
}

/**
 * The scheduled dates still ahead that owe a reminder now: the day's (within `dayMs` of the date)
 * or the hours' (within `hoursMs`), soonest first, at most `limit`. A look only: the claim decides.
 */
export async function dueReminders(
  db: On,
  now: Date,
  leads: { dayMs: number; hoursMs: number },
  limit: number,
): Promise<string[]> {
  const dayEdge = new Date(now.getTime() + leads.dayMs);
  const hoursEdge = new Date(now.getTime() + leads.hoursMs);
  // The first three conditions are the reminder index's own (it holds only such rows).
  const rows = await rowsOf(
    db,
    sql`select id from case_dates
         where state = 'scheduled'
           and (reminded_day_at is null or reminded_hours_at is null)
           and starts_at > ${iso(now)}::timestamptz
           and starts_at <= ${iso(dayEdge)}::timestamptz
           and (reminded_day_at is null
                or starts_at <= ${iso(hoursEdge)}::timestamptz)
         order by starts_at asc
         limit ${limit}`,
  );
  return rows.map((row) => row.id as string);
}

/**
 * Claims a date's due reminder: marks the day's claim, and the hours' too when that one is due
 * as well (one reminder for both). Answers the date when this call made the claim, undefined when
 * nothing was owed (another process claimed it, the date was cancelled, moved or has passed).
 */
export async function claimReminder(
  tx: Tx,
  dateId: string,
  now: Date,
  leads: { dayMs: number; hoursMs: number },
): Promise<{ caseId: string; reference: string; startsAt: Date } | undefined> {
  const at = iso(now);
  const dayEdge = iso(new Date(now.getTime() + leads.dayMs));
  const hoursEdge = iso(new Date(now.getTime() + leads.hoursMs));
  const [row] = await rowsOf(
    tx,
    sql`update case_dates d
           set reminded_day_at = coalesce(d.reminded_day_at, ${at}::timestamptz),
               reminded_hours_at = case when d.starts_at <= ${hoursEdge}::timestamptz
                                        then coalesce(d.reminded_hours_at, ${at}::timestamptz)
                                        else d.reminded_hours_at end
          from cases c
         where d.id = ${dateId}
           and c.id = d.case_id
           and d.state = 'scheduled'
           and d.starts_at > ${at}::timestamptz
           and ((d.reminded_day_at is null and d.starts_at <= ${dayEdge}::timestamptz)
                or (d.reminded_hours_at is null and d.starts_at <= ${hoursEdge}::timestamptz))
        returning d.case_id, c.reference, d.starts_at`,
  );
  return row
    ? {
        caseId: row.case_id as string,
        reference: row.reference as string,
        startsAt: asDate(row.starts_at),
      }
    : undefined;
}

/** The case's owner, lawyer and reference, holding its row shared until the transaction ends. */
export async function shareCase(
  tx: Tx,
  caseId: string,
): Promise<{ userId: string; assignedTo: string | null; reference: string } | undefined> {
  const [row] = await rowsOf(
    tx,
    sql`select user_id, assigned_to, reference from cases where id = ${caseId} for share`,
  );
  return row
    ? {
        userId: row.user_id as string,
        assignedTo: (row.assigned_to as string | null) ?? null,
        reference: row.reference as string,
      }
    : undefined;
}

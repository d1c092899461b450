import { randomUUID } from 'node:crypto';
import {
  DATE_REMINDER_LEADS_MS,
  caseDateProblems,
  kigaliInstant,
  kigaliParts,
  kigaliWeekStart,
  validateMessageText,
} from 'shared-contract';
import type { CaseDate, CaseDateInput } from 'shared-contract/schemas';
import type { Database, Tx } from '../../db/client';
import { ApiError, badRequest, forbidden, notFound, ruleRefusal } from '../../lib/apiError';
import type { AuthUser } from '../../lib/jwt';
import { t, type Locale } from '../../i18n';
import type { CaseEvents } from '../cases/caseEvents';
import { personOf } from '../cases/caseEvents';
import type { MessageRecord } from '../messages/messageQueries';
import type { MessageService } from '../messages/messageService';
import type { NotificationService } from '../notifications/notificationService';
import {
  canAskReschedule,
  canSeeDates,
  canSetDates,
  upcomingScope,
  weekScope,
} from './caseDateAccessRules';
import {
  cancelDate,
  claimReminder,
  dateOfCase,
  datesBetween,
  datesOfCase,
  dueReminders,
  insertDate,
  lockDate,
  shareCase,
  updateDate,
  upcomingDates,
  type CaseDateRecord,
  type DatePlace,
} from './caseDateQueries';

/** A case lists at most this many dates (soonest first). */
export const MAX_CASE_DATES = 500;
/** A week shows at most this many dates. */
export const MAX_WEEK_DATES = 500;
/** The upcoming dates a caller gets at most (the dashboard's "next date"). */
export const MAX_UPCOMING_DATES = 100;
/** Dates one pass of the reminder scan looks at; the next pass takes the rest. */
const REMINDER_BATCH = 200;
const DAY_MS = 24 * 3600_000;
const LEADS = { dayMs: DATE_REMINDER_LEADS_MS[0], hoursMs: DATE_REMINDER_LEADS_MS[1] };

/** A date as the API answers it; `canEdit` says whether the caller may move or cancel it. */
export function caseDateJson(record: CaseDateRecord, auth: AuthUser): CaseDate {
  const { date, time } = kigaliParts(record.startsAt);
  return {
    id: record.id,
    caseId: record.caseId,
    reference: record.reference,
    kind: record.kind,
    startsAt: record.startsAt.toISOString(),
    date,
    time,
    court: record.court,
    room: record.room,
    mode: record.mode,
    videoLink: record.videoLink,
    state: record.state,
    cancelReason: record.cancelReason,
    createdBy: personOf(
      record.createdBy.id ? record.createdBy : null,
      record.creatorEmail,
      record.creatorRole,
    ),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
    canEdit: record.state === 'scheduled' && canSetDates(auth, record),
  };
}

/**
 * The values checked by the contract's rules (a real Kigali time, not past, a known court and
 * room, a meeting's mode and its https link), as stored: a hearing keeps its court and room, a
 * meeting its mode (and a video meeting its link). The first broken rule is a 400 on its field.
 */
export function checkedPlace(values: CaseDateInput, now: Date): DatePlace {
  const [problem] = caseDateProblems(values, now);
  if (problem) throw ruleRefusal(problem);
  const startsAt = kigaliInstant(values.date, values.time)!;
  if (values.kind === 'hearing')
    return {
      kind: 'hearing',
      startsAt,
      court: values.court ?? null,
      room: values.room ?? null,
      mode: null,
      videoLink: null,
    };
  return {
    kind: 'meeting',
    startsAt,
    court: null,
    room: null,
    mode: values.mode ?? null,
    videoLink: values.mode === 'video' ? (values.videoLink ?? null) : null,
  };
}

/**
 * Hearings and meetings on cases: the case's assigned lawyer or an admin sets, moves and cancels
 * them; whoever may view the case sees them; its client asks for another time. Every change is a
 * timeline event in its own transaction, so the client is notified and the audit shows it. The
 * reminders before a date are claimed and queued in one transaction, once across processes. The
 * SQL is caseDateQueries'.
 */
export class CaseDateService {
  constructor(
    private readonly database: Database,
    private readonly events: CaseEvents,
    private readonly notifications: NotificationService,
    private readonly messages: MessageService,
  ) {}

  /** Every date of a case, soonest first (past and cancelled ones kept). */
  async list(caseId: string, auth: AuthUser): Promise<CaseDate[]> {
    const records = await datesOfCase(this.database.db, caseId, MAX_CASE_DATES);
    return records.map((record) => caseDateJson(record, auth));
  }

  /** One date of a case (404 when the case has none with that id). */
  async find(caseId: string, dateId: string): Promise<CaseDateRecord> {
    const record = await dateOfCase(this.database.db, caseId, dateId);
    if (!record) throw notFound('caseDate.notFound');
    return record;
  }

  /** Sets a date on a case (its lawyer or an admin, checked on the case row held shared). */
  async add(caseId: string, actor: AuthUser, place: DatePlace, now: Date): Promise<CaseDate> {
    const id = randomUUID();
    await this.database.db.transaction(async (tx) => {
      const row = await this.firmCase(tx, caseId, actor);
      await insertDate(tx, {
        ...place,
        id,
        caseId,
        createdBy: actor.userId,
        creatorEmail: actor.email,
        creatorRole: actor.role,
        at: now,
      });
      await this.events.record(tx, {
        caseId,
        reference: row.reference,
        action: 'date_added',
        actor,
        to: place.startsAt.toISOString(),
      });
    });
    return caseDateJson(await this.find(caseId, id), actor);
  }

  /** Moves a date or changes its place; a cancelled date stays as it is (409). */
  async edit(
    caseId: string,
    dateId: string,
    actor: AuthUser,
    place: DatePlace,
    now: Date,
  ): Promise<CaseDate> {
    await this.database.db.transaction(async (tx) => {
      const row = await this.firmCase(tx, caseId, actor);
      const before = await this.scheduledDate(tx, caseId, dateId);
      await updateDate(tx, dateId, place, now);
      await this.events.record(tx, {
        caseId,
        reference: row.reference,
        action: 'date_changed',
        actor,
        from: before.startsAt.toISOString(),
        to: place.startsAt.toISOString(),
      });
    });
    return caseDateJson(await this.find(caseId, dateId), actor);
  }

  /** Cancels a date with its reason; it stays on the case, struck through. */
  async cancel(
    caseId: string,
    dateId: string,
    actor: AuthUser,
    reason: string,
    now: Date,
  ): Promise<CaseDate> {
    const trimmed = reason.trim();
    if (!trimmed) throw badRequest('caseDate.reasonRequired', { field: 'reason' });
    await this.database.db.transaction(async (tx) => {
      const row = await this.firmCase(tx, caseId, actor);
      const before = await this.scheduledDate(tx, caseId, dateId);
      await cancelDate(tx, dateId, trimmed, now);
      await this.events.record(tx, {
        caseId,
        reference: row.reference,
        action: 'date_cancelled',
        actor,
        from: before.startsAt.toISOString(),
      });
    });
    return caseDateJson(await this.find(caseId, dateId), actor);
  }

  /**
   * The client asks for another time: a message to the case's thread in the client's words, led
   * by which date it is about (so it reaches the lawyer like any message of theirs), and a
   * timeline event, in one transaction. Only a scheduled date still ahead can be moved.
   */
  async askReschedule(
    row: { id: string; userId: string; assignedTo: string | null },
    dateId: string,
    actor: AuthUser,
    text: string,
    locale: Locale,
    now: Date,
  ): Promise<MessageRecord> {
    const problem = validateMessageText(text);
    if (problem) throw ruleRefusal(problem);
    if (!canAskReschedule(actor, row)) throw forbidden('auth.forbidden');
    const caseId = row.id;
    const record = await this.find(caseId, dateId);
    if (record.state !== 'scheduled') throw new ApiError(409, 'caseDate.cancelled');
    if (record.startsAt.getTime() <= now.getTime()) throw new ApiError(409, 'caseDate.past');
    const { date, time } = kigaliParts(record.startsAt);
    const lead = t(
      locale,
      record.kind === 'hearing' ? 'reschedule.hearing' : 'reschedule.meeting',
      {
        date,
        time,
      },
    );
    return this.messages.post(
      caseId,
      actor,
      { text: `${lead}\n\n${text.trim()}`, file: null },
      (tx, reference) =>
        this.events.record(tx, {
          caseId,
          reference,
          action: 'reschedule_asked',
          actor,
          from: record.startsAt.toISOString(),
        }),
    );
  }

  /**
   * The Kigali Monday-to-Sunday week holding `start` (this week without it): the dates of a
   * lawyer's assigned cases, or of every case for an admin, soonest first, cancelled ones kept.
   */
  async week(
    auth: AuthUser,
    start: string | undefined,
    now: Date,
  ): Promise<{ start: string; end: string; dates: CaseDate[] }> {
    let day = now;
    if (start !== undefined) {
      const midnight = kigaliInstant(start, '00:00');
      if (!midnight)
        throw badRequest('request.invalidField', { values: { field: 'start' }, field: 'start' });
      day = midnight;
    }
    const from = kigaliWeekStart(day);
    const to = new Date(from.getTime() + 7 * DAY_MS);
    const records = await datesBetween(
      this.database.db,
      { from, to, ...weekScope(auth) },
      MAX_WEEK_DATES,
    );
    return {
      start: kigaliParts(from).date,
      end: kigaliParts(to.getTime() - DAY_MS).date,
      dates: records.map((record) => caseDateJson(record, auth)),
    };
  }

  /** The scheduled dates from now on of the cases the caller may see, soonest first. */
  async upcoming(auth: AuthUser, now: Date): Promise<CaseDate[]> {
    const records = await upcomingDates(
      this.database.db,
      upcomingScope(auth),
      now,
      MAX_UPCOMING_DATES,
    );
    return records.map((record) => caseDateJson(record, auth));
  }

  /**
   * One pass of the reminder scan: each date owing a reminder (24 h before, 2 h before) is claimed
   * and its notice queued in one transaction, so two processes never send it twice and a crash
   * loses none. When both are owed at once (set less than 2 h ahead, or the scan was stopped), one
   * reminder goes and both are marked. Never for a cancelled or passed date. Answers how many went.
   */
  async queueDueReminders(now: Date): Promise<number> {
    const due = await dueReminders(this.database.db, now, LEADS, REMINDER_BATCH);
    let queued = 0;
    for (const dateId of due) {
      const sent = await this.database.db.transaction(async (tx) => {
        const claimed = await claimReminder(tx, dateId, now, LEADS);
        if (!claimed) return false;
        await this.notifications.remind(tx, {
          caseId: claimed.caseId,
          reference: claimed.reference,
          kind: 'date_reminder',
          at: claimed.startsAt,
        });
        return true;
      });
      if (sent) queued++;
    }
    return queued;
  }

  /** The case, held shared, when the actor sets its dates (its lawyer, an admin). */
  private async firmCase(tx: Tx, caseId: string, actor: AuthUser) {
    const row = await shareCase(tx, caseId);
    if (!row) throw notFound('case.notFound');
    if (!canSeeDates(actor, row)) throw forbidden('case.viewRefused');
    if (!canSetDates(actor, row)) throw forbidden('caseDate.refused');
    return row;
  }

  /** The date, locked, when it is still scheduled (404 unknown, 409 cancelled). */
  private async scheduledDate(tx: Tx, caseId: string, dateId: string) {
    const date = await lockDate(tx, caseId, dateId);
    if (!date) throw notFound('caseDate.notFound');
    if (date.state !== 'scheduled') throw new ApiError(409, 'caseDate.cancelled');
    return date;
  }
}

import type { FieldProblem } from './fieldProblem';

/**
 * The dates of a case (hearings at court, meetings with the lawyer) and the documents the lawyer
 * asks the client for. Times are the firm's: Africa/Kigali, UTC+2 all year (Rwanda keeps no
 * daylight saving), so a Kigali wall-clock time maps to exactly one instant. The forms and the
 * API call these same functions.
 */

export const CASE_DATE_KINDS = ['hearing', 'meeting'] as const;
export type CaseDateKind = (typeof CASE_DATE_KINDS)[number];

/** How a meeting with the lawyer takes place. */
export const MEETING_MODES = ['office', 'phone', 'video'] as const;
export type MeetingMode = (typeof MEETING_MODES)[number];

export const CASE_DATE_STATES = ['scheduled', 'cancelled'] as const;
export type CaseDateState = (typeof CASE_DATE_STATES)[number];

export const DOCUMENT_REQUEST_STATES = ['open', 'done', 'cancelled'] as const;
export type DocumentRequestState = (typeof DOCUMENT_REQUEST_STATES)[number];

/**
 * The courts a hearing can be held at, with their rooms: a hearing names one of these, so a
 * typo never sends a client to a room that does not exist.
 */
export const COURTS = {
  'Supreme Court': ['Main Hall', 'Room 1', 'Room 2'],
  'Court of Appeal': ['Room 1', 'Room 2', 'Room 3'],
  'High Court, Kigali': ['Room 1', 'Room 2', 'Room 3', 'Room 4'],
  'Commercial High Court': ['Room 1', 'Room 2'],
  'Intermediate Court of Nyarugenge': ['Room 1', 'Room 2', 'Room 3'],
  'Intermediate Court of Gasabo': ['Room 1', 'Room 2', 'Room 3'],
  'Intermediate Court of Kicukiro': ['Room 1', 'Room 2'],
  'Primary Court of Nyarugenge': ['Room 1', 'Room 2'],
  'Primary Court of Kimihurura': ['Room 1', 'Room 2'],
  'Primary Court of Kicukiro': ['Room 1', 'Room 2'],
} as const satisfies Record<string, readonly string[]>;
export type Court = keyof typeof COURTS;

/** Kigali's offset from UTC, in minutes, every day of the year. */
export const KIGALI_OFFSET_MINUTES = 120;

/** A date can be set at most this far ahead (courts list about a year ahead). */
export const MAX_DAYS_AHEAD = 730;
export const MAX_CANCEL_REASON_LENGTH = 500;
export const MAX_VIDEO_LINK_LENGTH = 500;
export const MAX_DOCUMENT_REQUEST_NAME_LENGTH = 200;
/** A case holds at most this many document requests (open, done and cancelled together). */
export const MAX_DOCUMENT_REQUESTS_PER_CASE = 100;
export const MAX_RESCHEDULE_TEXT_LENGTH = 1000;

/** Reminders go out this long before a date, by the client's channel, once each. */
export const DATE_REMINDER_LEADS_MS = [24 * 3600_000, 2 * 3600_000] as const;

/**
 * The instant of a Kigali wall-clock date ('YYYY-MM-DD') and time ('HH:MM'), or null when the
 * pair does not name a real moment (the 30th of February, 24:00, 9:5, letters).
 */
export function kigaliInstant(date: unknown, time: unknown): Date | null {
  if (typeof date !== 'string' || typeof time !== 'string') return null;
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return null;
  const utc = Date.UTC(year, month - 1, day, hour, minute) - KIGALI_OFFSET_MINUTES * 60_000;
  const instant = new Date(utc);
  // The day must exist in its month: Date.UTC rolls 2026-02-30 over to March 2.
  if (kigaliParts(instant).date !== date) return null;
  return instant;
}

/** A Kigali calendar day ('YYYY-MM-DD') alone: real, or null. */
export function isKigaliDay(date: unknown): boolean {
  return kigaliInstant(date, '00:00') !== null;
}

/** The Kigali wall-clock date ('YYYY-MM-DD') and time ('HH:MM') of an instant. */
export function kigaliParts(instant: Date | string | number): { date: string; time: string } {
  const shifted = new Date(new Date(instant).getTime() + KIGALI_OFFSET_MINUTES * 60_000);
  const iso = shifted.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The Monday 00:00 Kigali that starts the week holding `instant`, as an instant. */
export function kigaliWeekStart(instant: Date | string | number): Date {
  const { date } = kigaliParts(instant);
  const midnight = kigaliInstant(date, '00:00')!;
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  return new Date(midnight.getTime() - weekday * 24 * 3600_000);
}

/** What a lawyer fills in to set (or move) a date on a case. */
export interface CaseDateValues {
  kind?: unknown;
  date?: unknown;
  time?: unknown;
  court?: unknown;
  room?: unknown;
  mode?: unknown;
  videoLink?: unknown;
}

export type CaseDateField = 'kind' | 'date' | 'time' | 'court' | 'room' | 'mode' | 'videoLink';

const given = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const has = (record: object, key: string) => Object.prototype.hasOwnProperty.call(record, key);

/**
 * Every rule the values break, in form order: the kind; a real Kigali date and time, not past,
 * at most two years ahead; a hearing's court and a room of that court; a meeting's mode, and an
 * https link for a video meeting.
 */
export function caseDateProblems(
  values: CaseDateValues,
  now: Date = new Date(),
): FieldProblem<CaseDateField>[] {
  const problems: FieldProblem<CaseDateField>[] = [];
  const kind = values.kind;
  if (kind !== 'hearing' && kind !== 'meeting')
    problems.push({
      field: 'kind',
      code: 'caseDate.kind',
      message: 'Choose a hearing or a meeting.',
    });
  if (!given(values.date))
    problems.push({ field: 'date', code: 'caseDate.dateRequired', message: 'Enter the date.' });
  if (!given(values.time))
    problems.push({ field: 'time', code: 'caseDate.timeRequired', message: 'Enter the time.' });
  if (given(values.date) && given(values.time)) {
    const instant = kigaliInstant(values.date, values.time);
    if (!instant)
      problems.push({
        field: 'date',
        code: 'caseDate.noSuchTime',
        message: 'This date and time do not exist.',
      });
    else if (instant.getTime() <= now.getTime())
      problems.push({
        field: 'date',
        code: 'caseDate.past',
        message: 'This date and time have passed.',
      });
    else if (instant.getTime() > now.getTime() + MAX_DAYS_AHEAD * 24 * 3600_000)
      problems.push({
        field: 'date',
        code: 'caseDate.tooFar',
        message: 'A date can be set at most two years ahead.',
      });
  }
  if (kind === 'hearing') {
    if (typeof values.court !== 'string' || !has(COURTS, values.court))
      problems.push({
        field: 'court',
        code: 'caseDate.court',
        message: 'Choose a court from the list.',
      });
    else if (
      typeof values.room !== 'string' ||
      !(COURTS[values.court as Court] as readonly string[]).includes(values.room)
    )
      problems.push({
        field: 'room',
        code: 'caseDate.room',
        message: 'Choose a room of this court.',
      });
  }
  if (kind === 'meeting') {
    if (!(MEETING_MODES as readonly unknown[]).includes(values.mode))
      problems.push({
        field: 'mode',
        code: 'caseDate.mode',
        message: 'Choose in person, by phone or by video.',
      });
    else if (values.mode === 'video' && !isVideoLink(values.videoLink))
      problems.push({
        field: 'videoLink',
        code: 'caseDate.videoLink',
        message: 'Enter the https link of the video call.',
      });
  }
  return problems;
}

/** An https link of at most MAX_VIDEO_LINK_LENGTH characters. */
export function isVideoLink(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > MAX_VIDEO_LINK_LENGTH) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** The day a requested document is due by: a real Kigali day, today or later, or none. */
export function dueDateProblem(
  due: unknown,
  now: Date = new Date(),
): FieldProblem<'dueDate'> | null {
  if (due === undefined || due === null || due === '') return null;
  if (!isKigaliDay(due))
    return {
      field: 'dueDate',
      code: 'documentRequest.dueDate',
      message: 'This date does not exist.',
    };
  if ((due as string) < kigaliParts(now).date)
    return { field: 'dueDate', code: 'documentRequest.duePast', message: 'This date has passed.' };
  return null;
}

/** A requested document is late once its due day has ended in Kigali. */
export function isRequestLate(dueDate: string | null, now: Date = new Date()): boolean {
  return dueDate !== null && dueDate < kigaliParts(now).date;
}

import { formatDate, t } from 'shared-i18n';
import { kigaliInstant, type Court, type FieldProblem } from 'shared-contract';
import type { CaseDate } from 'shared-contract/schemas';
import { registerCatalogueOfCases } from '../i18n/catalogue';

// This module's texts (cases.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfCases();

/** A hearing or a meeting, in the reader's words. */
export function dateKindWord(kind: CaseDate['kind']): string {
  return t(kind === 'hearing' ? 'cases.dates.kind.hearing' : 'cases.dates.kind.meeting');
}

const MODE_KEYS = {
  office: 'cases.dates.mode.office',
  phone: 'cases.dates.mode.phone',
  video: 'cases.dates.mode.video',
} as const;

/** How a meeting takes place, in the reader's words. */
export function meetingModeWord(mode: keyof typeof MODE_KEYS): string {
  return t(MODE_KEYS[mode]);
}

const COURT_KEYS: Readonly<Record<Court, string>> = {
  'Supreme Court': 'cases.courts.supreme',
  'Court of Appeal': 'cases.courts.appeal',
  'High Court, Kigali': 'cases.courts.highKigali',
  'Commercial High Court': 'cases.courts.commercialHigh',
  'Intermediate Court of Nyarugenge': 'cases.courts.intermediateNyarugenge',
  'Intermediate Court of Gasabo': 'cases.courts.intermediateGasabo',
  'Intermediate Court of Kicukiro': 'cases.courts.intermediateKicukiro',
  'Primary Court of Nyarugenge': 'cases.courts.primaryNyarugenge',
  'Primary Court of Kimihurura': 'cases.courts.primaryKimihurura',
  'Primary Court of Kicukiro': 'cases.courts.primaryKicukiro',
};

/** A court (one of the contract's COURTS, stored in English) in the reader's words; another
 * name as stored. */
export function courtWord(court: string): string {
  return Object.hasOwn(COURT_KEYS, court) ? t(COURT_KEYS[court as Court]) : court;
}

/** A court's room ('Room 2', 'Main Hall', stored in English) in the reader's words. */
export function roomWord(room: string): string {
  if (room === 'Main Hall') return t('cases.courts.mainHall');
  const numbered = /^Room (\d+)$/.exec(room);
  return numbered ? t('cases.courts.room', { number: numbered[1]! }) : room;
}

/** Where a date takes place: a hearing's court and room, a meeting's way, in the reader's
 * words; '' when the date names neither. */
export function datePlace(date: Pick<CaseDate, 'kind' | 'court' | 'room' | 'mode'>): string {
  if (date.kind === 'hearing' && date.court)
    return t('cases.dates.place', {
      court: courtWord(date.court),
      room: date.room ? roomWord(date.room) : '',
    });
  if (date.kind === 'meeting' && date.mode) return meetingModeWord(date.mode);
  return '';
}

/** When a date is, in Kigali time and the page's language, saying so: 'December 1, 2026 at
 * 9:30 AM (Kigali time)'. */
export function dateWhen(startsAt: string): string {
  return t('cases.dates.when', { when: formatDate(startsAt, 'dateTime') });
}

/** A Kigali day (YYYY-MM-DD) in the page's language, '' for none. */
export function kigaliDayText(day: string | null): string {
  if (!day) return '';
  return formatDate(kigaliInstant(day, '12:00'), 'long');
}

/** A date is past once its instant has come. */
export function isDatePast(date: Pick<CaseDate, 'startsAt'>, now: Date = new Date()): boolean {
  return new Date(date.startsAt).getTime() <= now.getTime();
}

const PROBLEM_KEYS: Readonly<Partial<Record<string, string>>> = {
  'caseDate.kind': 'cases.dates.problem.kind',
  'caseDate.dateRequired': 'cases.dates.problem.dateRequired',
  'caseDate.timeRequired': 'cases.dates.problem.timeRequired',
  'caseDate.noSuchTime': 'cases.dates.problem.noSuchTime',
  'caseDate.past': 'cases.dates.problem.past',
  'caseDate.tooFar': 'cases.dates.problem.tooFar',
  'caseDate.court': 'cases.dates.problem.court',
  'caseDate.room': 'cases.dates.problem.room',
  'caseDate.mode': 'cases.dates.problem.mode',
  'caseDate.videoLink': 'cases.dates.problem.videoLink',
  'documentRequest.nameRequired': 'cases.requests.problem.nameRequired',
  'documentRequest.dueDate': 'cases.requests.problem.dueDate',
  'documentRequest.duePast': 'cases.requests.problem.duePast',
};

/**
 * A rule of a date or a document request (caseDateProblems, dueDateProblem) in the page's
 * language, by its code: the form checks the contract's rules before sending and says them as
 * the server would. An unknown code keeps the rule's own text.
 */
export function caseDateProblemText(
  problem: Pick<FieldProblem<string>, 'code' | 'message'>,
): string {
  const key = Object.hasOwn(PROBLEM_KEYS, problem.code) ? PROBLEM_KEYS[problem.code] : undefined;
  return key ? t(key) : problem.message;
}

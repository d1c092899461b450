import { CASE_EVENT_ACTIONS, type CaseEventAction } from 'shared-contract';

/** The audit view's filters as the URL keeps them (a reload or a shared link shows the same). */
export interface AuditFilterValues {
  actor: string;
  action: CaseEventAction | '';
  /** Calendar days (yyyy-mm-dd), both included, in the firm's time (Kigali, UTC+2). */
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isAction = (value: string): value is CaseEventAction =>
  (CASE_EVENT_ACTIONS as readonly string[]).includes(value);

export function auditFilterOf(params: URLSearchParams): AuditFilterValues {
  const action = params.get('action') ?? '';
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    actor: (params.get('actor') ?? '').trim(),
    action: isAction(action) ? action : '',
    from: day('from'),
    to: day('to'),
  };
}

/** A Kigali calendar day's start as an instant (Kigali is UTC+2 all year). */
function kigaliDayStart(day: string, plusDays = 0): string {
  const start = new Date(`${day}T00:00:00+02:00`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start.toISOString();
}

/**
 * What GET /audit is asked: the actor's e-mail, the action, and [from, to) as instants (the
 * server's `to` is exclusive, so the 'to' day is taken whole: up to the next day's start).
 */
export function auditQueryOf(values: AuditFilterValues) {
  return {
    actor: values.actor || undefined,
    action: values.action || undefined,
    from: values.from ? kigaliDayStart(values.from) : undefined,
    to: values.to ? kigaliDayStart(values.to, 1) : undefined,
  };
}

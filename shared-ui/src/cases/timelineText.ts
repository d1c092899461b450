import { APP_TIME_ZONE, type CaseEvent } from 'shared-api';

/** One timeline line as a reader says it: who did what (never a message's text: a thread holds it). */
export function timelineEventText(event: CaseEvent): string {
  const who = event.actor.name;
  const file = event.document?.fileName ?? 'a document';
  const lawyer = event.target?.name ?? event.to ?? 'a lawyer';
  switch (event.action) {
    case 'submitted':
      return `Case submitted by ${who}`;
    case 'edited':
      return `Case edited by ${who}`;
    case 'document_added':
      return `${who} added the document ${file}`;
    case 'document_removed':
      return `${who} removed the document ${file}`;
    case 'assigned':
      return `Case assigned to ${lawyer}`;
    case 'reassigned':
      return `Case reassigned to ${lawyer}`;
    case 'status_changed':
      return `Status changed from ${event.from ?? 'none'} to ${event.to ?? 'none'} by ${who}`;
    case 'flag_changed':
      return event.to === 'Done'
        ? `Case marked done/archived by ${who}`
        : `Case marked ${event.to ?? 'none'} by ${who}`;
    case 'message_posted':
      return `${who} posted a message`;
    case 'note_added':
      return `Private note by ${who}: ${event.note ?? ''}`;
    case 'deleted':
      return `Case deleted by ${who}`;
  }
}

const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: APP_TIME_ZONE,
});

/** When an event happened, in the firm's time zone (Kigali), e.g. 'November 22, 2026 at 12:00 PM'. */
export function formatEventTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

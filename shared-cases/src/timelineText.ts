import type { CaseEvent } from 'shared-api';
import { formatDate, t } from 'shared-i18n';
import { caseWord } from './caseWords';

/** One timeline line as a reader says it: who did what (never a message's text: a thread holds it);
 * a stored status or flag in the reader's words (caseWords). */
export function timelineEventText(event: CaseEvent): string {
  const who = event.actor.name;
  const file = event.document?.fileName ?? t('ui.timeline.aDocument');
  const lawyer = event.target?.name ?? event.to ?? t('ui.timeline.aLawyer');
  const none = t('ui.timeline.none');
  switch (event.action) {
    case 'submitted':
      return t('ui.timeline.submitted', { who });
    case 'edited':
      return t('ui.timeline.edited', { who });
    case 'document_added':
      return t('ui.timeline.documentAdded', { who, file });
    case 'document_removed':
      return t('ui.timeline.documentRemoved', { who, file });
    case 'assigned':
      return t('ui.timeline.assigned', { lawyer });
    case 'reassigned':
      return t('ui.timeline.reassigned', { lawyer });
    case 'status_changed':
      return t('ui.timeline.statusChanged', {
        from: event.from == null ? none : caseWord('status', event.from),
        to: event.to == null ? none : caseWord('status', event.to),
        who,
      });
    case 'flag_changed':
      return event.to === 'Done'
        ? t('ui.timeline.markedDone', { who })
        : t('ui.timeline.marked', {
            flag: event.to == null ? none : caseWord('flag', event.to),
            who,
          });
    case 'message_posted':
      return t('ui.timeline.messagePosted', { who });
    case 'note_added':
      return t('ui.timeline.noteAdded', { who, note: event.note ?? '' });
    case 'deleted':
      return t('ui.timeline.deleted', { who });
  }
}

/** When an event happened, in the firm's time zone (Kigali) and the page's language, e.g.
 * 'November 22, 2026 at 12:00 PM'. */
export function formatEventTime(iso: string): string {
  return formatDate(iso, 'dateTime');
}

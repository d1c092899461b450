import type { CaseEvent } from 'shared-api';
import { formatDate, t } from 'shared-i18n';
import { caseWord } from './caseWords';
import { registerCatalogueOfCases } from './i18n/catalogue';

// This module's texts (cases.*): registered with it (package sideEffects: false keeps no
// barrel-only call), loaded per locale.
registerCatalogueOfCases();

/** One timeline line as a reader says it: who did what (never a message's text: a thread holds it);
 * a stored status or flag in the reader's words (caseWords). */
export function timelineEventText(event: CaseEvent): string {
  const who = event.actor.name;
  const file = event.document?.fileName ?? t('cases.timeline.aDocument');
  const lawyer = event.target?.name ?? event.to ?? t('cases.timeline.aLawyer');
  const none = t('cases.timeline.none');
  switch (event.action) {
    case 'submitted':
      return t('cases.timeline.submitted', { who });
    case 'edited':
      return t('cases.timeline.edited', { who });
    case 'document_added':
      return t('cases.timeline.documentAdded', { who, file });
    case 'document_removed':
      return t('cases.timeline.documentRemoved', { who, file });
    case 'assigned':
      return t('cases.timeline.assigned', { lawyer });
    case 'reassigned':
      return t('cases.timeline.reassigned', { lawyer });
    case 'status_changed':
      return t('cases.timeline.statusChanged', {
        from: event.from == null ? none : caseWord('status', event.from),
        to: event.to == null ? none : caseWord('status', event.to),
        who,
      });
    case 'flag_changed':
      return event.to === 'Done'
        ? t('cases.timeline.markedDone', { who })
        : t('cases.timeline.marked', {
            flag: event.to == null ? none : caseWord('flag', event.to),
            who,
          });
    case 'message_posted':
      return t('cases.timeline.messagePosted', { who });
    case 'note_added':
      return t('cases.timeline.noteAdded', { who, note: event.note ?? '' });
    case 'deleted':
      return t('cases.timeline.deleted', { who });
    case 'date_added':
      return t('cases.timeline.dateAdded', { who });
    case 'date_changed':
      return t('cases.timeline.dateChanged', { who });
    case 'date_cancelled':
      return t('cases.timeline.dateCancelled', { who });
    case 'reschedule_asked':
      return t('cases.timeline.rescheduleAsked', { who });
    case 'document_requested':
      return t('cases.timeline.documentRequested', { who });
    case 'document_request_done':
      return t('cases.timeline.documentRequestDone', { who });
    case 'document_request_cancelled':
      return t('cases.timeline.documentRequestCancelled', { who });
  }
}

/** When an event happened, in the firm's time zone (Kigali) and the page's language, e.g.
 * 'November 22, 2026 at 12:00 PM'. */
export function formatEventTime(iso: string): string {
  return formatDate(iso, 'dateTime');
}

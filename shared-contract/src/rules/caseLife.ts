/** What happens to a case, as its timeline records it (append-only, one event per change). */
export const CASE_EVENT_ACTIONS = [
  'submitted',
  'edited',
  'document_added',
  'document_removed',
  'assigned',
  'reassigned',
  'status_changed',
  'flag_changed',
  'message_posted',
  'note_added',
  'deleted',
  'date_added',
  'date_changed',
  'date_cancelled',
  'reschedule_asked',
  'document_requested',
  'document_request_done',
  'document_request_cancelled',
] as const;
export type CaseEventAction = (typeof CASE_EVENT_ACTIONS)[number];

/** A case is closed once the admin marks it Done or its status is Completed (any letter case). */
export function isCaseClosed(value: { markAsDoneArchived: string; status: string }): boolean {
  return value.markAsDoneArchived === 'Done' || value.status.toLowerCase() === 'completed';
}

/** A client can edit or delete their case only until a lawyer is assigned to it. */
export function isCaseLocked(value: { assignedTo: string | null }): boolean {
  return value.assignedTo !== null;
}

/** What the server answers (409) to a client editing or deleting an assigned case. */
export const CASE_LOCKED_MESSAGE =
  'A lawyer is working on this case, so it can no longer be edited or deleted.';
/** 409 when a document is added to or removed from a closed case. */
export const CASE_CLOSED_DOCUMENTS_MESSAGE =
  'This case is closed: its documents can no longer change.';
/** 403 when someone other than its uploader removes a document. */
export const DOCUMENT_NOT_YOURS_MESSAGE = 'Only the person who uploaded a document can remove it.';
/** 409 when the last document of a case would be removed. */
export const LAST_DOCUMENT_MESSAGE = 'A case keeps at least one document.';
export const MAX_CASE_DOCUMENTS = 100;
/** 409 when a case already has MAX_CASE_DOCUMENTS documents. */
export const TOO_MANY_DOCUMENTS_MESSAGE = `A case can have at most ${MAX_CASE_DOCUMENTS} documents.`;
export const MAX_NOTE_LENGTH = 5_000;

/** The notifications a user can receive; each can be turned off per channel on the profile. */
export const NOTIFICATION_KINDS = [
  'case_received',
  'case_assigned',
  'case_status_changed',
  'message_received',
  'case_assigned_to_you',
  'date_scheduled',
  'date_changed',
  'date_reminder',
  'document_requested',
  'document_reminder',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds each role receives (an admin receives none: the audit view shows everything). */
export const NOTIFICATION_KINDS_BY_ROLE: Record<
  'client' | 'adminStaff' | 'admin',
  readonly NotificationKind[]
> = {
  client: [
    'case_received',
    'case_assigned',
    'case_status_changed',
    'message_received',
    'date_scheduled',
    'date_changed',
    'date_reminder',
    'document_requested',
    'document_reminder',
  ],
  adminStaff: ['case_assigned_to_you', 'message_received'],
  admin: [],
};

/** The profile's label of each kind. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  case_received: 'Your case was received',
  case_assigned: 'A lawyer was assigned to your case',
  case_status_changed: 'The status of your case changed',
  message_received: 'A new message on a case',
  case_assigned_to_you: 'A case was assigned to you',
  date_scheduled: 'A hearing or meeting was set on your case',
  date_changed: 'A hearing or meeting was moved or cancelled',
  date_reminder: 'A reminder before a hearing or meeting',
  document_requested: 'Your lawyer asked for a document',
  document_reminder: 'A requested document is late',
};

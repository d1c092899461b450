// The wire types come from the contract the server validates with (import type: no TypeBox here).
import type { CaseFormValues } from 'shared-contract/schemas';

export type { Role } from 'shared-contract';
export type {
  Envelope as ApiEnvelope,
  Case,
  CaseFormValues,
  CaseMessage,
  CaseStats,
  CaseThread,
  Lawyer,
  MessageAttachment,
  PagedEnvelope,
  Paging,
  ProfileValues,
  RegisterValues,
  SessionUser,
  ThreadCase,
  ThreadSummary,
  UnreadCounts,
  User,
  Person,
  CaseEvent,
  Timeline,
  CaseDocument,
  CaseNote,
  CaseClient,
  Notification,
  NotificationPreference,
  Sms,
} from 'shared-contract/schemas';

/** One page of a list, as the calls hand it to pages. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export interface CaseSubmitInput extends CaseFormValues {
  file: File;
}

export interface CaseUpdateInput extends CaseFormValues {
  /** A newly chosen file; without one the update goes as JSON and keeps the stored file. */
  file?: File | null;
}

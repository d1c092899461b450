// shared-api/queries: the query layer of every signed-in page (a federation singleton of its own,
// so a visitor's page never loads TanStack Query): case, user and messages reads and the
// changes that refresh them.

export { queryClient } from './queryClient';
// Pages read with TanStack's own hook on the options below (remotes need no dependency of their own).
export { useQuery } from '@tanstack/react-query';
export { DataProvider, withDataProvider } from './DataProvider';
export { caseQueries, invalidateCases } from './caseQueries';
export { caseSearchQuery, useCaseSearch } from './caseSearchQueries';
export { userQueries } from './userQueries';
export { accountUserChanged, useAccountUser } from './useAccountUser';
export { messageQueries } from './messageQueries';
export {
  BELL_LIST_SIZE,
  NOTIFICATION_POLL_MS,
  notificationQueries,
  useMarkNotificationsRead,
  useNotificationPreferences,
  useNotifications,
} from './notificationQueries';
export { useUnreadCount, useSendMessage } from './useMessages';
export {
  useCase,
  useDeleteCase,
  useOwnCases,
  useSubmitCase,
  type CaseDeletion,
  type CaseRead,
  type CaseSubmission,
  type OwnCases,
} from './useCases';
export { usePagedQuery, type PagedQuery } from './usePagedQuery';
export {
  prefetchCaseLife,
  useCaseClient,
  useCaseDocuments,
  useCaseLife,
  useCaseNotes,
  useCaseStatus,
  useCaseTimeline,
  type CaseDocumentsControls,
} from './useCaseLife';

// The case-life calls (timeline, documents, audit) load with the query layer, never on a
// visitor's page.
export {
  addCaseDocument,
  addCaseNote,
  caseLifeTexts,
  getAudit,
  getCaseClient,
  getCaseDocuments,
  getCaseNotes,
  getCaseTimeline,
  removeCaseDocument,
  type AuditFilter,
} from '../calls/caseLife';
export {
  getNotificationPreferences,
  getNotifications,
  markNotificationsRead,
  notificationTexts,
  saveNotificationPreferences,
  type NotificationList,
} from '../calls/notifications';

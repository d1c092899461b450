// shared-cases: the cases feature's building blocks for the signed-in pages (a case's card, facts,
// status, timeline, documents and uploads, and the state for a case that is not there), its calls
// to the API and its queries. The client, staff and admin remotes and the other features use it;
// its calls go through shared-api's HTTP client, its queries through shared-api's one query client,
// and it is built from the design system (shared-ui), which knows nothing of cases.
//
// A federation singleton (rspack/sharedModules.ts): one copy for every remote, loaded with the
// first signed-in page that shows a case, never on a visitor's page.
export { CaseCard, type CaseCardProps } from './CaseCard';
export { CaseFileLink } from './CaseFileLink';
export { CaseFacts } from './CaseFacts';
export { caseWord, useCaseWords, type CaseWordKind, type CaseWords } from './caseWords';
export { CaseStatusBadge } from './CaseStatusBadge';
export { StatusText } from './StatusText';
export { CaseSection } from './CaseSection';
export { CaseTimeline } from './CaseTimeline';
export { CaseLifeSections, type CaseLifeSectionsProps, type CaseRead } from './CaseLifeSections';
export { CaseDocuments, formatFileSize, type CaseDocumentsProps } from './CaseDocuments';
export { timelineEventText, formatEventTime } from './timelineText';
export { CaseNotFound, type CaseNotFoundProps } from './CaseNotFound';
export { CASE_FILE_ACCEPT } from './upload/caseFile';
export { UploadProgress } from './upload/UploadProgress';
export { CancelUploadDialog } from './upload/CancelUploadDialog';
export { useLeaveWarning } from './upload/useLeaveWarning';
export { useUpload, type UploadOutcome } from './upload/useUpload';
export { CaseDates, type CaseDatesProps } from './dates/CaseDates';
export { CaseDateForm, caseDateBody, type CaseDateFormProps } from './dates/CaseDateForm';
export { DocumentRequests, type DocumentRequestsProps } from './dates/DocumentRequests';
export { CaseDatesSections } from './dates/CaseDatesSections';
export { CaseAgenda } from './dates/CaseAgenda';
export { AgendaList } from './listStyles';
export {
  caseDateProblemText,
  courtWord,
  dateKindWord,
  datePlace,
  dateWhen,
  isDatePast,
  kigaliDayText,
  meetingModeWord,
  roomWord,
} from './dates/caseDateWords';

// The cases feature's calls (through shared-api's one HTTP client).
export {
  assignCase,
  caseTexts,
  deleteCase,
  downloadCaseFile,
  getAllCases,
  getAssignedCases,
  getCaseStats,
  getSingleCase,
  getUserCases,
  isCaseNotFound,
  markCaseDone,
  setCaseStatus,
  submitCase,
  updateCase,
  type CaseFileDownload,
} from './calls/cases';
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
} from './calls/caseLife';
export {
  caseExportTexts,
  caseSearchParams,
  exportCasesCsv,
  searchCases,
  type CaseListRow,
  type CaseSearch,
  type CaseSearchPage,
} from './calls/caseSearch';
export { bulkUpdateCases, caseBulkTexts, type CaseBulkFields } from './calls/caseBulk';
export {
  addCaseDate,
  askAnotherTime,
  askForDocument,
  cancelCaseDate,
  cancelDocumentRequest,
  caseDatesTexts,
  getCaseDateCalendar,
  getCaseDates,
  getDocumentRequests,
  getOpenDocumentRequests,
  getUpcomingDates,
  getWeek,
  updateCaseDate,
  uploadForRequest,
  type CalendarFile,
} from './calls/caseDates';

// Its reads and changes, on shared-api's one query client: a case change makes every case read stale.
export { caseQueries, invalidateCases, type CaseListFilter } from './queries/caseQueries';
export { caseSearchQuery, useCaseSearch } from './queries/caseSearchQueries';
export {
  useCase,
  useDeleteCase,
  useOwnCases,
  useSubmitCase,
  type CaseDeletion,
  type CaseSubmission,
  type OwnCases,
  type SingleCaseRead,
} from './queries/useCases';
export {
  prefetchCaseLife,
  useCaseClient,
  useCaseDocuments,
  useCaseLife,
  useCaseNotes,
  useCaseStatus,
  useCaseTimeline,
  type CaseDocumentsControls,
} from './queries/useCaseLife';
export { caseDateQueries } from './queries/caseDatesQueries';
export {
  useCaseAgendas,
  useCaseDates,
  useDocumentRequests,
  useUpcomingDates,
  useWeek,
  type CaseAgendaFacts,
  type CaseDatesControls,
  type DatesRead,
  type DocumentRequestsControls,
} from './queries/useCaseDates';

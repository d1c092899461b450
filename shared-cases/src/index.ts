// shared-cases: the cases feature's building blocks for the signed-in pages (a case's card, facts,
// status, timeline, documents and uploads, and the state for a case that is not there). The
// client, staff and admin remotes and the other features use it; it reads and writes through
// shared-api and is built from the design system (shared-ui), which knows nothing of cases.
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

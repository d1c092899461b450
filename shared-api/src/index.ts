// Everything the shell and the remotes may use of shared-api; nothing else is public.
import { registerCatalogueOfApi } from './i18n/catalogue';

registerCatalogueOfApi();

// HTTP and session
export { apiClient, onUnauthorized } from './http/apiClient';
export { API_BASE_URL } from './http/apiBaseUrl';
export { ApiError, errorCodeOf, fieldOfApiError } from './http/apiError';
export { errorMessage, errorStatus } from './http/errorMessage';
export {
  sessionStore,
  useSession,
  useIsLoggedIn,
  useSessionRole,
  SESSION_KEYS,
  endSessionIfExpired,
  type SessionEnd,
  type SessionState,
} from './session/sessionStore';
export {
  checkToken,
  readTokenClaims,
  dashboardPathFor,
  type TokenCheck,
  type TokenClaims,
  type TokenProblem,
} from './session/jwtClaims';
export { keepReturnPath, takeReturnPath } from './session/returnPath';
// The session's end and the profile's language, followed the same way by every app a user signs in
// to (their texts and timings stay inside: ./session/sessionExpiry).
export {
  useSessionEnd,
  type AppLocation,
  type SessionEndRedirectOptions,
} from './session/sessionEndRedirect';
export { keepLocaleWithProfile } from './session/profileLocale';
export { useDraft, type DraftControls } from './drafts/useDraft';

// Types
export type {
  ApiEnvelope,
  Case,
  CaseFormValues,
  CaseMessage,
  CaseStats,
  CaseSubmitInput,
  CaseThread,
  CaseUpdateInput,
  Lawyer,
  MessageAttachment,
  Page,
  PagedEnvelope,
  Paging,
  ProfileValues,
  RegisterValues,
  Role,
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
} from './calls/types';

// Calls
export {
  authMessages,
  loginUser,
  logoutUser,
  registerUser,
  signOutEverywhere,
  requestPasswordReset,
  resetPassword,
  verifyEmail,
  type LoginAnswer,
  type VerifyAnswer,
} from './calls/auth';
export {
  getLawyers,
  getUser,
  listUsers,
  updateUser,
  saveUserLocale,
  userMessages,
  type UserListQuery,
} from './calls/users';
// What a feature's calls are built with (shared-cases, shared-messages): the one HTTP client
// above, a call that turns any failure into an ApiError with its fallback text, and an upload's
// progress and abort options.
export { request } from './http/request';
export { uploadConfig, type UploadOptions } from './http/upload';

// Rules and places (shared-contract: the same pure rules the server applies; the places
// data itself loads lazily)
export {
  MAX_MESSAGE_LENGTH,
  validateMessageText,
  toInitials,
  greetingFor,
  type Greeting,
  ADMIN_PAGE_SIZE,
  CARD_PAGE_SIZE,
  isPageInRange,
  pageCount,
  pageSlice,
  paginationWindow,
  type PaginationItem,
  truncateSummary,
  SUMMARY_PREVIEW_LENGTH,
  formatLongUsDate,
  APP_TIME_ZONE,
  isPendingStatus,
  caseStatusCode,
  caseStatusFor,
  sameCaseStatus,
  type CaseState,
  type CaseStatusCode,
  PASSWORD_RULE,
  PASSWORDS_DO_NOT_MATCH,
  isStrongPassword,
  passwordRuleMessage,
  REGISTER_REQUIRED_FIELDS,
  validateRegister,
  registerProblems,
  contactMessages,
  contactProblem,
  contactProblems,
  isIdNumber,
  isRwandanPhone,
  placeProblem,
  type ContactField,
  type ContactValues,
  type FieldProblem,
  INVALID_OR_MISSING_TOKEN,
  NO_VALID_TOKEN,
  validateResetPassword,
  caseSubmitMessage,
  validateCaseSubmit,
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  fileTooLargeMessage,
  uploadSizeProblem,
  CASE_EVENT_ACTIONS,
  CASE_LOCKED_MESSAGE,
  CASE_CLOSED_DOCUMENTS_MESSAGE,
  MAX_NOTE_LENGTH,
  NOTIFICATION_KIND_LABELS,
  isCaseClosed,
  isCaseLocked,
  type CaseEventAction,
  type NotificationKind,
  CASE_FLAGS,
  CASE_STATUSES,
  INITIAL_CASE_STATUS,
  ROLES,
  CASE_TAXONOMY,
  CASE_TYPES,
  DONE_FLAGS,
  isCaseSubtype,
  isCaseType,
  subtypesFor,
  type CaseFlag,
  type CaseStatus,
  type CaseType,
  cellsOf,
  districtsOf,
  loadRwandaPlaces,
  sectorsOf,
  type RwandaPlaces,
} from 'shared-contract';

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
  Sms,
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

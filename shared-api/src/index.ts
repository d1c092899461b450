export { apiClient, onUnauthorized } from './http/apiClient';
export { API_BASE_URL } from './http/apiBaseUrl';
export {
  sessionStore,
  useSession,
  useIsLoggedIn,
  useSessionRole,
  SESSION_KEYS,
  type SessionState,
} from './session/sessionStore';
export {
  readTokenClaims,
  dashboardPathFor,
  type Role,
  type TokenClaims,
} from './session/jwtClaims';
export { errorMessage, errorStatus } from './http/errorMessage';
export type { ApiEnvelope, User } from './calls/types';
export { getUser } from './calls/users';
export { userStore, useUserStore, type UserState } from './stores/userStore';
export { toInitials } from './rules/initials';

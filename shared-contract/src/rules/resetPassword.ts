import { PASSWORDS_DO_NOT_MATCH, isStrongPassword, passwordRuleMessage } from './password';

export const NO_VALID_TOKEN = 'No valid token found.';
/** Shown when the reset page opens without a token (spec §5). */
export const INVALID_OR_MISSING_TOKEN = 'Invalid or missing token.';

/** Reset password (spec §5), in order: strength, match, a token. The first failure, or null. */
export function validateResetPassword(
  password: string,
  confirm: string,
  token: string | null | undefined,
): string | null {
  if (!isStrongPassword(password)) return passwordRuleMessage.reset;
  if (password !== confirm) return PASSWORDS_DO_NOT_MATCH;
  if (!token) return NO_VALID_TOKEN;
  return null;
}

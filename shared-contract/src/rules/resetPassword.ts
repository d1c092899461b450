import type { FieldProblem } from './fieldProblem';
import { isStrongPassword, passwordProblem } from './password';

export const NO_VALID_TOKEN = 'No valid token found.';
/** Shown when the reset page opens without a token. */
export const INVALID_OR_MISSING_TOKEN = 'Invalid or missing token.';

/**
 * Reset password, in order: strength, match, a token. The first failure and its field
 * (`token`: the link's, no field of the form), or null.
 */
export function validateResetPassword(
  password: string,
  confirm: string,
  token: string | null | undefined,
): FieldProblem<'password' | 'confirmPassword' | 'token'> | null {
  if (!isStrongPassword(password)) return passwordProblem.weakReset;
  if (password !== confirm) return passwordProblem.mismatch;
  if (!token) return { field: 'token', message: NO_VALID_TOKEN, code: 'token.missing' };
  return null;
}

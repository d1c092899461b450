import type { FieldProblem } from './fieldProblem';

/**
 * Password strength: at least 8 characters with a lowercase letter, an uppercase letter, a digit
 * and a symbol. A symbol is any character that is neither a letter, a digit nor a space (`#`, `-`,
 * `_` as well as `@ $ ! % * ? &`): a strong password from a password manager is never refused.
 * Any printable character may appear; a control character may not.
 */
export const PASSWORD_RULE =
  /^(?=.*\p{Ll})(?=.*\p{Lu})(?=.*\p{Nd})(?=.*[^\p{L}\p{N}\p{Z}\s])[^\p{Cc}]{8,}$/u;

/** The exact product texts: register and reset word the same rule differently. */
export const passwordRuleMessage = {
  register:
    'Password must be at least 8 characters long and include uppercase, lowercase, number, and special character.',
  reset:
    'Password must be at least 8 characters long, including uppercase, lowercase, number, and special character.',
} as const;

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

/** The password rules as problems of the fields they are shown beside. */
export const passwordProblem = {
  mismatch: {
    field: 'confirmPassword',
    message: PASSWORDS_DO_NOT_MATCH,
    code: 'password.mismatch',
  },
  weakRegister: {
    field: 'password',
    message: passwordRuleMessage.register,
    code: 'password.weakRegister',
  },
  weakReset: { field: 'password', message: passwordRuleMessage.reset, code: 'password.weakReset' },
} as const satisfies Record<string, FieldProblem>;

export function isStrongPassword(password: unknown): boolean {
  return typeof password === 'string' && PASSWORD_RULE.test(password);
}

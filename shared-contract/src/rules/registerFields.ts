import type { FieldProblem } from './fieldProblem';
import { isStrongPassword, passwordProblem } from './password';

/** Required register fields in checking order, each with its exact message; lastName is not. */
export const REGISTER_REQUIRED_FIELDS = [
  { field: 'firstName', message: 'First Name is required.', code: 'required.firstName' },
  { field: 'email', message: 'Email is required.', code: 'required.email' },
  { field: 'idNo', message: 'ID/Tin/Passport Number is required.', code: 'required.idNo' },
  { field: 'phoneNumber', message: 'Phone Number is required.', code: 'required.phoneNumber' },
  {
    field: 'preferredContact',
    message: 'Preferred Contact is required.',
    code: 'required.preferredContact',
  },
  { field: 'district', message: 'District/Akarere is required.', code: 'required.district' },
  { field: 'sector', message: 'Sector/Umurenge is required.', code: 'required.sector' },
  { field: 'cell', message: 'Cell/Akagari is required.', code: 'required.cell' },
  { field: 'password', message: 'Password is required.', code: 'required.password' },
] as const;

export type RegisterRequiredField = (typeof REGISTER_REQUIRED_FIELDS)[number]['field'];

export type RegisterValues = Partial<
  Record<RegisterRequiredField | 'lastName' | 'confirmPassword', unknown>
>;

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

export type RegisterRuleField = RegisterRequiredField | 'confirmPassword';

/**
 * The first failing register rule and its field, or null when the form may be sent:
 * required fields in table order, then the passwords must match, then the strength rule.
 */
export function validateRegister(values: RegisterValues): FieldProblem<RegisterRuleField> | null {
  return registerProblems(values)[0] ?? null;
}

/**
 * Every register rule the values break, at most one per field, in the order of validateRegister
 * (its first is the one the API answers): each blank required field; then, with a password given,
 * the passwords must match (on the confirmation) and the password must be strong.
 */
export function registerProblems(values: RegisterValues): FieldProblem<RegisterRuleField>[] {
  const problems: FieldProblem<RegisterRuleField>[] = REGISTER_REQUIRED_FIELDS.filter(({ field }) =>
    isBlank(values[field]),
  ).map((rule) => ({ ...rule }));
  if (isBlank(values.password)) return problems;
  if (values.password !== values.confirmPassword) problems.push(passwordProblem.mismatch);
  if (!isStrongPassword(values.password)) problems.push(passwordProblem.weakRegister);
  return problems;
}

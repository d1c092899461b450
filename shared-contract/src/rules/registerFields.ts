import type { FieldProblem } from './fieldProblem';
import { isStrongPassword, passwordProblem } from './password';

/** Required register fields in the order of spec §5, each with its exact message. lastName is optional. */
export const REGISTER_REQUIRED_FIELDS = [
  { field: 'firstName', message: 'First Name is required.' },
  { field: 'email', message: 'Email is required.' },
  { field: 'idNo', message: 'ID/Tin/Passport Number is required.' },
  { field: 'phoneNumber', message: 'Phone Number is required.' },
  { field: 'preferredContact', message: 'Preferred Contact is required.' },
  { field: 'district', message: 'District/Akarere is required.' },
  { field: 'sector', message: 'Sector/Umurenge is required.' },
  { field: 'cell', message: 'Cell/Akagari is required.' },
  { field: 'password', message: 'Password is required.' },
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
 * The first failing register rule (spec §5) and its field, or null when the form may be sent:
 * required fields in table order, then the passwords must match, then the strength rule.
 */
export function validateRegister(values: RegisterValues): FieldProblem<RegisterRuleField> | null {
  const missing = REGISTER_REQUIRED_FIELDS.find(({ field }) => isBlank(values[field]));
  if (missing) return missing;
  if (values.password !== values.confirmPassword) return passwordProblem.mismatch;
  if (!isStrongPassword(values.password)) return passwordProblem.weakRegister;
  return null;
}

import {
  PASSWORDS_DO_NOT_MATCH,
  REGISTER_REQUIRED_FIELDS,
  validateRegister,
  type RegisterValues,
} from 'shared-api';

/** Spec §8: the register success toast. */
export const REGISTER_SUCCESS_TOAST =
  'you have successfully registered, kindly check your email for verification';

export type RegisterField = keyof RegisterValues;

export const EMPTY_REGISTER: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  idNo: '',
  phoneNumber: '',
  preferredContact: '',
  district: '',
  sector: '',
  cell: '',
  password: '',
  confirmPassword: '',
};

export const PREFERRED_CONTACTS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
] as const;

/**
 * The first failing rule of spec §5 (required fields in order, match, strength) and the field
 * to show it beside, or null when the form may be sent.
 */
export function firstRegisterProblem(
  values: RegisterValues,
): { field: RegisterField; message: string } | null {
  const message = validateRegister(values);
  if (!message) return null;
  const required = REGISTER_REQUIRED_FIELDS.find((rule) => rule.message === message);
  if (required) return { field: required.field, message };
  if (message === PASSWORDS_DO_NOT_MATCH) return { field: 'confirmPassword', message };
  return { field: 'password', message };
}

import {
  contactProblem,
  fieldOfRuleMessage,
  validateRegister,
  type RegisterValues,
  type RwandaPlaces,
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
 * The first failing rule of spec §5 (required fields in order, match, strength), then the contact
 * rules the API also applies (phone, ID, places: `places` once loaded), and the field to show it
 * beside, or null when the form may be sent.
 */
export function firstRegisterProblem(
  values: RegisterValues,
  places?: RwandaPlaces | null,
): { field: RegisterField; message: string } | null {
  return validateRegister(values) ?? contactProblem(values, places);
}

/** The register field a server message names (the API answers the rules' own texts), or null. */
export function registerFieldOf(message: string): RegisterField | null {
  const field = fieldOfRuleMessage(message);
  return field && field in EMPTY_REGISTER ? (field as RegisterField) : null;
}

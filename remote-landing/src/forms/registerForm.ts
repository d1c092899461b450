import {
  contactProblem,
  fieldOfApiError,
  validateRegister,
  type RegisterValues,
  type RwandaPlaces,
} from 'shared-api';

/** Spec §8: the register success toast (a catalogue key: said in the page's language). */
export const REGISTER_SUCCESS_TOAST = 'landing.register.success';

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

/** The choices of Preferred Contact (`label`: a catalogue key). */
export const PREFERRED_CONTACTS = [
  { value: 'email', label: 'landing.register.contactEmail' },
  { value: 'phone', label: 'landing.register.contactPhone' },
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

/**
 * The register field a failed call's refusal belongs to, or null: the field the API's envelope
 * names (`field`, beside a message that may be in the user's language), else the field whose rule
 * says the server's English text (an older API).
 */
export function registerFieldOf(failure: unknown): RegisterField | null {
  const field = fieldOfApiError(failure);
  return field && field in EMPTY_REGISTER ? (field as RegisterField) : null;
}

import { fieldOfApiError, type RegisterValues } from 'shared-api';
import { contactProblems, registerProblems, type RwandaPlaces } from 'shared-contract';
import { ruleText } from './ruleText';

/** The register success toast (a catalogue key: said in the page's language). */
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
 * Every rule the values break, at most one per field, each said in the page's language: the
 * register rules (required fields in order, match, strength), then the contact rules the API also
 * applies (phone, ID, places: `places` once loaded). The first is the one the API would answer.
 */
export function registerFormProblems(
  values: RegisterValues,
  places?: RwandaPlaces | null,
): { field: RegisterField; message: string }[] {
  const problems: { field: RegisterField; message: string }[] = registerProblems(values).map(
    (problem) => ({ field: problem.field, message: ruleText(problem) }),
  );
  for (const problem of contactProblems(values, places))
    if (!problems.some((each) => each.field === problem.field))
      problems.push({ field: problem.field, message: ruleText(problem) });
  return problems;
}

/**
 * The register field a failed call's refusal belongs to, or null: the field the API's envelope
 * names (`field`, beside a message that may be in the user's language).
 */
export function registerFieldOf(failure: unknown): RegisterField | null {
  const field = fieldOfApiError(failure);
  return field && field in EMPTY_REGISTER ? (field as RegisterField) : null;
}

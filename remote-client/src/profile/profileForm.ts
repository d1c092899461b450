import { ApiError, fieldOfApiError, type ProfileValues, type User } from 'shared-api';
import { REGISTER_REQUIRED_FIELDS, contactProblem, type RwandaPlaces } from 'shared-contract';
import { t } from 'shared-i18n';

export const EMPTY_PROFILE: ProfileValues = {
  firstName: '',
  lastName: '',
  idNo: '',
  phoneNumber: '',
  preferredContact: 'email',
  district: '',
  sector: '',
  cell: '',
};

/** The editable fields of a user record (the profile page; PUT /users/{userId} sends them). */
export function profileValuesOf(user: User): ProfileValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    idNo: user.idNo ?? '',
    phoneNumber: user.phoneNumber ?? '',
    preferredContact: user.preferredContact === 'phone' ? 'phone' : 'email',
    district: user.district ?? '',
    sector: user.sector ?? '',
    cell: user.cell ?? '',
  };
}

export type ProfileField = keyof ProfileValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** One toast for the profile form: a new one replaces the last (never a stack). */
export const PROFILE_TOAST_ID = 'profile-form';

const PROFILE_FIELDS = Object.keys(EMPTY_PROFILE) as ProfileField[];

/** The catalogue's text of each rule a profile field can break (en: the contract's own text). */
const REQUIRED_KEYS: Partial<Record<ProfileField, string>> = {
  firstName: 'client.rule.required.firstName',
  idNo: 'client.rule.required.idNo',
  phoneNumber: 'client.rule.required.phoneNumber',
  district: 'client.rule.required.district',
  sector: 'client.rule.required.sector',
  cell: 'client.rule.required.cell',
};
const INVALID_KEYS: Partial<Record<ProfileField, string>> = {
  phoneNumber: 'client.rule.invalid.phoneNumber',
  idNo: 'client.rule.invalid.idNo',
  district: 'client.rule.invalid.district',
  sector: 'client.rule.invalid.sector',
  cell: 'client.rule.invalid.cell',
};

/** A rule's text in the current language; a rule the catalogue does not know keeps its own. */
function ruleText(keys: Partial<Record<ProfileField, string>>, field: ProfileField, text: string) {
  const key = keys[field];
  return key ? t(key) : text;
}

/** The rule `field` breaks in `values` (required, then the API's contact rules), or null: its
 * text in the current language. */
export function profileFieldProblem(
  values: ProfileValues,
  field: ProfileField,
  places?: RwandaPlaces | null,
): string | null {
  const required = REGISTER_REQUIRED_FIELDS.find((rule) => rule.field === field);
  if (required && values[field].trim() === '')
    return ruleText(REQUIRED_KEYS, field, required.message);
  const problem = contactProblem(
    field === 'idNo' || field === 'phoneNumber' ? { [field]: values[field] } : values,
    places,
  );
  return problem?.field === field ? ruleText(INVALID_KEYS, field, problem.message) : null;
}

/** The first field (in form order) that breaks a rule, with its message, or null. */
export function firstProfileProblem(
  values: ProfileValues,
  places?: RwandaPlaces | null,
): { field: ProfileField; message: string } | null {
  for (const field of PROFILE_FIELDS) {
    const message = profileFieldProblem(values, field, places);
    if (message) return { field, message };
  }
  return null;
}

/** The shown messages minus those whose field no longer breaks its rule. */
export function settledErrors(
  errors: ProfileErrors,
  values: ProfileValues,
  places?: RwandaPlaces | null,
): ProfileErrors {
  const fixed = (Object.keys(errors) as ProfileField[]).filter(
    (field) => !profileFieldProblem(values, field, places),
  );
  if (fixed.length === 0) return errors;
  const next = { ...errors };
  for (const field of fixed) delete next[field];
  return next;
}

/**
 * The profile field a failed update belongs to, with the server's message (already in the user's
 * language), or null: the field the error envelope names.
 */
export function profileFieldOf(failure: unknown): { field: ProfileField; message: string } | null {
  const message = failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : null;
  const field = message ? fieldOfApiError(failure) : null;
  return message && field && PROFILE_FIELDS.includes(field as ProfileField)
    ? { field: field as ProfileField, message }
    : null;
}

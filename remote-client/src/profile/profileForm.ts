import {
  ApiError,
  REGISTER_REQUIRED_FIELDS,
  contactProblem,
  fieldOfRuleMessage,
  type ProfileValues,
  type RwandaPlaces,
  type User,
} from 'shared-api';

export const EMPTY_PROFILE: ProfileValues = {
  firstName: '',
  lastName: '',
  idNo: '',
  phoneNumber: '',
  district: '',
  sector: '',
  cell: '',
};

/** The editable fields of a user record (spec §2 profile, §7 PUT /users/{userId}). */
export function profileValuesOf(user: User): ProfileValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    idNo: user.idNo ?? '',
    phoneNumber: user.phoneNumber ?? '',
    district: user.district ?? '',
    sector: user.sector ?? '',
    cell: user.cell ?? '',
  };
}

/** The spec's Update Password button only shows an alert; this one says where to go instead. */
export const UPDATE_PASSWORD_ALERT =
  'To change your password, log out and use "Forgot Password" on the login page.';

export type ProfileField = keyof ProfileValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** One toast for the profile form: a new one replaces the last (never a stack). */
export const PROFILE_TOAST_ID = 'profile-form';

const PROFILE_FIELDS = Object.keys(EMPTY_PROFILE) as ProfileField[];

/** The rule `field` breaks in `values` (required, then the API's contact rules), or null. */
export function profileFieldProblem(
  values: ProfileValues,
  field: ProfileField,
  places?: RwandaPlaces | null,
): string | null {
  const required = REGISTER_REQUIRED_FIELDS.find((rule) => rule.field === field);
  if (required && values[field].trim() === '') return required.message;
  const problem = contactProblem(
    field === 'idNo' || field === 'phoneNumber' ? { [field]: values[field] } : values,
    places,
  );
  return problem?.field === field ? problem.message : null;
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

/** The profile field a failed update's server message names (the rules' own texts), or null. */
export function profileFieldOf(failure: unknown): { field: ProfileField; message: string } | null {
  const message = failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : null;
  const field = message ? fieldOfRuleMessage(message) : null;
  return message && field && PROFILE_FIELDS.includes(field as ProfileField)
    ? { field: field as ProfileField, message }
    : null;
}

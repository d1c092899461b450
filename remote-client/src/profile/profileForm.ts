import type { ProfileValues, User } from 'shared-api';

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

import type { Role } from '../session/jwtClaims';

/** Success envelope of design.md §4. */
export interface ApiEnvelope<T> {
  status: 'success' | 'error';
  message: string;
  data: T;
}

export interface User {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  idNo: string;
  phoneNumber: string;
  preferredContact: 'email' | 'phone' | string;
  district: string;
  sector: string;
  cell: string;
  role: Role;
}

import type { Role } from '../session/jwtClaims';

export type { Role };

/** Success envelope of design.md §4. */
export interface ApiEnvelope<T> {
  status: 'success' | 'error';
  message: string;
  data: T;
}

/** A paged answer of the server: `data` holds one page. */
export interface PagedEnvelope<T> extends ApiEnvelope<T[]> {
  total: number;
  page: number;
  limit: number;
}

/** One page of a list, as the calls hand it to pages. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export interface Paging {
  page: number;
  limit: number;
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

/** What login answers about the user (design.md §4). */
export interface SessionUser {
  userId: string;
  email: string;
  role: Role;
}

/** A case as the server sends it (spec §3 and the server contract). */
export interface Case {
  _id: string;
  id: string;
  caseOwner: string;
  caseType: string;
  caseSubtype: string;
  summary: string;
  /** Signed absolute download URL, or null when no file is stored. */
  file: string | null;
  fileName: string | null;
  status: string;
  createdAt: string;
  updatedAt: string;
  markAsDoneArchived: string;
  /** Lawyer e-mail, or null while unassigned. */
  assignedTo: string | null;
  userId: string;
}

/** The register form (spec §2, §7). */
export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  idNo: string;
  phoneNumber: string;
  preferredContact: string;
  district: string;
  sector: string;
  cell: string;
  password: string;
  confirmPassword: string;
}

/** The editable profile fields (spec §2 Profile page, §7 PUT /users/{userId}). */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  idNo: string;
  phoneNumber: string;
  district: string;
  sector: string;
  cell: string;
}

export interface CaseFormValues {
  caseType: string;
  caseSubtype: string;
  summary: string;
}

export interface CaseSubmitInput extends CaseFormValues {
  file: File;
}

export interface CaseUpdateInput extends CaseFormValues {
  /** A newly chosen file; without one the update goes as JSON and keeps the stored file. */
  file?: File | null;
}

export interface CaseStats {
  total: number;
  received: number;
  pending: number;
  completed: number;
}

export interface Lawyer {
  email: string;
}

import type { Case, User } from 'shared-contract/schemas';
import type { CaseRow, UserRow } from '../db/schema';
import { sanitizeFileName } from './fileName';

/** A case row as the contract's Case answer; the file becomes a signed download URL. */
export function toCaseJson(row: CaseRow, downloadUrl: (fileKey: string) => string): Case {
  return {
    _id: row.id,
    id: row.id,
    reference: row.reference,
    caseOwner: row.ownerEmail,
    caseType: row.caseType,
    caseSubtype: row.caseSubtype,
    summary: row.summary,
    file: row.fileKey ? downloadUrl(row.fileKey) : null,
    fileName: row.fileKey ? sanitizeFileName(row.fileName) : null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    markAsDoneArchived: row.doneFlag,
    assignedTo: row.assignedTo,
    userId: row.userId,
  };
}

/** A user row as the contract's User answer: never the password hash or any token. */
export function toUserJson(row: UserRow): User {
  return {
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    idNo: row.idNo,
    phoneNumber: row.phoneNumber,
    preferredContact: row.preferredContact,
    district: row.district,
    sector: row.sector,
    cell: row.cell,
    role: row.role,
    verified: row.emailVerifiedAt !== null,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

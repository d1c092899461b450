import { randomUUID } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { caseDocuments, cases, users, type CaseDocumentRow, type CaseRow } from '../../db/schema';
import type { AuthUser } from '../../lib/jwt';
import type { StagedFile } from '../../files/fileStore';
import type { Person } from 'shared-contract/schemas';
import { personOf } from './caseEvents';

/** A document with its uploader named as now. */
export interface CaseDocumentRecord {
  row: CaseDocumentRow;
  uploadedBy: Person;
}

/** A document row for a staged file; `at` keeps a replaced first document first. */
export async function insertDocument(
  tx: Tx,
  caseId: string,
  uploader: AuthUser,
  file: StagedFile,
  at: Date = new Date(),
): Promise<{ id: string; fileName: string }> {
  const id = randomUUID();
  await tx.insert(caseDocuments).values({
    id,
    caseId,
    fileKey: file.key,
    fileName: file.name,
    fileMime: file.mime,
    fileSize: file.size,
    uploadedBy: uploader.userId,
    uploaderEmail: uploader.email,
    uploaderRole: uploader.role,
    createdAt: at,
  });
  return { id, fileName: file.name };
}

/** A case's documents, oldest first (the first is the submit form's file). */
export async function listDocuments(db: Db | Tx, caseId: string): Promise<CaseDocumentRecord[]> {
  const rows = await db
    .select({
      row: caseDocuments,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(caseDocuments)
    .leftJoin(users, eq(users.id, caseDocuments.uploadedBy))
    .where(eq(caseDocuments.caseId, caseId))
    .orderBy(asc(caseDocuments.createdAt), asc(caseDocuments.id));
  return rows.map(({ row, user }) => ({
    row,
    uploadedBy: personOf(user?.id ? user : null, row.uploaderEmail, row.uploaderRole),
  }));
}

export async function countDocuments(tx: Tx, caseId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(caseDocuments)
    .where(eq(caseDocuments.caseId, caseId));
  return Number(row?.n ?? 0);
}

/** The case's `file` columns follow its first document (or are emptied when it has none). */
export async function mirrorFirstDocument(tx: Tx, row: CaseRow): Promise<void> {
  const [first] = await tx
    .select()
    .from(caseDocuments)
    .where(eq(caseDocuments.caseId, row.id))
    .orderBy(asc(caseDocuments.createdAt), asc(caseDocuments.id))
    .limit(1);
  if ((first?.fileKey ?? null) === row.fileKey) return;
  await tx
    .update(cases)
    .set({
      fileKey: first?.fileKey ?? null,
      fileName: first?.fileName ?? null,
      fileMime: first?.fileMime ?? null,
      fileSize: first?.fileSize ?? null,
    })
    .where(eq(cases.id, row.id));
}

export async function deleteDocument(
  tx: Tx,
  caseId: string,
  documentId: string,
): Promise<CaseDocumentRow | undefined> {
  const [removed] = await tx
    .delete(caseDocuments)
    .where(and(eq(caseDocuments.caseId, caseId), eq(caseDocuments.id, documentId)))
    .returning();
  return removed;
}

/** Deletes the document that holds this stored file; undefined when none does. */
export async function deleteDocumentByFileKey(
  tx: Tx,
  fileKey: string,
): Promise<CaseDocumentRow | undefined> {
  const [removed] = await tx
    .delete(caseDocuments)
    .where(eq(caseDocuments.fileKey, fileKey))
    .returning();
  return removed;
}

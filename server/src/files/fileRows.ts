import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { caseDocuments, messages } from '../db/schema';

/** A table that names the files of a FileStore: case_documents (case files), case_messages (attachments). */
type FileTable = typeof caseDocuments | typeof messages;

/** What the database knows of a stored file: the name and type it was uploaded with, its case. */
export interface FileRow {
  name: string | null;
  mime: string | null;
  caseId: string;
}

/** The two questions a FileStore asks the table that names its files, by the table's file columns. */
export function fileRows(db: Db, table: FileTable) {
  return {
    /** The name and type the file with this key was uploaded with, and the case it belongs to. */
    async find(key: string): Promise<FileRow | undefined> {
      const [row] = await db
        .select({ name: table.fileName, mime: table.fileMime, caseId: table.caseId })
        .from(table)
        .where(eq(table.fileKey, key))
        .limit(1);
      return row;
    },

    /** The start-up sweep's question (FileStore.sweep): which of these keys a row still holds. */
    async referenced(keys: string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: table.fileKey })
        .from(table)
        .where(inArray(table.fileKey, keys));
      return new Set(rows.map((row) => row.key as string));
    },
  };
}

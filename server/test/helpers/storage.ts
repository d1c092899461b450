import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { cases } from '../../src/db/schema';

/** Stored files and temp files on disk, and the file keys the database holds. */
export async function storageState(dataDir: string, database: Database) {
  const uploads = path.join(dataDir, 'uploads');
  const stored = (await readdir(uploads)).filter((name) => name !== 'tmp').sort();
  const temp = await readdir(path.join(uploads, 'tmp'));
  const rows = await database.db
    .select({ key: cases.fileKey })
    .from(cases)
    .where(isNotNull(cases.fileKey));
  return { stored, temp, keys: rows.map((row) => row.key as string).sort() };
}

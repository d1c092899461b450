import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../../src/db/client';
import { PGLITE_EXTENSIONS } from '../../src/db/pgliteExtensions.mjs';
import { createTestDatabase } from './testDatabase';

/**
 * A fresh database (PGlite in memory, or a new database in the PostgreSQL pass) that can be
 * migrated up to a named migration, filled the way an older server would, then migrated to the
 * end: how a migration's backfill is tested.
 */
export async function migratableDatabase() {
  const url = await createTestDatabase();
  const lite = url ? null : await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const pool = url ? new pg.Pool({ connectionString: url, max: 2 }) : null;
  const db = lite ? drizzlePglite(lite) : drizzlePg(pool as pg.Pool);

  async function migrate(folder: string) {
    if (lite)
      await migratePglite(db as ReturnType<typeof drizzlePglite>, { migrationsFolder: folder });
    else await migratePg(db as ReturnType<typeof drizzlePg>, { migrationsFolder: folder });
  }

  return {
    async query<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
      const result = lite
        ? await lite.query(text, values)
        : await (pool as pg.Pool).query(text, values);
      return result.rows as T[];
    },
    /** Applies the migrations up to and including `lastTag` (e.g. '0004_token_version'). */
    async migrateThrough(lastTag: string) {
      const folder = mkdtempSync(path.join(os.tmpdir(), 'btj-migrations-'));
      try {
        cpSync(MIGRATIONS_DIR, folder, { recursive: true });
        const journalFile = path.join(folder, 'meta', '_journal.json');
        const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
          entries: { tag: string }[];
        };
        const end = journal.entries.findIndex((entry) => entry.tag === lastTag);
        if (end < 0) throw new Error(`no migration ${lastTag}`);
        journal.entries = journal.entries.slice(0, end + 1);
        writeFileSync(journalFile, JSON.stringify(journal));
        await migrate(folder);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
    migrateAll: () => migrate(MIGRATIONS_DIR),
    async close() {
      if (lite) await lite.close();
      if (pool) await pool.end();
    },
  };
}

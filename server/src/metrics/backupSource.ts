import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** PostgreSQL's codes for a table or column that does not exist (yet, or any more). */
const NOT_THERE = new Set(['42P01', '42703']);

/**
 * When the last good backup finished, or null when none is known.
 *
 * The source is the `backups` table that the backup job writes one row to per run:
 * `finished_at timestamptz` and `status text`, `'ok'` for a backup that completed and checked.
 * Before that table exists (an older schema, or backups not set up) this answers null, and the
 * metric is absent: the alert on it then waits for its own delay before it fires.
 */
export async function lastGoodBackupAt(database: Database): Promise<Date | null> {
  const [table] = await database.rows<{ present: boolean }>(
    sql`select to_regclass('backups') is not null as present`,
  );
  if (!table?.present) return null;
  try {
    const [row] = await database.rows<{ at: string | Date | null }>(
      sql`select max(finished_at) as at from backups where status = 'ok'`,
    );
    return row?.at ? new Date(row.at) : null;
  } catch (error) {
    const code =
      (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code && NOT_THERE.has(code)) return null;
    throw error;
  }
}

import { backupStatus } from '../backup/runs';
import type { Database } from '../db/client';

/**
 * When the last good backup finished, or null when there has been none: the metric is then
 * absent, and the alert on it waits for its own delay before it fires. The backups' own
 * bookkeeping answers it (two index reads, no DDL: cheap enough for every scrape).
 */
export async function lastGoodBackupAt(database: Database): Promise<Date | null> {
  return (await backupStatus(database)).lastGood?.finishedAt ?? null;
}

import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client';
import type { FileStores } from '../files';
import { startSingletonCronJob, type SingletonCronJob } from '../jobs/cronJob';
import { takeBackup, type BackupResult } from './backup';
import type { BackupSettings } from './settings';

/** The pg-boss queue (and schedule) of the scheduled backup. */
export const BACKUP_QUEUE = 'backup';
/** Archive names: btj-backup-<UTC time>.tar, `.tar.enc` when encrypted; their time sorts them. */
const NAME = /^btj-backup-(\d{8}T\d{6}Z)\.tar(\.enc)?$/;

export function archiveName(at: Date, encrypted: boolean): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `btj-backup-${stamp}.tar${encrypted ? '.enc' : ''}`;
}

function timeOf(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const s = match[1]!;
  return new Date(
    `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}Z`,
  );
}

/** The ISO week (e.g. 2026-W48) a time falls in, in UTC. */
function isoWeek(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * Which archives retention keeps: the newest of each of the last `daily` days that have one, and
 * the newest of each of the last `weekly` ISO weeks that have one (UTC). Names that are not
 * archives are never touched. Answers the names to remove.
 */
export function expiredArchives(names: string[], daily: number, weekly: number): string[] {
  const archives = names
    .map((name) => ({ name, at: timeOf(name) }))
    .filter((entry): entry is { name: string; at: Date } => entry.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  const pick = (period: (at: Date) => string, limit: number) => {
    const seen = new Set<string>();
    for (const archive of archives) {
      const key = period(archive.at);
      if (seen.has(key)) continue;
      if (seen.size >= limit) break;
      seen.add(key);
      keep.add(archive.name);
    }
  };
  pick((at) => at.toISOString().slice(0, 10), daily);
  pick(isoWeek, weekly);
  return archives.filter((archive) => !keep.has(archive.name)).map((archive) => archive.name);
}

/** One scheduled backup into the folder, then retention over the folder's archives. */
export async function backupToFolder(options: {
  database: Database;
  stores: FileStores;
  settings: BackupSettings & { dir: string };
}): Promise<BackupResult & { removed: string[] }> {
  const { settings } = options;
  await mkdir(settings.dir, { recursive: true, mode: 0o700 });
  const result = await takeBackup({
    database: options.database,
    stores: options.stores,
    archive: path.join(settings.dir, archiveName(new Date(), settings.key !== null)),
    key: settings.key,
  });
  const removed = expiredArchives(
    await readdir(settings.dir),
    settings.keepDaily,
    settings.keepWeekly,
  );
  for (const name of removed) await rm(path.join(settings.dir, name), { force: true });
  return { ...result, removed };
}

interface ScheduleLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export type BackupSchedule = SingletonCronJob<Record<string, never>>;

/**
 * The scheduled backup as a pg-boss cron job (BACKUP_CRON): one job per tick for all instances,
 * run by one of them, one at a time (singleton); a failed run is retried twice, then shows as a
 * failed run in backup.runs (the last good backup's age keeps growing: the alert).
 */
export function startBackupSchedule(options: {
  database: Database;
  stores: FileStores;
  settings: BackupSettings & { dir: string };
  log: ScheduleLog;
}): Promise<BackupSchedule> {
  const { log } = options;
  return startSingletonCronJob({
    database: options.database,
    queue: BACKUP_QUEUE,
    cron: options.settings.cron,
    retryLimit: 2,
    retryDelaySeconds: 300,
    expireInSeconds: 6 * 3600,
    pollingIntervalSeconds: 5,
    label: 'backup',
    log,
    async run() {
      const result = await backupToFolder(options);
      log.info(
        { archive: result.archive, bytes: result.bytes, ms: result.ms, removed: result.removed },
        'scheduled backup written',
      );
      return { archive: result.archive, bytes: result.bytes, removed: result.removed };
    },
  });
}

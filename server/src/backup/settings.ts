import path from 'node:path';
import { ConfigError } from '../config';
import { BackupKeyError, parseBackupKey } from './sealing';

/** BACKUP_*: where scheduled backups go, when, how many are kept, and the archive key. */
export interface BackupSettings {
  /** BACKUP_DIR: the folder scheduled backups are written to; null: no scheduled backups. */
  dir: string | null;
  /** BACKUP_CRON (default `30 1 * * *`, 01:30 UTC daily): when the scheduled backup runs. */
  cron: string;
  /** BACKUP_KEEP_DAILY / BACKUP_KEEP_WEEKLY (7 and 4): the newest archive of each kept day/week. */
  keepDaily: number;
  keepWeekly: number;
  /** BACKUP_KEY: 32 bytes (64 hex digits or base64); archives are encrypted with it when set. */
  key: Buffer | null;
}

function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 1000)
    throw new ConfigError(`${name} must be a whole number from 0 to 1000 (got "${raw}")`);
  return value;
}

export function backupSettings(env: NodeJS.ProcessEnv): BackupSettings {
  let key: Buffer | null = null;
  if (env.BACKUP_KEY?.trim()) {
    try {
      key = parseBackupKey(env.BACKUP_KEY);
    } catch (error) {
      if (error instanceof BackupKeyError) throw new ConfigError(error.message);
      throw error;
    }
  }
  const cron = env.BACKUP_CRON?.trim() || '30 1 * * *';
  if (cron.split(/\s+/).length !== 5)
    throw new ConfigError(`BACKUP_CRON must be a cron line of five fields (got "${cron}")`);
  const dir = env.BACKUP_DIR?.trim();
  return {
    dir: dir ? path.resolve(dir) : null,
    cron,
    keepDaily: count(env, 'BACKUP_KEEP_DAILY', 7),
    keepWeekly: count(env, 'BACKUP_KEEP_WEEKLY', 4),
    key,
  };
}

import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client';
import type { FileStore } from '../files/fileStore';
import type { FileStores } from '../files';

/**
 * The backups' own bookkeeping, in schema `backup` beside the application's (as pg-boss keeps
 * `pgboss`), made at start-up and left out of every dump:
 *
 * - `backup.runs`: one row per backup (running, good, failed) with its archive, size and error;
 *   the age of the newest good one is what the operator and the metrics read (lastGoodBackup).
 * - `backup.deferred_removals`: stored files whose row went while a backup was running. A backup
 *   copies the files of its database snapshot after taking it, so a file removed in between
 *   would be missing from it: while a backup runs, removals wait here and the backup (or the next
 *   one) removes them when it has copied its files.
 */
export const BACKUP_SCHEMA = 'backup';

/** A running backup that has not said it is alive for this long is taken as dead. */
export const HEARTBEAT_MS = 30_000;
const STALE_INTERVAL = `${(HEARTBEAT_MS * 4) / 1000} seconds`;

export async function prepareBackupSchema(db: Db): Promise<void> {
  await db.execute(
    sql.raw(`
      create schema if not exists ${BACKUP_SCHEMA};
      create table if not exists ${BACKUP_SCHEMA}.runs (
        id bigserial primary key,
        started_at timestamptz not null default now(),
        heartbeat_at timestamptz not null default now(),
        finished_at timestamptz,
        state text not null check (state in ('running', 'good', 'failed')),
        archive text,
        bytes bigint,
        files integer,
        error text
      );
      create index if not exists runs_good on ${BACKUP_SCHEMA}.runs (finished_at) where state = 'good';
      create table if not exists ${BACKUP_SCHEMA}.deferred_removals (
        area text not null,
        key text not null,
        deferred_at timestamptz not null default now(),
        primary key (area, key)
      );
    `),
  );
}

export interface BackupStatus {
  /** The newest good backup: when it finished and where its archive went; null if none. */
  lastGood: { finishedAt: Date; archive: string | null; bytes: number | null } | null;
  /** Seconds since the newest good backup finished; null when there has been none. */
  lastGoodAgeSeconds: number | null;
  /** The newest backup that failed after the last good one (its error), if any. */
  lastFailure: { finishedAt: Date; error: string | null } | null;
}

/**
 * What an operator (`npm run backup -- --status`) and the metrics (the last good backup's age:
 * alert when it passes 26 h) read: the newest good backup and any failure since. Two index
 * reads, no DDL: cheap enough for every scrape (the schema is made at start-up).
 */
export async function backupStatus(database: Database): Promise<BackupStatus> {
  const [good] = await database.rows<{
    finished_at: Date;
    archive: string | null;
    bytes: string | null;
    age: string;
  }>(
    sql.raw(`select finished_at, archive, bytes, extract(epoch from now() - finished_at)::text as age
      from ${BACKUP_SCHEMA}.runs where state = 'good' order by finished_at desc limit 1`),
  );
  const [failed] = await database.rows<{ finished_at: Date; error: string | null }>(
    sql.raw(`select finished_at, error from ${BACKUP_SCHEMA}.runs
      where state = 'failed' and finished_at > coalesce((select max(finished_at) from ${BACKUP_SCHEMA}.runs where state = 'good'), '-infinity')
      order by finished_at desc limit 1`),
  );
  return {
    lastGood: good
      ? {
          finishedAt: new Date(good.finished_at),
          archive: good.archive,
          bytes: good.bytes === null ? null : Number(good.bytes),
        }
      : null,
    lastGoodAgeSeconds: good ? Math.max(0, Math.round(Number(good.age))) : null,
    lastFailure: failed ? { finishedAt: new Date(failed.finished_at), error: failed.error } : null,
  };
}

/** Seconds since the newest good backup (null: never): the value the metrics export. */
export async function lastGoodBackupAgeSeconds(database: Database): Promise<number | null> {
  return (await backupStatus(database)).lastGoodAgeSeconds;
}

/** A backup's row: started as running (committed before its snapshot), kept alive, then closed. */
export async function startRun(database: Database): Promise<number> {
  const [row] = await database.rows<{ id: string }>(
    sql.raw(`insert into ${BACKUP_SCHEMA}.runs (state) values ('running') returning id`),
  );
  return Number(row!.id);
}

export async function heartbeat(database: Database, id: number): Promise<void> {
  await database.rows(sql`update backup.runs set heartbeat_at = now() where id = ${id}`);
}

export async function finishRun(
  database: Database,
  id: number,
  outcome: {
    state: 'good' | 'failed';
    archive?: string;
    bytes?: number;
    files?: number;
    error?: string;
  },
): Promise<void> {
  await database.rows(sql`update backup.runs set state = ${outcome.state}, finished_at = now(),
    archive = ${outcome.archive ?? null}, bytes = ${outcome.bytes ?? null},
    files = ${outcome.files ?? null}, error = ${outcome.error ?? null} where id = ${id}`);
}

/** True while some backup is copying the files of its snapshot. */
async function backupRunning(database: Database): Promise<boolean> {
  const rows = await database.rows(
    sql.raw(`select 1 from ${BACKUP_SCHEMA}.runs where state = 'running'
      and heartbeat_at > now() - interval '${STALE_INTERVAL}' limit 1`),
  );
  return rows.length > 0;
}

/**
 * Wraps a store so that removing a stored file while a backup runs only notes it (the backup's
 * snapshot may still name the file). The check is made after the row's delete has committed, and
 * a backup's row is committed before its snapshot is taken: a snapshot that still holds the row
 * belongs to a backup this check sees.
 */
function deferringStore(store: FileStore, area: string, database: Database): FileStore {
  const remove: FileStore['remove'] = async (key, where = 'stored') => {
    if (!key || where === 'pending' || !(await backupRunning(database)))
      return store.remove(key, where);
    await database.rows(
      sql`insert into backup.deferred_removals (area, key) values (${area}, ${key}) on conflict do nothing`,
    );
  };
  return new Proxy(store, {
    get(target, property, receiver) {
      if (property === 'remove') return remove;
      const value = Reflect.get(target, property, receiver) as unknown;
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/** Both areas with their removals deferred while a backup runs (the API opens its stores so). */
export function deferRemovalsDuringBackups(stores: FileStores, database: Database): FileStores {
  return {
    cases: deferringStore(stores.cases, 'cases', database),
    messages: deferringStore(stores.messages, 'messages', database),
    close: () => stores.close(),
  };
}

/**
 * Removes the files whose removal waited for a backup, unless a row names them again or another
 * backup is still running. `referenced` answers which keys rows still name, per area.
 */
export async function removeDeferred(database: Database, stores: FileStores): Promise<number> {
  if (await backupRunning(database)) return 0;
  const rows = await database.rows<{ area: 'cases' | 'messages'; key: string }>(
    sql.raw(
      `select area, key from ${BACKUP_SCHEMA}.deferred_removals order by deferred_at limit 10000`,
    ),
  );
  let removed = 0;
  for (const { area, key } of rows) {
    const [named] = await database.rows(
      area === 'cases'
        ? sql`select 1 from case_documents where file_key = ${key} union all select 1 from cases where file_key = ${key} limit 1`
        : sql`select 1 from case_messages where file_key = ${key} limit 1`,
    );
    if (!named) {
      await stores[area].remove(key);
      removed++;
    }
    await database.rows(
      sql`delete from backup.deferred_removals where area = ${area} and key = ${key}`,
    );
  }
  return removed;
}

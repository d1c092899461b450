import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { bossConnection } from '../services/mailQueue';
import type { FileStore } from '../services/fileStore';

/** The pg-boss queue (and schedule) of the file sweep. */
export const FILE_SWEEP_QUEUE = 'files-sweep';
/** Every hour at :17, one job for all instances (pg-boss sends a cron's job once per tick). */
const SWEEP_CRON = '17 * * * *';
/**
 * Leftovers younger than this may be uploads in flight on another instance: a 10 MiB upload at
 * a few KB/s takes about an hour, so six hours is safe.
 */
export const SWEEP_GRACE_MS = 6 * 3_600_000;
const BATCH = 500;

/** A store and the question its sweep asks the rows that name its files. */
export interface SweptArea {
  name: string;
  store: FileStore;
  referenced: (keys: string[]) => Promise<Set<string>>;
}

export interface SweepCounts {
  /** Pending files (uploads whose row never came) removed. */
  temp: number;
  /** Stored files no row names (a crash between the copy and the commit, a failed delete). */
  orphans: number;
}

/** Removes an area's pending files and unreferenced stored files older than `graceMs`. */
export async function sweepArea(area: SweptArea, graceMs: number): Promise<SweepCounts> {
  const cutoff = Date.now() - graceMs;
  const counts: SweepCounts = { temp: 0, orphans: 0 };
  let batch: string[] = [];
  const flush = async () => {
    const known = await area.referenced(batch);
    for (const key of batch.filter((entry) => !known.has(entry))) {
      await area.store.remove(key);
      counts.orphans++;
    }
    batch = [];
  };
  for await (const entry of area.store.entries()) {
    if (entry.modifiedAt.getTime() > cutoff) continue;
    if (entry.pending) {
      await area.store.remove(entry.key, 'pending');
      counts.temp++;
    } else {
      batch.push(entry.key);
      if (batch.length >= BATCH) await flush();
    }
  }
  if (batch.length) await flush();
  return counts;
}

export interface FileSweep {
  /** Sweeps every area now, in this process (default grace: SWEEP_GRACE_MS). */
  run(graceMs?: number): Promise<Record<string, SweepCounts>>;
  /** Queues a sweep that one instance's worker runs; the job id (null if pg-boss refused it). */
  enqueue(graceMs?: number): Promise<string | null>;
  stop(): Promise<void>;
}

interface SweepLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * The file sweep as a durable job: pg-boss keeps the hourly schedule in the database and hands
 * each job to one worker across all API instances (FOR UPDATE SKIP LOCKED), as it does mails.
 */
export async function startFileSweep(options: {
  database: Database;
  areas: SweptArea[];
  log: SweepLog;
}): Promise<FileSweep> {
  const { areas, log } = options;
  const connection = bossConnection(options.database);
  const boss = new PgBoss({
    db: connection.db,
    schema: 'pgboss',
    schedule: true,
    supervise: false, // the mail queue's instance maintains the schema
    migrate: false,
  });
  boss.on('error', (error) => log.warn({ err: error }, 'file sweep queue error'));
  // createQueue is DDL that deadlocks with another process's at start-up (see Database.alone).
  await options.database.alone(async () => {
    await boss.start();
    await boss.createQueue(FILE_SWEEP_QUEUE, {
      name: FILE_SWEEP_QUEUE,
      policy: 'singleton', // one sweep at a time across instances
      retryLimit: 2,
      expireInSeconds: 15 * 60,
    });
    await boss.schedule(FILE_SWEEP_QUEUE, SWEEP_CRON);
  });

  async function run(graceMs = SWEEP_GRACE_MS) {
    const result: Record<string, SweepCounts> = {};
    for (const area of areas) result[area.name] = await sweepArea(area, graceMs);
    return result;
  }

  await boss.work<{ graceMs?: number }>(
    FILE_SWEEP_QUEUE,
    { pollingIntervalSeconds: 2, batchSize: 1 },
    async ([job]) => {
      const graceMs = job?.data?.graceMs;
      const swept = await run(typeof graceMs === 'number' ? graceMs : SWEEP_GRACE_MS);
      if (Object.values(swept).some((counts) => counts.temp || counts.orphans))
        log.info(swept, 'file sweep removed leftovers');
    },
  );

  return {
    run,
    enqueue: (graceMs) =>
      boss.send(FILE_SWEEP_QUEUE, graceMs === undefined ? {} : { graceMs }, {
        db: connection.runner,
      }),
    async stop() {
      if (connection.closed) return;
      await boss.offWork(FILE_SWEEP_QUEUE);
      await boss.stop({ graceful: true, close: false, timeout: 5_000 });
      await connection.settle();
      connection.close();
    },
  };
}

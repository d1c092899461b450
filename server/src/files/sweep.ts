import type { Database } from '../db/client';
import { startSingletonCronJob } from '../jobs/cronJob';
import type { FileStore, StoredEntry } from './fileStore';

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

/**
 * Failures a sweep goes past before it gives up on an area: one bad object must not keep every
 * other leftover in place, but a store that fails everything (down, wrong rights) is not asked
 * thousands of times in one run (the job's retries and the next hourly run try again).
 */
export const SWEEP_MAX_FAILURES = 25;
/** Keys named in a failed sweep's message (all of them are logged, one line each). */
const KEYS_IN_MESSAGE = 10;

/** What a sweep could not do: remove one file (its key) or list the area (key null). */
export interface SweepFailure {
  key: string | null;
  where: 'stored' | 'pending' | 'listing';
  error: unknown;
}

interface SweepLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** A store's answer in a few words: the error's name and message, and its HTTP status if any. */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return `${error.name}${error.message ? `: ${error.message}` : ''}${status ? ` (HTTP ${status})` : ''}`;
}

/**
 * A sweep that removed what it could and not everything: the job fails with it (pg-boss retries
 * it, a bounded number of times) and its message names the area, the keys and the store's answer.
 */
export class SweepError extends Error {
  constructor(
    readonly area: string,
    readonly failures: SweepFailure[],
    readonly counts: SweepCounts,
    readonly gaveUp: boolean,
  ) {
    const removals = failures.filter((failure) => failure.key !== null);
    const listing = failures.find((failure) => failure.key === null);
    const parts: string[] = [];
    if (removals.length) {
      const named = removals
        .slice(0, KEYS_IN_MESSAGE)
        .map((failure) => `${failure.where === 'pending' ? 'pending/' : ''}${failure.key}`);
      const more =
        removals.length > KEYS_IN_MESSAGE ? ` and ${removals.length - KEYS_IN_MESSAGE} more` : '';
      parts.push(
        `could not remove ${removals.length} file(s): ${named.join(', ')}${more} (${reasonOf(removals[0]!.error)})`,
      );
    }
    if (listing) parts.push(`could not list the area (${reasonOf(listing.error)})`);
    if (gaveUp) parts.push(`gave up after ${SWEEP_MAX_FAILURES} failures`);
    super(
      `file sweep of "${area}": removed ${counts.temp} pending and ${counts.orphans} unreferenced file(s), ${parts.join('; ')}`,
      { cause: failures[0]?.error },
    );
    this.name = 'SweepError';
  }
}

/**
 * Removes an area's pending files and unreferenced stored files older than `graceMs`. A file the
 * store cannot remove is logged with its key and passed; a listing that breaks ends the walk
 * (what was listed is still swept). Then, if anything failed, it throws a SweepError naming it.
 * After SWEEP_MAX_FAILURES failures it stops trying and throws.
 */
export async function sweepArea(
  area: SweptArea,
  graceMs: number,
  log?: SweepLog,
): Promise<SweepCounts> {
  const cutoff = Date.now() - graceMs;
  const counts: SweepCounts = { temp: 0, orphans: 0 };
  const failures: SweepFailure[] = [];
  const failed = (failure: SweepFailure) => {
    failures.push(failure);
    log?.warn(
      { area: area.name, key: failure.key, where: failure.where, err: failure.error },
      failure.key === null
        ? `file sweep: could not list "${area.name}"`
        : `file sweep: could not remove ${failure.where} file ${failure.key} of "${area.name}"`,
    );
  };
  const gaveUp = () => failures.length >= SWEEP_MAX_FAILURES;
  /** Removes one file; false when the store failed (logged, counted). */
  const remove = async (key: string, where: 'stored' | 'pending') => {
    try {
      await area.store.remove(key, where);
      return true;
    } catch (error) {
      failed({ key, where, error });
      return false;
    }
  };

  let batch: string[] = [];
  const flush = async () => {
    const keys = batch;
    batch = [];
    if (!keys.length) return;
    const known = await area.referenced(keys);
    for (const key of keys.filter((entry) => !known.has(entry))) {
      if (gaveUp()) return;
      if (await remove(key, 'stored')) counts.orphans++;
    }
  };
  const walk = area.store.entries()[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<StoredEntry>;
    try {
      next = await walk.next();
    } catch (error) {
      failed({ key: null, where: 'listing', error });
      break;
    }
    if (next.done) break;
    const entry = next.value;
    if (entry.modifiedAt.getTime() > cutoff) continue;
    if (entry.pending) {
      if (await remove(entry.key, 'pending')) counts.temp++;
    } else {
      batch.push(entry.key);
      if (batch.length >= BATCH) await flush();
    }
    if (gaveUp()) {
      await walk.return?.();
      break;
    }
  }
  if (!gaveUp()) await flush();
  if (failures.length) throw new SweepError(area.name, failures, counts, gaveUp());
  return counts;
}

/**
 * Sweeps every area (one that fails does not keep the next from its sweep), logging each file it
 * could not remove; then throws if any area failed, naming each.
 */
export async function sweepAreas(
  areas: SweptArea[],
  graceMs: number,
  log?: SweepLog,
): Promise<Record<string, SweepCounts>> {
  const result: Record<string, SweepCounts> = {};
  const errors: SweepError[] = [];
  for (const area of areas) {
    try {
      result[area.name] = await sweepArea(area, graceMs, log);
    } catch (error) {
      if (!(error instanceof SweepError)) throw error;
      result[area.name] = error.counts;
      errors.push(error);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length)
    throw new AggregateError(errors, errors.map((error) => error.message).join('\n'));
  return result;
}

export interface FileSweep {
  /** Sweeps every area now, in this process (default grace: SWEEP_GRACE_MS). */
  run(graceMs?: number): Promise<Record<string, SweepCounts>>;
  /** Queues a sweep that one instance's worker runs; the job id (null if pg-boss refused it). */
  enqueue(graceMs?: number): Promise<string | null>;
  stop(): Promise<void>;
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
  /** Every area; a file that cannot be removed is logged and passed, and fails the run at the end. */
  const run = (graceMs = SWEEP_GRACE_MS) => sweepAreas(areas, graceMs, log);
  const job = await startSingletonCronJob<{ graceMs: number }>({
    database: options.database,
    queue: FILE_SWEEP_QUEUE,
    cron: SWEEP_CRON,
    retryLimit: 2,
    expireInSeconds: 15 * 60,
    pollingIntervalSeconds: 2,
    label: 'file sweep',
    log,
    async run({ graceMs }) {
      const swept = await run(typeof graceMs === 'number' ? graceMs : SWEEP_GRACE_MS);
      if (Object.values(swept).some((counts) => counts.temp || counts.orphans))
        log.info(swept, 'file sweep removed leftovers');
      return swept; // the job's output (pgboss.job.output): what each area's sweep removed
    },
  });
  return {
    run,
    enqueue: (graceMs) => job.enqueue(graceMs === undefined ? undefined : { graceMs }),
    stop: () => job.stop(),
  };
}

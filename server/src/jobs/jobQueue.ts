/**
 * The durable job queues' one piece of pg-boss machinery (mail, SMS): pg-boss on our own pool,
 * a queue with retries and exponential backoff, workers in each API process, sending inside a
 * request's transaction, and a stop that lets the job in flight finish or hands it back.
 */
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database, Db, Tx } from '../db/client';

/** When the workers look for a job sent inside a transaction (ms after the send). */
const TX_WAKES_MS = [5, 25, 75, 200];

/** The schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';

/**
 * pg-boss installs its tables under its own lock, but its schema's CREATE can race with another
 * process starting at the same moment (duplicate pg_namespace key): it is made while the
 * database is prepared, one process at a time (db/client.ts openDatabase's `prepare`).
 */
export async function prepareJobSchema(db: Db): Promise<void> {
  await db.execute(sql.raw(`create schema if not exists ${JOB_SCHEMA}`));
}

export interface JobQueueLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

type Rows = { rows: Record<string, unknown>[] };
interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<Rows>;
}

/** pg-boss writes `$1` placeholders; a drizzle transaction takes them as bound parameters. */
function positional(text: string, values: unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 ? sql`${values[Number(part) - 1] ?? null}` : sql.raw(part))),
  );
}

/**
 * pg-boss on our own pool (PostgreSQL's, or the one connection to the PGlite thread): its
 * multi-statement scripts (BEGIN … COMMIT) run whole on one connection, and a failed one never
 * leaves a connection inside an aborted transaction.
 */
function sqlRunner(database: Database): SqlRunner {
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return {
    async executeSql(text, values) {
      if (values?.length) return pool.query(text, values);
      const connection = await pool.connect();
      try {
        return await connection.query(text);
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
  };
}

/**
 * pg-boss's connection for one PgBoss instance: its own calls (fetch, and complete/fail, which it
 * does not await) must not outlive the database: after `close()` they are answered empty (a job
 * left active expires and is retried), and `settle()` waits for those in flight.
 */
export function bossConnection(database: Database) {
  const runner = sqlRunner(database);
  const pending = new Set<Promise<Rows>>();
  let closed = false;
  return {
    /** Straight to the database, also after close() (a request still finishing). */
    runner,
    db: {
      executeSql(text, values) {
        if (closed) return Promise.resolve({ rows: [] });
        const call = runner.executeSql(text, values);
        pending.add(call);
        void call.finally(() => pending.delete(call)).catch(() => undefined);
        return call;
      },
    } as SqlRunner,
    get closed() {
      return closed;
    },
    get busy() {
      return pending.size > 0;
    },
    settle: () => Promise.allSettled([...pending]),
    close() {
      closed = true;
    },
  };
}

/** The text of the error a failed attempt left in a job's output. */
export function jobErrorText(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const value = output as { message?: unknown; value?: { message?: unknown } };
  const message = value.message ?? value.value?.message;
  return typeof message === 'string' ? message : null;
}

/** One attempt at a job: its data, which attempt it is (1 = the first), and whether it is the last. */
export interface JobAttempt<T> {
  id: string;
  data: T;
  attempt: number;
  final: boolean;
  signal: AbortSignal;
}

export interface JobQueue<T extends object> {
  /**
   * Puts a job on the queue; resolves once its row is committed. With `tx`, the job commits (or
   * rolls back) with that transaction.
   */
  send(data: T, options?: { tx?: Tx }): Promise<void>;
  /** Starts this process's workers. */
  start(): Promise<void>;
  /** Stops the workers: the job in flight finishes, or is released for a retry after graceMs. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * A durable queue: each job is a pg-boss row; workers in each API process run `handle` with
 * retries and exponential backoff. pg-boss hands each job to one worker (FOR UPDATE SKIP LOCKED),
 * so several processes on one PostgreSQL run it once. `onOutcome` hears each attempt's end.
 * `maintain`: this instance installs pg-boss's tables and expires and archives old jobs (one
 * queue per process does it, the mail queue's).
 */
export async function createJobQueue<T extends object>(options: {
  database: Database;
  name: string;
  /** What its errors are logged as (`<label> queue error`, `<label> not sent; …`). */
  label: string;
  workers: number;
  retryLimit: number;
  retryDelaySeconds: number;
  /** A job a crashed process held is handed out again after this long. */
  expireInSeconds: number;
  /** Another process's jobs (and retries coming due) are picked up within this long. */
  pollingIntervalSeconds: number;
  maintain: boolean;
  log: JobQueueLog;
  handle: (job: JobAttempt<T>) => Promise<void>;
  onOutcome?: (outcome: 'sent' | 'retry' | 'failed') => void;
}): Promise<JobQueue<T>> {
  const { database, name, log, label } = options;
  const connection = bossConnection(database);
  const { runner, db } = connection;

  const boss = new PgBoss({
    db,
    schema: JOB_SCHEMA,
    schedule: false, // no cron jobs here: reminders are found by scans, backups by cronJob
    ...(options.maintain
      ? {
          supervise: true, // expires jobs of a crashed process, archives and deletes old ones
          archiveCompletedAfterSeconds: 24 * 3600,
          // A failed job stays where the operator can list and retry it (npm run jobs) for a week.
          archiveFailedAfterSeconds: 7 * 24 * 3600,
          deleteAfterDays: 7,
        }
      : { supervise: false, migrate: false }),
  });
  boss.on('error', (error) => log.warn({ err: error }, `${label} queue error`));
  const jobOptions = {
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: options.expireInSeconds,
  };
  // pg-boss's install and createQueue are DDL that deadlocks with another process's at start-up.
  await database.alone(async () => {
    await boss.start();
    await boss.createQueue(name, { name, ...jobOptions });
  });

  const workerIds: string[] = [];
  const inFlight = new Set<AbortController>();
  const handlers = new Set<Promise<void>>();
  let stopping = false;

  async function run(job: PgBoss.JobWithMetadata<T>) {
    // Fetched while stopping: hand it back at once rather than start it.
    if (stopping) throw new Error(`${label} worker stopping`);
    const abort = new AbortController();
    inFlight.add(abort);
    const final = job.retryCount >= job.retryLimit;
    try {
      await options.handle({
        id: job.id,
        data: job.data,
        attempt: job.retryCount + 1,
        final,
        signal: abort.signal,
      });
      options.onOutcome?.('sent');
    } catch (error) {
      options.onOutcome?.(final ? 'failed' : 'retry');
      (final ? log.error : log.warn).call(
        log,
        { err: error, jobId: job.id, attempt: job.retryCount + 1 },
        final ? `${label} not sent; retries used up` : `${label} not sent; will retry`,
      );
      throw error;
    } finally {
      inFlight.delete(abort);
    }
  }

  const wake = () => {
    for (const id of workerIds) boss.notifyWorker(id);
  };

  return {
    async send(data, sendOptions = {}) {
      const tx: Tx | undefined = sendOptions.tx;
      // Straight to the database, also after the worker stopped (a request still finishing).
      const target: SqlRunner = tx
        ? {
            executeSql: async (text, values) =>
              (await tx.execute(positional(text, values))) as unknown as Rows,
          }
        : runner;
      await boss.send(name, data, { ...jobOptions, db: target });
      if (!tx) wake();
      // A job sent inside a transaction is seen only once it commits, which happens out of this
      // queue's sight: the workers look a few times over the next 200 ms (a later commit is
      // picked up by the next poll).
      else for (const ms of TX_WAKES_MS) setTimeout(wake, ms).unref();
    },

    async start() {
      for (let i = 0; i < options.workers; i++) {
        const slot = i;
        workerIds.push(
          await boss.work<T>(
            name,
            {
              pollingIntervalSeconds: options.pollingIntervalSeconds,
              batchSize: 1,
              includeMetadata: true,
            },
            async ([job]) => {
              const handling = run(job as PgBoss.JobWithMetadata<T>);
              const tracked = handling.catch(() => undefined);
              handlers.add(tracked);
              void tracked.finally(() => handlers.delete(tracked));
              try {
                await handling;
              } finally {
                // A worker that found a job asks again at once: pg-boss would otherwise wait its
                // polling interval after every job, one job a second per worker however long
                // the queue. An empty fetch waits the interval as usual.
                const id = workerIds[slot];
                if (id && !stopping) boss.notifyWorker(id);
              }
            },
          ),
        );
      }
    },

    async stop(graceMs = 3_000) {
      if (connection.closed) return;
      stopping = true;
      await boss.offWork(name);
      const deadline = Date.now() + graceMs;
      while (inFlight.size > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
      // Past the grace period the attempt is aborted: its job goes back to the queue for a retry.
      for (const abort of inFlight) abort.abort(new Error(`${label} worker stopped`));
      // Let pg-boss record each outcome (it does not await it) before the database closes.
      do {
        await Promise.allSettled([...handlers]);
        await new Promise((resolve) => setImmediate(resolve));
        await connection.settle();
      } while (handlers.size > 0 || connection.busy);
      await boss.stop({ graceful: false, close: false });
      await connection.settle();
      connection.close();
    },
  };
}

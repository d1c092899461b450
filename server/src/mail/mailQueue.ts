import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database, Db, Tx } from '../db/client';
import {
  linksIn,
  type MailDelivery,
  type MailMessage,
  type Mailer,
  type MailState,
  type OutboxEntry,
} from './mailer';

/** The pg-boss queue every mail goes through, and the schema pg-boss keeps its tables in. */
export const MAIL_QUEUE = 'mail';
const SCHEMA = 'pgboss';

/**
 * pg-boss installs its tables under its own lock, but its schema's CREATE can race with another
 * process starting at the same moment (duplicate pg_namespace key): it is made while the
 * database is prepared, one process at a time (db/client.ts openDatabase's `prepare`).
 */
export async function prepareJobSchema(db: Db): Promise<void> {
  await db.execute(sql.raw(`create schema if not exists ${SCHEMA}`));
}

/** Two deliveries at a time per process; more would only queue up at the SMTP server. */
const WORKERS = 2;
/** Another process's jobs (and retries coming due) are picked up within this long. */
const POLL_SECONDS = 1;
/** A job a crashed process held is handed out again after this long (SMTP timeouts are shorter). */
const EXPIRE_SECONDS = 120;
const OUTBOX_LIMIT = 500;

export interface MailQueueLog {
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

function stateOf(jobState: string): MailState {
  switch (jobState) {
    case 'created':
    case 'retry':
      return 'queued';
    case 'active':
      return 'sending';
    case 'completed':
      return 'sent';
    default:
      return 'failed';
  }
}

function errorText(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const value = output as { message?: unknown; value?: { message?: unknown } };
  const message = value.message ?? value.value?.message;
  return typeof message === 'string' ? message : null;
}

/**
 * Every mail is a pg-boss job in the database: `send` commits the job and returns; workers in
 * each API process deliver with retries and exponential backoff. pg-boss hands each job to one
 * worker (FOR UPDATE SKIP LOCKED), so several processes on one PostgreSQL send it once.
 */
export async function createMailQueue(options: {
  database: Database;
  delivery: MailDelivery;
  retryLimit: number;
  retryDelaySeconds: number;
  log: MailQueueLog;
  /** Told each delivery's end: sent, failed with a retry to come, or failed for good. */
  onOutcome?: (outcome: 'sent' | 'retry' | 'failed') => void;
}): Promise<Mailer> {
  const { database, delivery, log } = options;
  const connection = bossConnection(database);
  const { runner, db } = connection;

  const boss = new PgBoss({
    db,
    schema: SCHEMA,
    schedule: false, // no cron jobs: reminders are found by a scan, see features/messages/messageReminders
    supervise: true, // expires jobs of a crashed process, archives and deletes old ones
    archiveCompletedAfterSeconds: 24 * 3600,
    // A failed mail stays where the operator can list and retry it (npm run jobs) for a week.
    archiveFailedAfterSeconds: 7 * 24 * 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => log.warn({ err: error }, 'mail queue error'));
  // pg-boss's install and createQueue are DDL that deadlocks with another process's at start-up.
  await options.database.alone(async () => {
    await boss.start();
    await boss.createQueue(MAIL_QUEUE, {
      name: MAIL_QUEUE,
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: EXPIRE_SECONDS,
    });
  });
  const jobOptions = {
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: EXPIRE_SECONDS,
  };

  const workerIds: string[] = [];
  const inFlight = new Set<AbortController>();
  const handlers = new Set<Promise<void>>();
  let stopping = false;

  async function deliver(job: PgBoss.JobWithMetadata<MailMessage>) {
    // Fetched while stopping: hand it back at once rather than start a delivery.
    if (stopping) throw new Error('mail worker stopping');
    const abort = new AbortController();
    inFlight.add(abort);
    try {
      await delivery.deliver(job.data, abort.signal);
      options.onOutcome?.('sent');
    } catch (error) {
      const final = job.retryCount >= job.retryLimit;
      options.onOutcome?.(final ? 'failed' : 'retry');
      (final ? log.error : log.warn).call(
        log,
        { err: error, jobId: job.id, attempt: job.retryCount + 1 },
        final ? 'mail not sent; retries used up' : 'mail not sent; will retry',
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
    mode: delivery.mode,

    async send(message, sendOptions = {}) {
      const data: MailMessage = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      };
      const tx: Tx | undefined = sendOptions.tx;
      // Straight to the database, also after the worker stopped (a request still finishing).
      const target: SqlRunner = tx
        ? {
            executeSql: async (text, values) =>
              (await tx.execute(positional(text, values))) as unknown as Rows,
          }
        : runner;
      await boss.send(MAIL_QUEUE, data, { ...jobOptions, db: target });
      wake();
    },

    async listOutbox(limit = OUTBOX_LIMIT) {
      const columns = sql`id, data, state::text as state, retry_count, output, created_on, completed_on`;
      const rows = await database.rows<Record<string, unknown>>(sql`
        select * from (
          select ${columns} from pgboss.job where name = ${MAIL_QUEUE}
          union all
          select ${columns} from pgboss.archive where name = ${MAIL_QUEUE}
        ) jobs
        order by created_on desc, id desc
        limit ${limit}`);
      return rows.map((row): OutboxEntry => {
        const message = row.data as MailMessage;
        const state = stateOf(row.state as string);
        const retries = Number(row.retry_count);
        return {
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          links: linksIn(`${message.text}\n${message.html}`),
          createdAt: new Date(row.created_on as string).toISOString(),
          state,
          attempts: row.state === 'created' ? 0 : retries + 1,
          lastError: state === 'queued' || state === 'failed' ? errorText(row.output) : null,
          sentAt: state === 'sent' ? new Date(row.completed_on as string).toISOString() : null,
        };
      });
    },

    async start() {
      for (let i = 0; i < WORKERS; i++) {
        workerIds.push(
          await boss.work<MailMessage>(
            MAIL_QUEUE,
            { pollingIntervalSeconds: POLL_SECONDS, batchSize: 1, includeMetadata: true },
            async ([job]) => {
              const handling = deliver(job as PgBoss.JobWithMetadata<MailMessage>);
              const tracked = handling.catch(() => undefined);
              handlers.add(tracked);
              void tracked.finally(() => handlers.delete(tracked));
              await handling;
            },
          ),
        );
      }
    },

    async stop(graceMs = 3_000) {
      if (connection.closed) return;
      stopping = true;
      await boss.offWork(MAIL_QUEUE);
      const deadline = Date.now() + graceMs;
      while (inFlight.size > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
      // Past the grace period the delivery is aborted: its job goes back to the queue for a retry.
      for (const abort of inFlight) abort.abort(new Error('mail worker stopped'));
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

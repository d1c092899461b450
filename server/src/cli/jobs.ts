/**
 * `npm run jobs -- failed [--queue mail]` lists the jobs that used up their retries (a mail that
 * never left: to whom, which subject, how many attempts, the last error; never the mail's text).
 * `npm run jobs -- retry ID … | --all [--queue mail]` hands them back to the queue for one more
 * round of attempts (pg-boss's own retry of failed jobs). Works on the configured database
 * (DATABASE_URL, or DATA_DIR's PGlite: stop the server first, one process owns that one).
 */
import { sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import PgBoss from 'pg-boss';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { keepNewFilesPrivate } from '../lib/privateFiles';
import { bossConnection } from '../jobs/jobQueue';
import { MAIL_QUEUE } from '../mail/mailQueue';

const USAGE = `Usage:
  npm run jobs -- failed [--queue NAME]           list the failed jobs (default queue: ${MAIL_QUEUE})
  npm run jobs -- retry ID [ID …] [--queue NAME]  queue those failed jobs again
  npm run jobs -- retry --all [--queue NAME]      queue every failed job of the queue again`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class UsageError extends Error {}

interface FailedJob {
  id: string;
  createdOn: string;
  attempts: number;
  to: string;
  subject: string;
  lastError: string;
}

function errorText(output: unknown): string {
  if (!output || typeof output !== 'object') return '';
  const value = output as { message?: unknown; value?: { message?: unknown } };
  const message = value.message ?? value.value?.message;
  return typeof message === 'string' ? message : JSON.stringify(output);
}

async function failedJobs(database: Database, queue: string): Promise<FailedJob[]> {
  const rows = await database.rows<Record<string, unknown>>(sql`
    select id, data, retry_count, output, created_on from pgboss.job
    where name = ${queue} and state = 'failed'
    order by created_on, id`);
  return rows.map((row) => {
    const data = (row.data ?? {}) as { to?: unknown; subject?: unknown };
    return {
      id: String(row.id),
      createdOn: new Date(row.created_on as string).toISOString(),
      attempts: Number(row.retry_count) + 1,
      to: typeof data.to === 'string' ? data.to : '',
      subject: typeof data.subject === 'string' ? data.subject : '',
      lastError: errorText(row.output),
    };
  });
}

/** Failed → retry through pg-boss (it also allows one more attempt than the job had). */
async function retry(database: Database, queue: string, ids: string[]): Promise<number> {
  const connection = bossConnection(database);
  const boss = new PgBoss({
    db: connection.db,
    schema: 'pgboss',
    migrate: false,
    supervise: false,
    schedule: false,
  });
  boss.on('error', (error) => console.error('pg-boss:', error));
  await boss.start();
  try {
    const result = await boss.retry(queue, ids);
    return Number((result as unknown as { affected?: number } | undefined)?.affected ?? 0);
  } finally {
    await boss.stop({ graceful: false, close: false });
    await connection.settle();
    connection.close();
  }
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      queue: { type: 'string', default: MAIL_QUEUE },
      all: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const [command, ...ids] = positionals;
  const queue = values.queue as string;
  if (command !== 'failed' && command !== 'retry') throw new UsageError(USAGE);
  if (command === 'failed' && (ids.length || values.all)) throw new UsageError(USAGE);
  if (command === 'retry') {
    if (values.all === ids.length > 0) throw new UsageError(USAGE);
    const bad = ids.filter((id) => !UUID.test(id));
    if (bad.length) throw new UsageError(`Not a job id: ${bad.join(', ')}\n${USAGE}`);
  }

  keepNewFilesPrivate();
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const failed = await failedJobs(database, queue);
    if (command === 'failed') {
      if (!failed.length) {
        console.log(`No failed jobs in the queue "${queue}".`);
        return;
      }
      console.log(`${failed.length} failed job(s) in the queue "${queue}":`);
      for (const job of failed)
        console.log(
          `${job.id}  ${job.createdOn}  ${job.attempts} attempt(s)  to ${job.to || '?'}  "${job.subject}"\n    last error: ${job.lastError || '(none recorded)'}`,
        );
      console.log(`Retry with: npm run jobs -- retry ID … (or --all)`);
      return;
    }
    const known = new Set(failed.map((job) => job.id));
    const chosen = values.all ? [...known] : ids;
    const unknown = chosen.filter((id) => !known.has(id));
    if (unknown.length) {
      process.exitCode = 1;
      console.error(`Not a failed job of the queue "${queue}": ${unknown.join(', ')}`);
    }
    const retryable = chosen.filter((id) => known.has(id));
    if (!retryable.length) {
      console.log(`Nothing to retry in the queue "${queue}".`);
      return;
    }
    const affected = await retry(database, queue, retryable);
    console.log(
      `Queued ${affected} job(s) of "${queue}" again: a running API instance sends them.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  const usage = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  if (error instanceof UsageError || error instanceof ConfigError) console.error(error.message);
  else if (usage) console.error(`${(error as Error).message}\n${USAGE}`);
  else console.error('jobs:', error);
  process.exit(1);
});

import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { createJobQueue, jobErrorText, type JobQueueLog } from '../jobs/jobQueue';
import {
  linksIn,
  type MailDelivery,
  type MailMessage,
  type Mailer,
  type MailState,
  type OutboxEntry,
} from './mailer';

/** The pg-boss queue every mail goes through. */
export const MAIL_QUEUE = 'mail';

/** Two deliveries at a time per process; more would only queue up at the SMTP server. */
const WORKERS = 2;
/** Another process's jobs (and retries coming due) are picked up within this long. */
const POLL_SECONDS = 1;
/** A job a crashed process held is handed out again after this long (SMTP timeouts are shorter). */
const EXPIRE_SECONDS = 120;
const OUTBOX_LIMIT = 500;

export type MailQueueLog = JobQueueLog;

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

/**
 * Every mail is a pg-boss job in the database (jobs/jobQueue): `send` commits the job and
 * returns; workers in each API process deliver with retries and exponential backoff, each job
 * once across processes. This queue's instance also maintains pg-boss's tables.
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
  const { database, delivery } = options;
  const queue = await createJobQueue<MailMessage>({
    database,
    name: MAIL_QUEUE,
    label: 'mail',
    workers: WORKERS,
    retryLimit: options.retryLimit,
    retryDelaySeconds: options.retryDelaySeconds,
    expireInSeconds: EXPIRE_SECONDS,
    pollingIntervalSeconds: POLL_SECONDS,
    maintain: true,
    log: options.log,
    handle: (job) => delivery.deliver(job.data, job.signal),
    onOutcome: options.onOutcome,
  });

  return {
    mode: delivery.mode,

    async send(message, sendOptions = {}) {
      const data: MailMessage = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      };
      await queue.send(data, sendOptions);
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
          lastError: state === 'queued' || state === 'failed' ? jobErrorText(row.output) : null,
          sentAt: state === 'sent' ? new Date(row.completed_on as string).toISOString() : null,
        };
      });
    },

    start: () => queue.start(),
    stop: (graceMs) => queue.stop(graceMs),
  };
}

import PgBoss from 'pg-boss';
import type { Database } from '../db/client';
import { bossConnection } from './jobQueue';

interface CronJobLog {
  warn(obj: object, msg: string): void;
}

export interface SingletonCronJob<T extends object> {
  /** Queues a run now (one instance's worker takes it); the job id (null if pg-boss refused it). */
  enqueue(data?: T): Promise<string | null>;
  /** Stops this instance's worker, lets pg-boss finish its calls, then lets go of the database. */
  stop(): Promise<void>;
}

/**
 * A job on a cron schedule that runs once per tick across every API instance, one run at a time,
 * all by pg-boss's own means: the schedule lives in the database and pg-boss sends its job once
 * per tick whoever's clock fires (cron times in UTC); the queue's `singleton` policy lets only one
 * job be active at a time; a failed run is retried `retryLimit` times, then stays a failed job.
 * The mail queue's instance installs and maintains pg-boss's tables; this one only schedules and
 * works its own queue.
 */
export async function startSingletonCronJob<T extends object>(options: {
  database: Database;
  queue: string;
  cron: string;
  /** Retries after a failed run, the seconds between them, and how long one run may take. */
  retryLimit: number;
  retryDelaySeconds?: number;
  expireInSeconds: number;
  /** How often this instance asks for a job (an enqueued one starts within this long). */
  pollingIntervalSeconds: number;
  /** What the job's errors are logged as (`<label> queue error`). */
  label: string;
  log: CronJobLog;
  /** One run, with the data it was sent (empty for a scheduled one); its answer is the job's output. */
  run: (data: Partial<T>) => Promise<object>;
}): Promise<SingletonCronJob<T>> {
  const { queue, log } = options;
  const connection = bossConnection(options.database);
  const boss = new PgBoss({
    db: connection.db,
    schema: 'pgboss',
    schedule: true,
    supervise: false, // the mail queue's instance maintains the schema
    migrate: false,
  });
  boss.on('error', (error) => log.warn({ err: error }, `${options.label} queue error`));
  // createQueue is DDL that deadlocks with another process's at start-up (see Database.alone).
  await options.database.alone(async () => {
    await boss.start();
    await boss.createQueue(queue, {
      name: queue,
      policy: 'singleton',
      retryLimit: options.retryLimit,
      ...(options.retryDelaySeconds === undefined ? {} : { retryDelay: options.retryDelaySeconds }),
      expireInSeconds: options.expireInSeconds,
    });
    await boss.schedule(queue, options.cron, {}, { tz: 'UTC' });
  });
  await boss.work<Partial<T>>(
    queue,
    { pollingIntervalSeconds: options.pollingIntervalSeconds, batchSize: 1 },
    async ([job]) => options.run(job?.data ?? {}),
  );
  return {
    enqueue: (data) => boss.send(queue, data ?? {}, { db: connection.runner }),
    async stop() {
      if (connection.closed) return;
      await boss.offWork(queue);
      await boss.stop({ graceful: true, close: false, timeout: 5_000 });
      await connection.settle();
      connection.close();
    },
  };
}

/**
 * The singleton cron job (jobs/cronJob) the scheduled backup and the file sweep are built on,
 * on the real server's database (PGlite, or PostgreSQL in the second pass): its schedule is kept
 * in pg-boss's table in UTC, two instances on one database never run two jobs at once, a run gets
 * the data it was sent, and a failing run is retried the bounded number of times, then stays failed.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { startSingletonCronJob, type SingletonCronJob } from '../src/jobs/cronJob';
import { startTestApi, type TestApi } from './helpers/context';
import { testDriver } from './helpers/testDatabase';

const silent = { warn: () => undefined };

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined) {
  for (let tries = 0; tries < 300; tries++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe(`a singleton cron job on ${testDriver}`, () => {
  let api: TestApi;
  const started: SingletonCronJob<object>[] = [];
  const start: typeof startSingletonCronJob = async (options) => {
    const job = await startSingletonCronJob(options);
    started.push(job as SingletonCronJob<object>);
    return job;
  };

  before(async () => {
    api = await startTestApi();
  });
  after(async () => {
    for (const job of started) await job.stop();
    await api.close();
  });

  test('keeps its schedule in pg-boss in UTC on a singleton queue, and two instances run its jobs one at a time, each once, with their data', async () => {
    const queue = 'test-cron-one-at-a-time';
    const runs: { instance: string; n: number }[] = [];
    let active = 0;
    let most = 0;
    const instance = (name: string) =>
      start<{ n: number }>({
        database: api.app.database,
        queue,
        cron: '5 4 * * *',
        retryLimit: 0,
        expireInSeconds: 60,
        pollingIntervalSeconds: 0.5,
        label: 'test',
        log: silent,
        async run({ n }) {
          active++;
          most = Math.max(most, active);
          await new Promise((resolve) => setTimeout(resolve, 700));
          runs.push({ instance: name, n: n ?? -1 });
          active--;
          return { n };
        },
      });
    const first = await instance('first');
    await instance('second');

    const [schedule] = await api.app.database.rows<{ cron: string; timezone: string }>(
      sql`select cron, timezone from pgboss.schedule where name = ${queue}`,
    );
    assert.deepEqual(schedule, { cron: '5 4 * * *', timezone: 'UTC' });
    const [policy] = await api.app.database.rows<{ policy: string }>(
      sql`select policy from pgboss.queue where name = ${queue}`,
    );
    assert.equal(policy?.policy, 'singleton');

    for (const n of [1, 2, 3]) assert.ok(await first.enqueue({ n }), `job ${n} queued`);
    await until('three runs', () => (runs.length === 3 ? true : undefined));
    assert.equal(most, 1, 'never two runs at once across the two instances');
    assert.deepEqual(
      runs.map((run) => run.n).sort(),
      [1, 2, 3],
      'each job ran once, with its data',
    );
  });

  test('a failing run is retried retryLimit times, then its job stays failed', async () => {
    const queue = 'test-cron-failing';
    let calls = 0;
    const job = await start({
      database: api.app.database,
      queue,
      cron: '5 4 * * *',
      retryLimit: 1,
      retryDelaySeconds: 0,
      expireInSeconds: 60,
      pollingIntervalSeconds: 0.5,
      label: 'test',
      log: silent,
      async run() {
        calls++;
        throw new Error('the store is down');
      },
    });
    const id = await job.enqueue();
    assert.ok(id, 'the job was queued');
    const state = await until('the job to fail for good', async () => {
      const [row] = await api.app.database.rows<{ state: string; retry_count: number }>(
        sql`select state::text as state, retry_count from pgboss.job where id = ${id}`,
      );
      return row?.state === 'failed' ? row : undefined;
    });
    assert.equal(Number(state.retry_count), 1);
    assert.equal(calls, 2, 'the first run and one retry');
  });
});

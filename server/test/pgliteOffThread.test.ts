/**
 * The database never holds up the API's event loop (an admin's lists at scale): on PGlite it runs
 * on its own thread (db/pgliteThread.ts), so while it works on a slow query, requests that do not
 * need it (liveness, answers from the caches) answer at once. On PostgreSQL it always was so.
 * Also guarantees of the PGlite mode that moved with it: LISTEN / NOTIFY through plain SQL on the
 * same handle, ping, close (the lock and the socket gone) and open again (one process per data
 * dir: process.test.ts).
 */
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { openDatabase, sql } from '../src/db/client';
import { startTestApi } from './helpers/context';
import { testDriver } from './helpers/testDatabase';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How long the database is kept busy, and how late a request that does not need it may be. */
const BUSY_MS = 2_000;
const PROMPT_MS = 400;

describe(`the database off the API's event loop (${testDriver})`, () => {
  const dirs: string[] = [];
  after(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  test('while the database runs a slow query, /api/live answers at once', async () => {
    const api = await startTestApi();
    try {
      // Warm: the first request of a process pays for its compiled routes.
      assert.equal((await fetch(`${api.baseUrl}/api/live`)).status, 200);
      const started = Date.now();
      const slow = api.app.database
        .rows(sql`select pg_sleep(${BUSY_MS / 1000})`)
        .then(() => Date.now() - started);
      const asked = Date.now();
      await sleep(100); // the query is running now
      const live = await fetch(`${api.baseUrl}/api/live`);
      const took = Date.now() - asked;
      assert.equal(live.status, 200);
      assert.ok(
        took < 100 + PROMPT_MS,
        `/api/live answered ${took} ms after it was asked, while the database was busy`,
      );
      const busy = await slow;
      assert.ok(busy >= BUSY_MS - 50, `the slow query ran ${busy} ms`);
      // The database answers again afterwards (the health check pings it).
      const health = await fetch(`${api.baseUrl}/api/health`);
      assert.equal(health.status, 200);
      assert.equal(
        ((await health.json()) as { data: { database: string } }).data.database,
        testDriver,
      );
    } finally {
      await api.close();
    }
  });

  test(
    'PGlite: NOTIFY heard by listen, close and open again',
    { skip: testDriver !== 'pglite' && 'PGlite only: PostgreSQL takes several processes' },
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'btj-offthread-test-'));
      dirs.push(dataDir);
      const first = await openDatabase({ dataDir, databaseUrl: null });
      try {
        const heard: string[] = [];
        await first.listen(
          'offthread_test',
          () => heard.push('offthread_test'),
          () => undefined,
        );
        await first.rows(sql`select pg_notify('offthread_test', '')`);
        await first.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_notify('offthread_test', '')`);
        });
        for (let i = 0; i < 50 && heard.length < 2; i++) await sleep(10);
        assert.equal(heard.length, 2);
        await first.ping();
        await first.rows(sql`create table offthread_kept (n int)`);
        await first.rows(sql`insert into offthread_kept values (7)`);
      } finally {
        await first.close();
      }
      // Closed: the lock is gone, the data stayed, nothing of the socket is left in DATA_DIR.
      assert.deepEqual(
        (await readdir(dataDir)).filter((name) => name !== 'pglite'),
        [],
      );
      const second = await openDatabase({ dataDir, databaseUrl: null });
      try {
        const rows = await second.rows<{ n: number }>(sql`select n from offthread_kept`);
        assert.deepEqual(rows, [{ n: 7 }]);
      } finally {
        await second.close();
      }
    },
  );
});

/**
 * Three API processes started at the same moment on one new PostgreSQL database (a cluster's
 * first deploy, or every instance restarted on a new version): all of them come up, the
 * migrations are applied once and the demo accounts seeded once.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import pg from 'pg';
import { TEST_JWT_SECRET } from './helpers/context';
import { freePort, SERVER_DIR, startServer, type ServerProcess } from './helpers/serverProcess';
import { createTestDatabase, testDriver } from './helpers/testDatabase';

describe(
  'API processes that start together on one new PostgreSQL database',
  { skip: testDriver !== 'postgres' && 'PGlite is one process per data dir' },
  () => {
    const servers: ServerProcess[] = [];
    const dataDirs: string[] = [];

    after(async () => {
      for (const server of servers) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    });

    test('all come up; the migrations run once and the demo accounts are seeded once', async () => {
      const databaseUrl = (await createTestDatabase()) as string;
      // One DATA_DIR: instances of one database share one file store (one machine or volume).
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'btj-start-together-'));
      dataDirs.push(dataDir);
      const started = await Promise.allSettled(
        [0, 1, 2].map(async () => {
          const port = await freePort();
          const server = await startServer({
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl,
            API_PORT: String(port),
            PUBLIC_API_URL: `http://127.0.0.1:${port}`,
            JWT_SECRET: TEST_JWT_SECRET,
            DEMO_SEED: 'true',
          });
          servers.push(server);
          return server;
        }),
      );
      const failed = started.filter((result) => result.status === 'rejected');
      assert.deepEqual(
        failed.map((result) => String((result as PromiseRejectedResult).reason).slice(0, 600)),
        [],
      );

      const journal = JSON.parse(
        await readFile(path.join(SERVER_DIR, 'drizzle/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const applied = await client.query(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        assert.equal(applied.rows[0].n, journal.entries.length);
        const admins = await client.query(
          "select count(*)::int as n from users where email = 'admin@example.com'",
        );
        assert.equal(admins.rows[0].n, 1);
      } finally {
        await client.end();
      }
    });
  },
);

/**
 * Rate limits live in the database, not in one process: attempts spread over two API
 * processes on one database hit one limit. On PostgreSQL both run side by side; on PGlite (one
 * process per data dir) the second opens the same DATA_DIR after the first closed.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { LIMIT_DEFAULTS, LOCAL_USE, TEST_JWT_SECRET } from './helpers/context';
import { fromAddress } from './helpers/fromAddress';
import { createTestDatabase, testDriver } from './helpers/testDatabase';

describe(`rate limits shared by processes on one database (${testDriver})`, () => {
  let dataDir: string;
  let databaseUrl: string | null;
  const open: FastifyInstance[] = [];

  async function startProcess(env: Record<string, string> = {}): Promise<{
    app: FastifyInstance;
    at: (address: string) => ReturnType<typeof fromAddress>;
  }> {
    const config = loadConfig({
      NODE_ENV: 'test',
      // One DATA_DIR: on PostgreSQL instances of one database share one file store (and the
      // limits are counted in the database, not in the folder).
      DATA_DIR: dataDir,
      API_PORT: '0',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      ...LOCAL_USE,
      ...LIMIT_DEFAULTS,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    });
    const app = await buildApp(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    open.push(app);
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    return { app, at: (address) => fromAddress(address, base) };
  }
  async function stop(app: FastifyInstance): Promise<void> {
    await app.close();
    open.splice(open.indexOf(app), 1);
  }

  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'btj-shared-limits-'));
    databaseUrl = await createTestDatabase();
  });
  after(async () => {
    for (const app of [...open]) await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('logins from one address spread over two processes hit one per-address limit', async () => {
    const first = await startProcess();
    const { max } = first.app.config.loginIpLimit;
    const half = Math.floor(max / 2);
    const attempt = (i: number) => ({ email: `spread${i}@example.com`, password: 'Guess@12345' });
    for (let i = 0; i < half; i++) {
      const answer = await first.at('127.0.0.2')('POST', '/api/users/login', attempt(i));
      assert.equal(answer.status, 401, `attempt ${i + 1} through the first process`);
    }
    if (testDriver === 'pglite') await stop(first.app);
    const second = await startProcess();
    for (let i = half; i < max; i++) {
      const answer = await second.at('127.0.0.2')('POST', '/api/users/login', attempt(i));
      assert.equal(answer.status, 401, `attempt ${i + 1} through the second process`);
    }
    const refused = await second.at('127.0.0.2')('POST', '/api/users/login', attempt(max));
    assert.equal(refused.status, 429, JSON.stringify(refused.body));
    assert.match(refused.body.message, /^Too many attempts\. Please try again in \d+ \w+\.$/);
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
    if (testDriver === 'postgres') {
      const again = await first.at('127.0.0.2')('POST', '/api/users/login', attempt(max + 1));
      assert.equal(again.status, 429, 'the first process refuses it too');
    }
    // Another address is not limited by it.
    const other = await second.at('127.0.0.3')('POST', '/api/users/login', attempt(0));
    assert.equal(other.status, 401);
    for (const app of [...open]) await stop(app);
  });

  test('ended windows are deleted: the table holds live windows only', async () => {
    const { app, at } = await startProcess({ LOGIN_IP_MAX: '1000' });
    const rows = async () =>
      Number(
        (
          await app.database.rows<{ n: number }>(
            sql`select count(*)::int as n from rate_limit_hits where resets_at <= now()`,
          )
        )[0]?.n,
      );
    // Windows made to end now (as a minute passing would).
    await app.database.rows(
      sql`update rate_limit_hits set resets_at = now() - interval '1 second'`,
    );
    assert.ok((await rows()) > 0, 'the earlier test left windows');
    const answer = await at('127.0.0.9')('POST', '/api/users/login', {
      email: 'sweep@example.com',
      password: 'Guess@12345',
    });
    assert.equal(answer.status, 401);
    for (let waited = 0; (await rows()) > 0 && waited < 5_000; waited += 50)
      await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(await rows(), 0, 'ended windows left in rate_limit_hits');
    await stop(app);
  });
});

/**
 * Two API processes on one PostgreSQL database: a password reset through one ends the old token on
 * the other (each caches token versions; LISTEN/NOTIFY carries the change across).
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { TEST_JWT_SECRET, latestLink, login, newClient, tokenOf } from './helpers/context';
import { client } from './helpers/http';
import { freePort, startServer, type ServerProcess } from './helpers/serverProcess';
import { createTestDatabase, testDriver } from './helpers/testDatabase';

describe(
  'two API processes on one PostgreSQL database',
  { skip: testDriver !== 'postgres' && 'PGlite is one process per data dir' },
  () => {
    const servers: ServerProcess[] = [];
    let dataDir = '';

    before(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'btj-two-processes-'));
      const databaseUrl = (await createTestDatabase()) as string;
      // One after the other: the first applies the migrations and seeds.
      for (let i = 0; i < 2; i++) {
        const port = await freePort();
        servers.push(
          await startServer({
            DATA_DIR: dataDir,
            DATABASE_URL: databaseUrl,
            API_PORT: String(port),
            PUBLIC_API_URL: `http://127.0.0.1:${port}`,
            JWT_SECRET: TEST_JWT_SECRET,
          }),
        );
      }
    });
    after(async () => {
      for (const server of servers) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    });

    test('a password reset through process A ends the token on process B', async () => {
      const [a, b] = servers.map((server) => client(server.baseUrl)) as [
        ReturnType<typeof client>,
        ReturnType<typeof client>,
      ];
      const email = 'two.processes@example.com';
      const user = await newClient(a, email);
      const onB = await login(b, email, user.password);
      const profile = `/api/users/${user.userId}`;
      // B has seen (and cached) the token's user.
      assert.equal((await b.get(profile, { token: onB.token })).status, 200);
      assert.equal((await b.get(profile, { token: user.token })).status, 200);

      await a.post('/api/users/reset', { json: { email } });
      const resetToken = tokenOf(await latestLink(a, email, '/reset-password?token='));
      const done = await a.post(`/api/users/reset/${resetToken}`, {
        json: { password: 'Fresh@12345' },
      });
      assert.equal(done.status, 200, done.text);
      const resetAt = Date.now();

      // The NOTIFY reaches B within milliseconds; allow 2 s on this loaded machine.
      let answer = await b.get(profile, { token: onB.token });
      while (answer.status === 200 && Date.now() - resetAt < 2000) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        answer = await b.get(profile, { token: onB.token });
      }
      assert.equal(answer.status, 401, answer.text);
      assert.equal((await b.get(profile, { token: user.token })).status, 401);
      assert.equal(
        (await b.put(profile, { token: onB.token, json: { firstName: 'Late' } })).status,
        401,
      );
      const fresh = await login(b, email, 'Fresh@12345');
      assert.equal((await a.get(profile, { token: fresh.token })).status, 200);
      assert.equal((await b.get(profile, { token: fresh.token })).status, 200);
    });
  },
);

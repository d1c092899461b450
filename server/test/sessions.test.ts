/**
 * Two API processes on one PostgreSQL database: a password reset through one ends the old token on
 * the other, and a case written through one shows in the other's lists (each caches token versions
 * and case lists; LISTEN/NOTIFY carries the change across).
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { TEST_JWT_SECRET, latestLink, login, newClient, tokenOf } from './helpers/context';
import { caseForm, sample, validCase } from './helpers/files';
import { client, type Answer } from './helpers/http';
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

    test("a case written through process A shows in process B's cached case list", async () => {
      const [a, b] = servers.map((server) => client(server.baseUrl)) as [
        ReturnType<typeof client>,
        ReturnType<typeof client>,
      ];
      const owner = await newClient(a, 'two.processes.cases@example.com');
      // The card page size, which the case-list cache keeps.
      const list = `/api/cases/${owner.userId}?page=1&limit=3`;
      const summaries = async () =>
        ((await b.get(list, { token: owner.token })).body.data as { summary: string }[]).map(
          (item) => item.summary,
        );
      /** Asks B until its list passes `check`; the NOTIFY arrives within milliseconds, 2 s here. */
      async function onBWithin2s(check: (seen: string[]) => boolean): Promise<string[]> {
        const since = Date.now();
        let seen = await summaries();
        while (!check(seen) && Date.now() - since < 2000) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          seen = await summaries();
        }
        return seen;
      }
      assert.deepEqual(await summaries(), []); // B has cached the empty list.

      const created: Answer = await a.post('/api/cases/register', {
        token: owner.token,
        form: caseForm(validCase, { bytes: sample.pdf(), name: 'deed.pdf' }),
      });
      assert.equal(created.status, 201, created.text);
      assert.deepEqual(await onBWithin2s((seen) => seen.length === 1), [validCase.summary]);

      const id = (created.body.data as { _id: string })._id;
      const edited = await a.put(`/api/cases/${id}`, {
        token: owner.token,
        json: { summary: 'The stones were moved again last night.' },
      });
      assert.equal(edited.status, 200, edited.text);
      assert.deepEqual(await onBWithin2s((seen) => seen[0] !== validCase.summary), [
        'The stones were moved again last night.',
      ]);
    });
  },
);

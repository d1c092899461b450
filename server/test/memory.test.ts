/**
 * Memory a client cannot drive (issue 13): the real server as a child process, one verified
 * client with 200 long cases asking for 10 000 distinct pages of its list. The server's resident
 * memory (VmRSS) may grow by at most 64 MB.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { TEST_JWT_SECRET, newClient, type Identity } from './helpers/context';
import { caseForm, sample, validCase } from './helpers/files';
import { client } from './helpers/http';
import { freePort, startServer, type ServerProcess } from './helpers/serverProcess';
import { createTestDatabase, testDriver } from './helpers/testDatabase';

const CASES = 200;
/** The longest summary a case may have (MAX_SUMMARY_LENGTH): what an abuser would send. */
const SUMMARY_LENGTH = 20_000;
const MAX_GROWTH_MB = 64;
const CONCURRENCY = 4;

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN) / 1024;
}

describe(`server process on ${testDriver}: memory under distinct list requests`, () => {
  let dataDir = '';
  let server: ServerProcess | null = null;
  let owner: Identity;

  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'btj-memory-test-'));
    const databaseUrl = await createTestDatabase();
    const port = await freePort();
    server = await startServer({
      DATA_DIR: dataDir,
      API_PORT: String(port),
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: TEST_JWT_SECRET,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    const api = client(server.baseUrl);
    owner = await newClient(api, 'memory@example.com');
    for (let i = 0; i < CASES; i++) {
      const summary =
        `Case ${i}: ${'a boundary dispute in Gasabo. '.repeat(SUMMARY_LENGTH / 29)}`.slice(
          0,
          SUMMARY_LENGTH,
        );
      const created = await api.post('/api/cases/register', {
        token: owner.token,
        form: caseForm({ ...validCase, summary }, { bytes: sample.pdf(), name: `e${i}.pdf` }),
      });
      assert.equal(created.status, 201, created.text);
    }
  });

  after(async () => {
    if (server) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  test(`10 000 distinct list pages by one client grow RSS by at most ${MAX_GROWTH_MB} MB`, async () => {
    const current = server as ServerProcess;
    const pid = current.child.pid as number;
    const list = (page: number, limit: number) =>
      fetch(`${current.baseUrl}/api/cases/${owner.userId}?page=${page}&limit=${limit}`, {
        headers: { authorization: `Bearer ${owner.token}` },
      });
    // Warm up (JIT, pools, the UI's own page sizes) before the baseline.
    for (let page = 1; page <= 20; page++) {
      for (const limit of [3, 10]) {
        const answer = await list(page, limit);
        assert.equal(answer.status, 200);
        await answer.arrayBuffer();
      }
    }
    // …and the largest answers the API gives (100 cases of 20 000 characters, 4 at a time): the
    // heap and the allocator grow once to carry them, whoever asks; growth past that is kept data.
    for (let round = 0; round < 10; round++) {
      await Promise.all(
        [1, 2, 1, 2].map(async (page) => {
          const answer = await list(page, 100);
          assert.equal(answer.status, 200);
          await answer.arrayBuffer();
        }),
      );
    }
    const baseline = await rssMb(pid);

    // Every page 1…100 of every page size 1…100: 10 000 distinct keys, ≈ 1 100 of them with rows.
    const keys: [number, number][] = [];
    for (let limit = 1; limit <= 100; limit++)
      for (let page = 1; page <= 100; page++) keys.push([page, limit]);
    let next = 0;
    let peak = baseline;
    const statuses = new Map<number, number>();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < keys.length) {
          const [page, limit] = keys[next++]!;
          const answer = await list(page, limit);
          await answer.arrayBuffer();
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (next % 500 === 0) peak = Math.max(peak, await rssMb(pid));
        }
      }),
    );
    // What a client can drive is what stays: the last answers' garbage is not it. Give the idle
    // server the few seconds V8 takes to collect, then read what it keeps.
    let end = await rssMb(pid);
    for (let waited = 0; waited < 15_000 && end - baseline > MAX_GROWTH_MB; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      peak = Math.max(peak, end);
      end = await rssMb(pid);
    }
    peak = Math.max(peak, end);
    const growth = end - baseline;
    console.log(
      `  RSS ${baseline.toFixed(0)} MB → ${end.toFixed(0)} MB after ${keys.length} distinct lists (peak ${peak.toFixed(0)} MB, growth ${growth.toFixed(0)} MB)`,
    );
    assert.deepEqual([...statuses], [[200, keys.length]], 'every list answered 200');
    assert.ok(
      growth <= MAX_GROWTH_MB,
      `RSS grew by ${growth.toFixed(0)} MB (from ${baseline.toFixed(0)} to ${end.toFixed(0)} MB)`,
    );
  });
});

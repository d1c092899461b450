/**
 * What a load balancer needs of an API process: liveness (/api/live) and readiness
 * (/api/ready: 503 while draining or when the database is unreachable), and a graceful drain on
 * SIGTERM: no new connection is taken, the request in flight finishes, the process exits 0.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { TEST_JWT_SECRET, newClient, startTestApi } from './helpers/context';
import { caseForm, sample, validCase } from './helpers/files';
import { client, fetchFile } from './helpers/http';
import { freePort, startServer } from './helpers/serverProcess';
import { createTestDatabase, testDriver } from './helpers/testDatabase';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The status of GET `path`, or the error code when no HTTP answer came (ECONNREFUSED …). */
async function probe(baseUrl: string, route: string): Promise<number | string> {
  try {
    return (await fetch(`${baseUrl}${route}`, { signal: AbortSignal.timeout(5_000) })).status;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as Error).name;
  }
}

describe(`liveness, readiness and drain (${testDriver})`, () => {
  const dirs: string[] = [];
  after(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  test('readiness fails when the database is unreachable; liveness still answers', async () => {
    const api = await startTestApi();
    try {
      assert.equal(await probe(api.baseUrl, '/api/live'), 200);
      assert.equal(await probe(api.baseUrl, '/api/ready'), 200);
      await api.app.database.close();
      assert.equal(await probe(api.baseUrl, '/api/ready'), 503);
      const ready = await api.http.get('/api/ready');
      assert.equal(ready.body.status, 'error');
      assert.equal(await probe(api.baseUrl, '/api/live'), 200);
    } finally {
      await api.close().catch(() => undefined);
    }
  });

  test('SIGTERM: readiness fails and new connections are refused, the upload in flight is stored, exit 0', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'btj-drain-test-'));
    dirs.push(dataDir);
    const databaseUrl = await createTestDatabase();
    const port = await freePort();
    const env = {
      DATA_DIR: dataDir,
      API_PORT: String(port),
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: TEST_JWT_SECRET,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    let server = await startServer(env);
    const api = client(server.baseUrl);
    assert.equal(await probe(server.baseUrl, '/api/ready'), 200);
    const owner = await newClient(api, 'drain@example.com');

    // A case upload whose body is sent in two halves, SIGTERM between them.
    const file = Buffer.concat([sample.pdf(), Buffer.alloc(512 * 1024, 0x41)]);
    const form = new Response(caseForm(validCase, { bytes: file, name: 'in-flight.pdf' }));
    const body = Buffer.from(await form.arrayBuffer());
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/cases/register',
          agent: false,
          headers: {
            authorization: `Bearer ${owner.token}`,
            'content-type': form.headers.get('content-type') ?? '',
            'content-length': body.length,
          },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.write(body.subarray(0, body.length >> 1));
      void sleep(1_500).then(() => request.end(body.subarray(body.length >> 1)));
    });
    await sleep(300);
    server.child.kill('SIGTERM');
    await sleep(300);
    const during = await probe(server.baseUrl, '/api/ready');
    assert.ok(during === 'ECONNREFUSED' || during === 503, `readiness while draining: ${during}`);

    const stored = await answer;
    assert.equal(stored.status, 201, stored.text);
    assert.equal(await server.exited, 0, `drained and exited 0:\n${server.output()}`);

    server = await startServer(env);
    try {
      const mine = await api.get(`/api/cases/${owner.userId}`, { token: owner.token });
      assert.equal(mine.status, 200);
      assert.equal(mine.body.data.length, 1, 'the upload in flight was stored');
      const download = await fetchFile(mine.body.data[0].file);
      assert.deepEqual(Buffer.from(await download.arrayBuffer()), file);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});

/**
 * Durability across real processes: the server is started as a child process on a fresh
 * DATA_DIR (and a fresh PostgreSQL database in that pass), stopped, killed and restarted.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { TEST_JWT_SECRET, login, newClient, type Identity } from './helpers/context';
import { caseForm, sample, validCase } from './helpers/files';
import { client, fetchFile } from './helpers/http';
import { freePort, startServer, type ServerProcess } from './helpers/serverProcess';
import { createTestDatabase, testDriver } from './helpers/testDatabase';

describe(`server process on ${testDriver}: restart, crash during upload`, () => {
  let dataDir = '';
  let env: Record<string, string> = {};
  let server: ServerProcess | null = null;
  let owner: Identity;
  const stored = { caseId: '', bytes: Buffer.alloc(0) };

  const api = () => client((server as ServerProcess).baseUrl);
  const uploads = () => path.join(dataDir, 'uploads');
  async function storedFiles() {
    return (await readdir(uploads())).filter((name) => name !== 'tmp').sort();
  }
  async function allCases() {
    const admin = await login(api(), DEMO_ACCOUNTS[0]!.email, DEMO_ACCOUNTS[0]!.password);
    const answer = await api().get('/api/cases/', { token: admin.token });
    assert.equal(answer.status, 200);
    return answer.body.data as { id: string; file: string; fileName: string }[];
  }
  async function stop(signal: NodeJS.Signals) {
    const current = server as ServerProcess;
    current.child.kill(signal);
    const code = await current.exited;
    server = null;
    return code;
  }

  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'btj-process-test-'));
    const databaseUrl = await createTestDatabase();
    const port = await freePort();
    env = {
      DATA_DIR: dataDir,
      API_PORT: String(port),
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: TEST_JWT_SECRET,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    server = await startServer(env);
  });

  after(async () => {
    if (server) await stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  test('start-up prints the URLs and the demo accounts', () => {
    const output = (server as ServerProcess).output();
    assert.match(output, /API: +http:\/\/127\.0\.0\.1:\d+\/api/);
    for (const account of DEMO_ACCOUNTS)
      assert.ok(
        output.includes(`${account.email} / ${account.password}`),
        'output.includes(`${account.email} / ${account.password}`)',
      );
  });

  test('data and files survive a graceful restart (SIGTERM)', async () => {
    owner = await newClient(api(), 'durable@example.com');
    stored.bytes = sample.pdf();
    const created = await api().post('/api/cases/register', {
      token: owner.token,
      form: caseForm(validCase, { bytes: stored.bytes, name: 'keep.pdf' }),
    });
    assert.equal(created.status, 201, created.text);
    stored.caseId = created.body.data.id;

    assert.equal(await stop('SIGTERM'), 0, 'graceful shutdown exits 0');
    server = await startServer(env);

    const relogin = await login(api(), owner.email, owner.password);
    const mine = await api().get(`/api/cases/${relogin.userId}`, { token: relogin.token });
    assert.equal(mine.status, 200);
    assert.deepEqual(
      mine.body.data.map((entry: { id: string }) => entry.id),
      [stored.caseId],
    );
    const download = await fetchFile(mine.body.data[0].file);
    assert.equal(download.status, 200);
    assert.deepEqual(Buffer.from(await download.arrayBuffer()), stored.bytes);
    // The old token still works: the secret is the same, and the seed did not run twice.
    assert.equal(
      (await api().get(`/api/users/${owner.userId}`, { token: owner.token })).status,
      200,
    );
    const lawyers = await api().get('/api/users/lawyers');
    assert.equal(lawyers.body.data.length, 2);
  });

  test('a process killed during an upload leaves no half case and no orphan file after restart', async () => {
    const casesBefore = await allCases();
    const filesBefore = await storedFiles();
    const token = (await login(api(), owner.email, owner.password)).token;
    const port = Number(env.API_PORT);

    // Stream a large upload slowly, so the server is surely in the middle of it.
    const boundary = `----btj${randomBytes(8).toString('hex')}`;
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/cases/register',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'transfer-encoding': 'chunked',
      },
    });
    request.on('error', () => undefined);
    request.write(
      field('caseType', validCase.caseType) +
        field('caseSubtype', validCase.caseSubtype) +
        field('summary', 'Interrupted upload'),
    );
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="interrupted.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const tmp = path.join(uploads(), 'tmp');
    let partial: { name: string; size: number } | null = null;
    for (let i = 0; i < 200 && !partial; i++) {
      request.write(Buffer.alloc(128 * 1024, 0x41));
      await new Promise((resolve) => setTimeout(resolve, 20));
      for (const name of await readdir(tmp)) {
        const size = (await stat(path.join(tmp, name))).size;
        if (size >= 512 * 1024) partial = { name, size };
      }
    }
    assert.ok(partial, 'the upload reached the temp folder');

    assert.equal(await stop('SIGKILL'), 'SIGKILL');
    request.destroy();
    assert.ok(
      (await readdir(tmp)).includes(partial.name),
      'the killed process left its half file behind',
    );
    // A stored file no row points at (as left by a crash between the file move and the commit).
    const strayKey = randomBytes(24).toString('hex');
    await writeFile(path.join(uploads(), strayKey), sample.pdf());

    server = await startServer(env);
    assert.deepEqual(await readdir(tmp), [], 'temp folder swept');
    assert.deepEqual(await storedFiles(), filesBefore, 'no orphan file');
    const casesAfter = await allCases();
    assert.deepEqual(
      casesAfter.map((entry) => entry.id),
      casesBefore.map((entry) => entry.id),
      'no half case',
    );
    // And uploads still work after the crash.
    const again = await api().post('/api/cases/register', {
      token,
      form: caseForm(validCase, { bytes: sample.png(), name: 'after.png' }),
    });
    assert.equal(again.status, 201, again.text);
    assert.equal((await storedFiles()).length, filesBefore.length + 1);
  });

  test(
    'a second server on the same PGlite data dir is refused while the first runs',
    { skip: testDriver !== 'pglite' && 'PostgreSQL allows several servers' },
    async () => {
      const port = await freePort();
      await assert.rejects(
        startServer(
          { ...env, API_PORT: String(port), PUBLIC_API_URL: `http://127.0.0.1:${port}` },
          20_000,
        ),
        /in use by process/,
      );
    },
  );
});

describe(`server logs on ${testDriver}: request ids, JSON in production form, readable lines for people`, () => {
  const started: { server: ServerProcess; dataDir: string }[] = [];

  async function start(extra: Record<string, string>): Promise<ServerProcess> {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'btj-logs-test-'));
    const databaseUrl = await createTestDatabase();
    const port = await freePort();
    const server = await startServer({
      DATA_DIR: dataDir,
      API_PORT: String(port),
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'info',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...extra,
    });
    started.push({ server, dataDir });
    return server;
  }

  after(async () => {
    for (const { server, dataDir } of started) {
      server.child.kill('SIGKILL');
      await server.exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  /** Waits until the server has written a log line with all of `texts` (logs follow the answer). */
  async function logged(server: ServerProcess, ...texts: string[]): Promise<void> {
    const found = () =>
      server
        .output()
        .split('\n')
        .some((line) => texts.every((text) => line.includes(text)));
    for (let waited = 0; !found(); waited += 20) {
      assert.ok(
        waited < 5_000,
        `no log line with ${texts.join(' and ')}:\n${server.output().slice(-2_000)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  test('JSON lines: a well-formed incoming x-request-id is answered back and on every line of its request; anything else is replaced', async () => {
    const server = await start({});
    const given = `trace-${randomBytes(8).toString('hex')}`;
    const answer = await fetch(`${server.baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': given },
      body: JSON.stringify({ email: 'nobody.logs@example.com', password: 'Wrong@12345' }),
    });
    assert.equal(answer.status, 401);
    assert.equal(answer.headers.get('x-request-id'), given);
    await logged(server, given, '"request completed"');

    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const ofRequest = lines.filter((line) => line.reqId === given);
    assert.deepEqual(
      ofRequest.map((line) => line.msg),
      ['incoming request', 'request completed'],
    );
    const loginLines = lines.filter(
      (line) => (line.req as { url?: string } | undefined)?.url === '/api/users/login',
    );
    assert.ok(
      loginLines.length > 0 && loginLines.every((line) => line.reqId === given),
      `every line of the login request carries ${given}`,
    );

    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), 'line\u00e9break-0123']) {
      const replaced = await fetch(`${server.baseUrl}/api/live`, {
        headers: { 'x-request-id': bad },
      });
      const id = replaced.headers.get('x-request-id') ?? '';
      assert.match(
        id,
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        bad,
      );
      await logged(server, id);
      assert.ok(!server.output().includes(bad), `the refused id ${bad} is never logged`);
    }
    // Without one, every request still gets its own.
    const first = (await fetch(`${server.baseUrl}/api/live`)).headers.get('x-request-id');
    const second = (await fetch(`${server.baseUrl}/api/live`)).headers.get('x-request-id');
    assert.ok(first && second && first !== second, `${first} ${second}`);
    // An answer with no route behind it (a malformed URL) carries its id too.
    const malformed = await fetch(`${server.baseUrl}/api/cases/%E0%A4%A`);
    assert.equal(malformed.status, 400);
    assert.ok(malformed.headers.get('x-request-id'), 'the id on a framework error');
  });

  test('LOG_FORMAT=pretty prints readable lines with the request id, and the start banner whole', async () => {
    const server = await start({ LOG_FORMAT: 'pretty' });
    const given = `pretty-${randomBytes(8).toString('hex')}`;
    const answer = await fetch(`${server.baseUrl}/api/live`, {
      headers: { 'x-request-id': given },
    });
    assert.equal(answer.status, 200);
    await logged(server, `[${given}] request completed`);
    const lines = server.output().split('\n');
    assert.deepEqual(
      lines.filter((line) => line.trimStart().startsWith('{')),
      [],
      'no JSON line',
    );
    const completed = lines.find((line) => line.includes(`[${given}] request completed`))!;
    assert.match(
      completed,
      /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: \[pretty-[0-9a-f]+\] request completed → 200 in \d+\.\d ms$/,
    );
    const incoming = lines.find((line) => line.includes(`[${given}] incoming request`))!;
    assert.match(incoming, /incoming request GET \/api\/live/);
    // The banner's lines come one after another, no log line in between.
    const banner = lines.findIndex((line) => line.startsWith('Bridge to Justice API ready in'));
    assert.ok(banner >= 0, server.output());
    assert.match(lines[banner + 1]!, /^ {2}API: /);
    assert.match(lines[banner + 2]!, /^ {2}Docs: /);
    assert.match(lines[banner + 3]!, /^ {2}Database: /);
    assert.match(lines[banner + 4]!, /^ {2}Mail: /);
  });
});

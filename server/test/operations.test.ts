/**
 * What the operator does to a running deployment: rotate the JWT secret without signing everyone
 * out, see and retry a mail that never left (`npm run jobs`), and keep the API's map private in
 * production.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { TEST_ENV, TEST_JWT_SECRET, login, newClient, startTestApi } from './helpers/context';
import { caseForm, sample, validCase } from './helpers/files';
import { client, type Client } from './helpers/http';
import { SERVER_DIR } from './helpers/serverProcess';
import { registration } from './helpers/registration';
import { deliveredTo, startSmtp, waitFor } from './helpers/smtp';
import { createTestDatabase, testDriver } from './helpers/testDatabase';

const NEW_SECRET = 'the-rotated-secret-of-this-firm-0123456789-abcdef';

/** One data dir and database, on which API instances are started and stopped in turn. */
async function deployment() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'btj-operations-'));
  const databaseUrl = await createTestDatabase();
  const base: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    ...TEST_ENV,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  let running: FastifyInstance | null = null;
  return {
    env: (more: Record<string, string> = {}) => ({ ...base, ...more }),
    /** Starts an instance with these settings (the one before must be stopped). */
    async start(more: Record<string, string> = {}): Promise<Client> {
      const app = await buildApp(loadConfig({ ...base, API_PORT: '0', ...more }));
      await app.listen({ port: 0, host: 'localhost' });
      running = app;
      return client(app.publicApiUrl());
    },
    async stop() {
      await running?.close();
      running = null;
    },
    async remove() {
      await running?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** `npm run jobs -- …` as the operator runs it, with the deployment's settings. */
async function jobs(env: Record<string, string>, ...args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/jobs.ts', ...args], {
    cwd: SERVER_DIR,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

describe(`rotating the JWT secret on ${testDriver}`, () => {
  const cleanup: (() => Promise<void>)[] = [];
  after(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  test('with JWT_SECRET_PREVIOUS a session and a download link of the old secret still work; new tokens use the new one; without it the old ones end', async () => {
    const firm = await deployment();
    cleanup.push(() => firm.remove());
    let http = await firm.start();
    const owner = await newClient(http, 'rotation@example.com');
    const created = await http.post('/api/cases/register', {
      token: owner.token,
      form: caseForm(validCase, { bytes: sample.pdf(), name: 'title.pdf' }),
    });
    assert.equal(created.status, 201, created.text);
    const listed = await http.get(`/api/cases/${owner.userId}`, { token: owner.token });
    const oldLink = new URL(listed.body.data[0].file as string);
    await firm.stop();

    // The new secret, the old one still accepted.
    http = await firm.start({ JWT_SECRET: NEW_SECRET, JWT_SECRET_PREVIOUS: TEST_JWT_SECRET });
    const mine = await http.get(`/api/cases/${owner.userId}`, { token: owner.token });
    assert.equal(mine.status, 200, `the old token during the rotation: ${mine.text}`);
    const download = await http.get(`${oldLink.pathname}${oldLink.search}`);
    assert.equal(download.status, 200, `the old download link during the rotation`);
    const fresh = await login(http, owner.email, owner.password);
    await firm.stop();

    // The rotation is over: the old secret is gone.
    http = await firm.start({ JWT_SECRET: NEW_SECRET });
    const old = await http.get(`/api/cases/${owner.userId}`, { token: owner.token });
    assert.equal(old.status, 401, 'a token of the removed secret is refused');
    const oldDownload = await http.get(`${oldLink.pathname}${oldLink.search}`);
    assert.equal(oldDownload.status, 403, 'a link of the removed secret is refused');
    const renewed = await http.get(`/api/cases/${owner.userId}`, { token: fresh.token });
    assert.equal(renewed.status, 200, `a token signed during the rotation: ${renewed.text}`);
    await firm.stop();
  });
});

describe(`a mail that never left, on ${testDriver}`, () => {
  const cleanup: (() => Promise<void>)[] = [];
  after(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  test('npm run jobs -- failed lists it with its last error; npm run jobs -- retry sends it', async () => {
    let refusing = true;
    const smtp = await startSmtp({ refuseRcpt: () => refusing });
    cleanup.push(() => smtp.close());
    const firm = await deployment();
    cleanup.push(() => firm.remove());
    const settings = { SMTP_URL: smtp.url, MAIL_RETRY_LIMIT: '0' };
    const http = await firm.start(settings);
    const email = 'never.left@example.com';
    const registered = await http.post('/api/users/register', { json: registration(email) });
    assert.equal(registered.status, 201, registered.text);
    await waitFor(async () => {
      const outbox = await http.get('/api/dev/outbox');
      return (outbox.body as { to: string; state: string }[]).some(
        (mail: { to: string; state: string }) => mail.to === email && mail.state === 'failed',
      );
    }, 'the verification mail failed');
    // PGlite is owned by one process: the operator stops the instance first (PostgreSQL need not).
    if (testDriver === 'pglite') await firm.stop();

    const listed = await jobs(firm.env(settings), 'failed');
    assert.equal(listed.code, 0, listed.output);
    assert.match(listed.output, /^1 failed job\(s\) in the queue "mail":$/m);
    assert.match(
      listed.output,
      /1 attempt\(s\) {2}to never\.left@example\.com {2}"Verify your Bridge/,
    );
    assert.match(listed.output, /last error: .*Try again later/);
    const id = /^([0-9a-f-]{36}) {2}/m.exec(listed.output)?.[1];
    assert.ok(id, `a job id in: ${listed.output}`);

    const unknown = await jobs(firm.env(settings), 'retry', '00000000-0000-4000-8000-000000000000');
    assert.equal(unknown.code, 1, unknown.output);
    assert.match(unknown.output, /Not a failed job of the queue "mail"/);
    const usage = await jobs(firm.env(settings), 'retry');
    assert.equal(usage.code, 1, usage.output);
    assert.match(usage.output, /^Usage:/m);

    refusing = false;
    const retried = await jobs(firm.env(settings), 'retry', id);
    assert.equal(retried.code, 0, retried.output);
    assert.match(retried.output, /Queued 1 job\(s\) of "mail" again/);
    if (testDriver === 'pglite') await firm.start(settings);
    await waitFor(() => deliveredTo(smtp, email).length > 0, 'the retried mail is delivered');
    assert.match(deliveredTo(smtp, email)[0]!.raw, /Verify your Bridge to Justice account/);
    if (testDriver === 'pglite') await firm.stop();
    const after = await jobs(firm.env(settings), 'failed');
    assert.match(after.output, /No failed jobs in the queue "mail"\./);
  });
});

describe(`the API documentation in production on ${testDriver}`, () => {
  const production = {
    NODE_ENV: 'production',
    MAIL_TO_FOLDER: '1',
    SMS_TO_FOLDER: '1',
    DEMO_SEED: '',
    DEV_OUTBOX: '',
  };

  test('is not served unless API_DOCS=1', async () => {
    const api = await startTestApi(production);
    try {
      for (const route of ['/api/docs', '/api/docs/json'])
        assert.equal((await api.http.get(route)).status, 404, route);
      assert.equal((await api.http.get('/api/health')).status, 200);
    } finally {
      await api.close();
    }
    const asked = await startTestApi({ ...production, API_DOCS: '1' });
    try {
      const doc = await asked.http.get('/api/docs/json');
      assert.equal(doc.status, 200, doc.text);
      assert.equal(doc.body.info.title, 'Bridge to Justice API');
    } finally {
      await asked.close();
    }
  });
});

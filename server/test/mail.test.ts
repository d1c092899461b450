/**
 * Mail as durable jobs, against a real SMTP server in this process: a request
 * never waits on SMTP, a mail queued while SMTP is down or refusing goes out once it is back, the
 * dev outbox shows each mail's state, and two API processes on one PostgreSQL send each mail once.
 */
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import {
  TEST_JWT_SECRET,
  newClient,
  registration,
  startTestApi,
  type TestApi,
} from './helpers/context';
import { caseForm, sample, validCase } from './helpers/files';
import { client } from './helpers/http';
import { freePort, startServer, type ServerProcess } from './helpers/serverProcess';
import { deliveredTo, startSmtp, waitFor, type TestSmtp } from './helpers/smtp';
import { createTestDatabase, testDriver } from './helpers/testDatabase';

interface OutboxState {
  to: string;
  subject: string;
  links: string[];
  createdAt: string;
  state: 'queued' | 'sending' | 'sent' | 'failed';
  attempts: number;
  lastError: string | null;
}

const MAIL_ENV = { DEV_OUTBOX: '1', MAIL_RETRY_DELAY_S: '1' };

async function outboxFor(api: { get: TestApi['http']['get'] }, to: string) {
  const answer = await api.get<OutboxState[]>('/api/dev/outbox');
  assert.equal(answer.status, 200, answer.text);
  return answer.body.filter((mail) => mail.to === to);
}

async function register(http: TestApi['http'], email: string) {
  const started = performance.now();
  const answer = await http.post('/api/users/register', { json: registration(email) });
  return { answer, ms: performance.now() - started };
}

describe(`mail as durable jobs on ${testDriver}`, () => {
  const cleanup: Array<() => Promise<unknown>> = [];
  after(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  test('register answers at once while the SMTP server never answers its greeting; the mail waits in the queue', async () => {
    const smtp = await startSmtp({ hang: true });
    cleanup.push(() => smtp.close());
    const api = await startTestApi({ ...MAIL_ENV, SMTP_URL: smtp.url });
    let closed = false;
    cleanup.push(async () => closed || api.close());

    const timings: number[] = [];
    for (let i = 0; i < 6; i++) {
      const email = `hang${i}@example.com`;
      // Today's code waited 30 s here; stop at 5 s so the failure is a measurement, not a hang.
      const timed = await Promise.race([
        register(api.http, email),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('register still waiting after 5 s')), 5_000),
        ),
      ]);
      assert.equal(timed.answer.status, 201, timed.answer.text);
      if (i > 0) timings.push(timed.ms); // the first one warms up the route
    }
    timings.sort((a, b) => a - b);
    // Waiting on SMTP would take the greeting timeout (10 s; the old code 30 s). The 200 ms figure
    // is held by `npm run bench` (register p99 while SMTP hangs): a loaded test machine can take
    // a few hundred ms for any register (argon2), so the test bound only separates the two.
    assert.ok(timings.at(-1)! < 2_000, `slowest register ${timings.at(-1)!.toFixed(0)} ms`);

    const [mail] = await outboxFor(api.http, 'hang3@example.com');
    assert.ok(mail, 'the verification mail is listed');
    assert.match(mail.state, /^(queued|sending)$/);
    assert.ok(
      mail.links.some((link) => link.includes('/verify?token=')),
      "mail.links.some((link) => link.includes('/verify?token='))",
    );

    // Closing must not wait on the hanging server: the job in flight is released, not lost.
    const closing = performance.now();
    await api.close();
    closed = true;
    assert.ok(performance.now() - closing < 8_000, 'close released the stuck delivery');
  });

  test('a mail queued while SMTP is down is delivered once it is back; the outbox shows attempts and the last error', async () => {
    const port = await freePort(); // nothing listens: connections are refused
    const api = await startTestApi({ ...MAIL_ENV, SMTP_URL: `smtp://127.0.0.1:${port}` });
    cleanup.push(() => api.close());
    const email = 'down@example.com';
    const { answer } = await register(api.http, email);
    assert.equal(answer.status, 201, answer.text);

    const failing = await waitFor(
      async () =>
        (await outboxFor(api.http, email)).find(
          (mail) => mail.state === 'queued' && mail.attempts >= 1,
        ),
      'a failed attempt in the outbox',
    );
    assert.match(failing.lastError ?? '', /ECONNREFUSED|connect/i);

    const smtp = await startSmtp({ port });
    cleanup.push(() => smtp.close());
    await waitFor(() => deliveredTo(smtp, email).length > 0, 'delivery after SMTP is back');
    const sent = await waitFor(
      async () => (await outboxFor(api.http, email)).find((mail) => mail.state === 'sent'),
      'the outbox to show it sent',
    );
    assert.ok(sent.attempts >= 2, `attempts ${sent.attempts}`);
    assert.equal(sent.lastError, null);
    assert.match(deliveredTo(smtp, email)[0]!.raw, /Verify your Bridge to Justice account/);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    assert.equal(deliveredTo(smtp, email).length, 1, 'delivered once');
  });

  test('a mail the SMTP server refuses for a while is retried with growing delays until it goes through', async () => {
    const smtp = await startSmtp({ refuseRcpt: (attempt) => attempt <= 2 });
    cleanup.push(() => smtp.close());
    const api = await startTestApi({ ...MAIL_ENV, SMTP_URL: smtp.url });
    cleanup.push(() => api.close());
    const email = 'refused@example.com';
    assert.equal((await register(api.http, email)).answer.status, 201);

    const retrying = await waitFor(
      async () =>
        (await outboxFor(api.http, email)).find(
          (mail) => mail.state === 'queued' && mail.attempts >= 1,
        ),
      'a refused attempt',
    );
    assert.match(retrying.lastError ?? '', /451/);

    await waitFor(() => deliveredTo(smtp, email).length > 0, 'delivery on the third attempt');
    const sent = await waitFor(
      async () => (await outboxFor(api.http, email)).find((mail) => mail.state === 'sent'),
      'the outbox to show it sent',
    );
    assert.equal(sent.attempts, 3);
    assert.equal(smtp.attempts.length, 3);
    const [first, second, third] = smtp.attempts as [number, number, number];
    // Backoff: with a 1 s base the first retry waits 1–2 s, the second 2–4 s.
    assert.ok(second - first >= 900, `first retry after ${second - first} ms`);
    assert.ok(third - second >= 1_900, `second retry after ${third - second} ms`);
  });

  test('a mail sent while the API is shutting down (worker already stopped) is still queued', async () => {
    const api = await startTestApi(MAIL_ENV);
    cleanup.push(() => api.close());
    // What a request still running after preClose does: the worker is gone, the database is not.
    await api.app.mailer.stop();
    await api.app.mailer.send({ to: 'late@example.com', subject: 'Late', text: 'late', html: '' });
    const [mail] = await outboxFor(api.http, 'late@example.com');
    assert.equal(mail?.state, 'queued');
  });

  test('a mail queued while SMTP is down survives a restart of the API and goes out after it', async () => {
    const smtpPort = await freePort();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'btj-mail-test-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const databaseUrl = await createTestDatabase();
    const port = await freePort();
    const env = {
      ...MAIL_ENV,
      DATA_DIR: dataDir,
      API_PORT: String(port),
      JWT_SECRET: TEST_JWT_SECRET,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    let server: ServerProcess = await startServer(env);
    cleanup.push(async () => server.child.kill('SIGKILL'));
    const http = client(server.baseUrl);
    const email = 'restart@example.com';
    assert.equal((await register(http, email)).answer.status, 201);
    await waitFor(
      async () => (await outboxFor(http, email)).find((mail) => mail.attempts >= 1),
      'a failed attempt',
    );
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0);

    const smtp = await startSmtp({ port: smtpPort });
    cleanup.push(() => smtp.close());
    server = await startServer(env);
    await waitFor(() => deliveredTo(smtp, email).length > 0, 'delivery after the restart');
    const [mail] = await outboxFor(client(server.baseUrl), email);
    assert.equal(mail?.state, 'sent');
    server.child.kill('SIGTERM');
    assert.equal(await server.exited, 0);
  });

  test(
    'two API processes on one PostgreSQL deliver each mail exactly once, also after SMTP was down',
    { skip: testDriver !== 'postgres' && 'PostgreSQL only: PGlite is one process' },
    async () => {
      const smtpPort = await freePort();
      const databaseUrl = (await createTestDatabase()) as string;
      const servers: ServerProcess[] = [];
      // One DATA_DIR: instances on one database share one file store.
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'btj-mail-test-'));
      cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
      for (let i = 0; i < 2; i++) {
        const port = await freePort();
        // One at a time: both apply migrations and create the queue on an empty database.
        const server = await startServer({
          ...MAIL_ENV,
          DATA_DIR: dataDir,
          API_PORT: String(port),
          JWT_SECRET: TEST_JWT_SECRET,
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          DATABASE_URL: databaseUrl,
        });
        servers.push(server);
        cleanup.push(async () => server.child.kill('SIGKILL'));
      }
      const emails = Array.from({ length: 12 }, (_, i) => `twice${i}@example.com`);
      await Promise.all(
        emails.map(async (email, i) => {
          const { answer } = await register(client(servers[i % 2]!.baseUrl), email);
          assert.equal(answer.status, 201, answer.text);
        }),
      );
      const http = client(servers[0]!.baseUrl);
      await waitFor(async () => {
        const all = await http.get<OutboxState[]>('/api/dev/outbox');
        return emails.every((email) =>
          all.body.some((mail) => mail.to === email && mail.attempts >= 1),
        );
      }, 'every mail to fail once');
      const smtp: TestSmtp = await startSmtp({ port: smtpPort });
      cleanup.push(() => smtp.close());
      await waitFor(
        () => emails.every((email) => deliveredTo(smtp, email).length > 0),
        'every mail delivered',
        30_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 3_000)); // room for a duplicate to show
      for (const email of emails) assert.equal(deliveredTo(smtp, email).length, 1, email);
      assert.equal(smtp.received.length, emails.length);
      for (const server of servers) {
        server.child.kill('SIGTERM');
        assert.equal(await server.exited, 0);
      }
    },
  );

  test(
    'two API processes scanning for due reminders on one PostgreSQL queue and send each reminder once',
    { skip: testDriver !== 'postgres' && 'PostgreSQL only: PGlite is one process' },
    async () => {
      const smtp = await startSmtp();
      cleanup.push(() => smtp.close());
      const databaseUrl = (await createTestDatabase()) as string;
      const servers: ServerProcess[] = [];
      // One DATA_DIR: instances on one database share one file store.
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'btj-mail-test-'));
      cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
      for (let i = 0; i < 2; i++) {
        const port = await freePort();
        const server = await startServer({
          ...MAIL_ENV,
          DEMO_SEED: '1',
          DATA_DIR: dataDir,
          API_PORT: String(port),
          PUBLIC_API_URL: `http://127.0.0.1:${port}`,
          JWT_SECRET: TEST_JWT_SECRET,
          SMTP_URL: smtp.url,
          DATABASE_URL: databaseUrl,
          MESSAGE_REMINDER_MS: '300',
          MESSAGE_REMINDER_CHECK_MS: '20',
        });
        servers.push(server);
        cleanup.push(async () => server.child.kill('SIGKILL'));
      }
      const http = client(servers[0]!.baseUrl);
      const owner = await newClient(http, 'reminded.owner@example.com');
      const caseIds: string[] = [];
      for (let i = 0; i < 3; i++) {
        const created = await http.post('/api/cases/register', {
          token: owner.token,
          form: caseForm(validCase, { bytes: sample.pdf(), name: 'evidence.pdf' }),
        });
        assert.equal(created.status, 201, created.text);
        caseIds.push(created.body.data.id);
        const sent = await client(servers[i % 2]!.baseUrl).post(
          `/api/cases/${created.body.data.id}/messages`,
          { token: owner.token, json: { text: `Please call me (${i})` } },
        );
        assert.equal(sent.status, 201, sent.text);
      }
      // The owner wrote them; the admin (no lawyer assigned) is the participant left unread.
      const reminders = () =>
        smtp.received.filter((mail) => /unread message on Bridge to Justice/.test(mail.raw));
      await waitFor(
        () =>
          caseIds.every((id) => reminders().some((mail) => mail.raw.includes(`/messages/${id}`))),
        'a reminder per case',
      );
      await new Promise((resolve) => setTimeout(resolve, 2_000)); // room for a duplicate to show
      for (const id of caseIds)
        assert.equal(
          reminders().filter((mail) => mail.raw.includes(`/messages/${id}`)).length,
          1,
          `one reminder for case ${id}`,
        );
      for (const server of servers) {
        server.child.kill('SIGTERM');
        assert.equal(await server.exited, 0);
      }
    },
  );
});

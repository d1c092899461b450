/**
 * The cluster of `npm run cluster`: PostgreSQL, the S3-compatible server, three API
 * instances and nginx, started once for these tests. Instances are called straight (api-1 …) where
 * the test is about which one answers, and through nginx (the one origin) otherwise.
 */
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { FILE_SWEEP_QUEUE } from '../../src/files/sweep';
import { startCluster, type Cluster } from '../../../scripts/cluster/cluster';
import { rollCluster, type RollReport } from '../../../scripts/cluster/roll';
import { DEMO_ACCOUNTS } from '../../src/db/seed';
import { RAISED_LIMITS, latestLink, login, newClient, tokenOf } from '../helpers/context';
import { caseForm, sample, validCase } from '../helpers/files';
import { fromAddress } from '../helpers/fromAddress';
import { client, fetchFile, type Client } from '../helpers/http';
import { registration } from '../helpers/registration';
import { startSmtp, type TestSmtp } from '../helpers/smtp';
import { runMixedLoad } from './mixedLoad';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every file under `dir` (none when it does not exist). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

interface StoredObject {
  /** The object's key (its last path segment). */
  key: string;
  /** Staged by an upload whose row is not committed yet (under pending/). */
  pending: boolean;
}

/** The bucket's objects, read from s3rver's folder (`<key>._S3rver_object` files). */
async function storedObjects(cluster: Cluster): Promise<StoredObject[]> {
  const suffix = '._S3rver_object';
  return (await filesUnder(cluster.s3.dir))
    .filter((file) => file.endsWith(suffix))
    .map((file) => ({
      key: path.basename(file).slice(0, -suffix.length),
      pending: file.split(path.sep).includes('pending'),
    }));
}

const keysOf = (objects: StoredObject[]) => objects.map((object) => object.key).sort();

describe('the cluster: three API instances behind nginx on one PostgreSQL and one object store', () => {
  let cluster: Cluster;
  let smtp: TestSmtp;
  let db: pg.Client;
  let via: Client;
  /** While true, the SMTP server answers every recipient 451 (a mail server refusing mail). */
  let smtpRefuses = false;
  const instance = (i: number) => client(cluster.apis[i]!.url);

  /** Waits until an alert with these labels is firing (true) or gone (false) in Prometheus. */
  async function alertFiring(labels: Record<string, string>, firing: boolean, timeoutMs = 60_000) {
    const matches = (alert: { labels: Record<string, string> }) =>
      Object.entries(labels).every(([key, value]) => alert.labels[key] === value);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const alerts = await cluster.prometheus!.alerts();
      const found = alerts.find((alert) => matches(alert) && alert.state === 'firing');
      if (firing ? found : !alerts.some(matches)) return;
      if (Date.now() > deadline)
        throw new Error(
          `${JSON.stringify(labels)} ${firing ? 'never fired' : 'still active'}; alerts: ${JSON.stringify(alerts)}`,
        );
      await sleep(250);
    }
  }

  /** Every file key a row holds (cases, their documents, message attachments). */
  async function referencedKeys(): Promise<Set<string>> {
    const { rows } = await db.query<{ key: string }>(`
      select file_key as key from cases where file_key is not null
      union select file_key from case_messages where file_key is not null
      union select file_key from case_documents`);
    return new Set(rows.map((row) => path.basename(row.key)));
  }

  before(async () => {
    smtp = await startSmtp({ refuseRcpt: () => smtpRefuses });
    cluster = await startCluster({
      instances: 3,
      // The demo admin and the outbox: these tests sign in as the admin and follow mailed links.
      demo: true,
      env: {
        ...RAISED_LIMITS,
        SMTP_URL: smtp.url,
        // Three instances scan for due reminders every 200 ms: each must still go out once.
        MESSAGE_REMINDER_MS: '1500',
        MESSAGE_REMINDER_CHECK_MS: '200',
        // A refused mail is tried again within seconds (the alert test keeps failures coming).
        MAIL_RETRY_DELAY_S: '1',
      },
      // Every second, with the rules' minutes taken as seconds: alerts fire within the test.
      prometheus: { scrapeIntervalSeconds: 1, ruleTimeScale: 1 / 60 },
    });
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    via = client(cluster.origin);
  });
  after(async () => {
    await db?.end();
    await cluster?.stop();
    await smtp?.close();
  });

  test('nginx is one origin for /api; every instance is live and ready', async () => {
    for (const api of cluster.apis) {
      assert.equal((await fetch(`${api.url}/api/ready`)).status, 200, api.name);
      assert.equal((await fetch(`${api.url}/api/live`)).status, 200, api.name);
    }
    const health = await via.get('/api/health');
    assert.equal(health.status, 200, health.text);
    assert.equal(health.body.data.database, 'postgres');
  });

  test('nginx names no version, in its Server header or on its own error pages', async () => {
    const proxied = await fetch(`${cluster.origin}/api/health`);
    assert.equal(proxied.status, 200);
    assert.equal(proxied.headers.get('server'), 'nginx', 'the Server header of a proxied answer');
    // API only here: nginx answers "/" itself with its error page.
    const own = await fetch(`${cluster.origin}/no-such-page`);
    assert.equal(own.status, 404);
    assert.equal(own.headers.get('server'), 'nginx', "the Server header of nginx's own page");
    const page = await own.text();
    assert.match(page, /<center>nginx<\/center>/, page);
  });

  test('a file uploaded through instance A downloads through B and C; a case deleted through C leaves no object', async () => {
    const owner = await newClient(instance(0), 'cluster.files@example.com');
    const bytes = sample.pdf();
    const before = await storedObjects(cluster);
    const created = await instance(0).post('/api/cases/register', {
      token: owner.token,
      form: caseForm(validCase, { bytes, name: 'through-a.pdf' }),
    });
    assert.equal(created.status, 201, created.text);
    assert.equal((await storedObjects(cluster)).length, before.length + 1, 'one object stored');

    for (const i of [1, 2]) {
      const mine = await instance(i).get(`/api/cases/${owner.userId}`, { token: owner.token });
      assert.equal(mine.status, 200, mine.text);
      const link = new URL(mine.body.data[0].file as string);
      const direct = `${cluster.apis[i]!.url}${link.pathname}${link.search}`;
      // From the browser that signed in: its session cookie, as any instance reads it.
      const download = await fetchFile(direct);
      assert.equal(download.status, 200, `download through ${cluster.apis[i]!.name}`);
      assert.deepEqual(Buffer.from(await download.arrayBuffer()), bytes);
    }

    const deleted = await instance(2).delete(`/api/cases/${created.body.data.id}`, {
      token: owner.token,
    });
    assert.equal(deleted.status, 200, deleted.text);
    assert.deepEqual(keysOf(await storedObjects(cluster)), keysOf(before), 'no object left');
  });

  test('login attempts from one address spread over the three instances hit one limit', async () => {
    const max = 20; // RATE_LIMIT_MAX: per address and e-mail, a minute (left at its default)
    const body = { email: 'nobody.spread@example.com', password: 'Wrong@12345' };
    for (let i = 0; i < max; i++) {
      const api = cluster.apis[i % 3]!;
      const answer = await fromAddress('127.0.0.7', api.url)('POST', '/api/users/login', body);
      assert.equal(answer.status, 401, `attempt ${i + 1} through ${api.name}`);
    }
    for (const api of cluster.apis) {
      const refused = await fromAddress('127.0.0.7', api.url)('POST', '/api/users/login', body);
      assert.equal(refused.status, 429, `${api.name}: ${JSON.stringify(refused.body)}`);
      assert.match(refused.body.message, /^Too many attempts\. Please try again in \d+ \w+\.$/);
    }
    // Through nginx the API sees the client's own address (X-Forwarded-For, TRUST_PROXY).
    const proxied = await fromAddress('127.0.0.7', cluster.origin)(
      'POST',
      '/api/users/login',
      body,
    );
    assert.equal(proxied.status, 429);
    const otherAddress = await fromAddress('127.0.0.8', cluster.origin)(
      'POST',
      '/api/users/login',
      body,
    );
    assert.equal(otherAddress.status, 401);
  });

  test('a mail enqueued once is sent once with three instances running (and a reminder found by three scans, once)', async () => {
    const email = 'cluster.mail@example.com';
    const registered = await via.post('/api/users/register', { json: registration(email) });
    assert.equal(registered.status, 201, registered.text);
    const owner = await (async () => {
      const token = tokenOf(await latestLink(via, email, '/verify?token='));
      assert.equal((await via.post(`/api/users/verify/${token}`, { json: { token } })).status, 200);
      return login(via, email, registration(email).password);
    })();
    const admin = await login(via, 'admin@example.com', 'Admin@12345');
    const created = await via.post('/api/cases/register', {
      token: owner.token,
      form: caseForm(validCase, { bytes: sample.pdf(), name: 'mail.pdf' }),
    });
    assert.equal(created.status, 201, created.text);
    // The admin writes; the client does not read: one reminder is due after 1.5 s.
    const written = await via.post(`/api/cases/${created.body.data.id}/messages`, {
      token: admin.token,
      json: { text: 'Please send the land title.' },
    });
    assert.equal(written.status, 201, written.text);

    await sleep(6_000); // past the reminder delay, several scans and mail polls on each instance
    const subjects = smtp.received
      .filter((mail) => mail.to.includes(email))
      .map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim() ?? '');
    const times = (subject: string) => subjects.filter((entry) => entry === subject).length;
    assert.equal(times('Verify your Bridge to Justice account'), 1, subjects.join(' | '));
    assert.equal(times('You have an unread message on Bridge to Justice'), 1, subjects.join(' | '));
    assert.equal(
      new Set(subjects).size,
      subjects.length,
      `a mail sent twice: ${subjects.join(' | ')}`,
    );
  });

  test('fault: mixed load for 60 s, one instance SIGKILLed and restarted; what the client saw succeed is stored, no orphan object', async () => {
    const result = await runMixedLoad({
      origin: cluster.origin,
      seconds: 60,
      victim: cluster.apis[1]!,
      killAtMs: 15_000,
      restartAfterMs: 5_000,
    }).catch((error: Error) => {
      // What the object store said, when it is the part that failed.
      throw new Error(`${error.message}\nS3 server:\n${cluster.s3.output().slice(-3_000)}`);
    });
    const { ops, killedAt, diedAt, restartedAt } = result;
    assert.ok(ops.length > 100, `only ${ops.length} requests in 60 s`);
    // Requests in flight when the instance died may fail (a POST sent to it is never sent twice).
    const inFlightAtKill = (op: { start: number; end: number }) =>
      op.start <= diedAt && op.end >= killedAt;
    const failed = ops.filter((op) => op.status < 200 || op.status >= 300);
    const unexplained = failed.filter((op) => !inFlightAtKill(op));
    assert.deepEqual(
      unexplained.map((op) => `${op.kind} ${op.status} at ${op.start - killedAt} ms: ${op.text}`),
      [],
      `errors outside the killed instance's in-flight requests (${failed.length} failed in all)`,
    );
    console.log(
      `fault test: ${ops.length} requests, ${failed.length} failed, all in flight at the kill: ${failed.map((op) => `${op.kind} ${op.status}`).join(', ') || 'none'}`,
    );
    assert.ok(restartedAt > killedAt, 'restartedAt > killedAt');

    const submitted = ops.filter((op) => op.kind === 'submit' && op.status === 201);
    const messages = ops.filter((op) => op.kind === 'message' && op.status === 201);
    assert.ok(submitted.length > 5 && messages.length > 5, 'submissions and messages happened');
    const cases = await db.query<{ id: string; key: string | null }>(
      'select id, file_key as key from cases where id = any($1::uuid[])',
      [submitted.map((op) => op.id)],
    );
    assert.equal(
      cases.rows.length,
      submitted.length,
      'every case the client saw created is stored',
    );
    const stored = new Set(keysOf(await storedObjects(cluster)));
    const withoutObject = cases.rows.filter(
      (row) => !row.key || !stored.has(path.basename(row.key)),
    );
    assert.deepEqual(withoutObject, [], 'every stored case has its object');
    const written = await db.query('select id from case_messages where id = any($1::uuid[])', [
      messages.map((op) => op.id),
    ]);
    assert.equal(written.rows.length, messages.length, 'every message the client saw is stored');

    // A kill between an upload's copy into place and its row's commit leaves an object no row
    // names, and a cut upload its staged object: the file sweep (a pg-boss job, hourly with a 6 h
    // grace) removes them. The load is over, so it runs now with no grace, on whichever instance.
    const referencedBefore = await referencedKeys();
    const leftovers = (await storedObjects(cluster)).filter(
      (object) => object.pending || !referencedBefore.has(object.key),
    );
    const boss = new PgBoss({
      connectionString: cluster.databaseUrl,
      schema: 'pgboss',
      migrate: false,
      supervise: false,
      schedule: false,
    });
    await boss.start();
    const sweepJob = await boss
      .send(FILE_SWEEP_QUEUE, { graceMs: 0 })
      .finally(() => boss.stop({ graceful: false }));
    assert.ok(sweepJob, 'sweep job queued');
    let left: StoredObject[] = [];
    for (let waited = 0; waited <= 30_000; waited += 500) {
      const referenced = await referencedKeys();
      left = (await storedObjects(cluster)).filter(
        (object) => object.pending || !referenced.has(object.key),
      );
      if (left.length === 0) break;
      await sleep(500);
    }
    // The job itself must end well: a failed one met a store error it could not go past (its
    // output says which). Whether it ran and missed, failed, or never ran says where to look.
    let job: { state: string; retry_count: number; output: unknown } | null = null;
    for (let waited = 0; waited <= 30_000; waited += 500) {
      job = (
        await db.query('select state, retry_count, output from pgboss.job where id = $1', [
          sweepJob,
        ])
      ).rows[0];
      if (job?.state === 'completed' || job?.state === 'failed') break;
      await sleep(500);
    }
    const objects = await storedObjects(cluster);
    console.log(
      `fault test: ${leftovers.length} leftover object(s) before the sweep (${leftovers.filter((object) => object.pending).length} staged); the sweep job ${job?.state} after ${job?.retry_count} retries, output ${JSON.stringify(job?.output)}; ${objects.length} objects in the bucket after it`,
    );
    assert.deepEqual(
      left,
      [],
      `objects no row names (or staged) after the sweep; the sweep job: ${JSON.stringify(job)}`,
    );
    assert.equal(job?.state, 'completed', `the sweep job: ${JSON.stringify(job)}`);
    assert.equal(objects.length, (await referencedKeys()).size);
  });

  test('metrics: each instance serves them on its METRICS_PORT; nginx and the API port refuse the public; ids go back', async () => {
    const throughNginx = await fetch(`${cluster.origin}/api/metrics`);
    assert.equal(throughNginx.status, 404, 'nginx never forwards /api/metrics');
    const direct = await fetch(`${cluster.apis[0]!.url}/api/metrics`);
    assert.equal(direct.status, 404, 'no METRICS_TOKEN: the API port serves no metrics');
    for (const url of cluster.metricsUrls) {
      const scraped = await fetch(`${url}/metrics`);
      assert.equal(scraped.status, 200, url);
      const text = await scraped.text();
      assert.match(
        text,
        /^http_request_duration_seconds_count\{route="\/api\/ready",method="GET",status_code="200"\} \d+/m,
      );
      assert.match(text, /^btj_ready 1$/m);
    }
    // nginx gives every request an id: the API answers it back and logs with it.
    const answer = await fetch(`${cluster.origin}/api/live`);
    assert.match(answer.headers.get('x-request-id') ?? '', /^[0-9a-f]{32}$/);
    const query = `${cluster.prometheus!.url}/api/v1/query?query=${encodeURIComponent('sum(up{job="btj-api"})')}`;
    let instancesUp: string | undefined;
    for (let waited = 0; waited < 15_000 && instancesUp !== '3'; waited += 250) {
      if (waited) await sleep(250);
      const up = (await (await fetch(query)).json()) as {
        data: { result: { value: [number, string] }[] };
      };
      instancesUp = up.data.result[0]?.value[1];
    }
    assert.equal(instancesUp, '3', 'Prometheus scrapes the three instances, all up');
  });

  test('alert: an SMTP server that refuses mail fires DeliveriesFailing', async () => {
    await alertFiring({ alertname: 'DeliveriesFailing' }, false);
    smtpRefuses = true;
    try {
      for (let i = 0; i < 3; i++) {
        const email = `cluster.refused.${i}@example.com`;
        const registered = await via.post('/api/users/register', { json: registration(email) });
        assert.equal(registered.status, 201, registered.text);
      }
      await alertFiring({ alertname: 'DeliveriesFailing', channel: 'email' }, true);
    } finally {
      smtpRefuses = false;
    }
  });

  test('alert: a stopped instance fires ApiInstanceDown, and it clears once the instance is back', async () => {
    const victim = cluster.apis[2]!;
    await alertFiring({ alertname: 'ApiInstanceDown', instance: victim.name }, false);
    assert.equal(await victim.stop('SIGTERM'), 0, 'drained and exited');
    try {
      await alertFiring({ alertname: 'ApiInstanceDown', instance: victim.name }, true);
    } finally {
      await victim.start();
    }
    await alertFiring({ alertname: 'ApiInstanceDown', instance: victim.name }, false);
  });

  test('rolling upgrade under mixed load: each instance replaced in turn, 0 failed requests, 0 lost writes', async () => {
    const before = cluster.apis.map((api) => ({ name: api.name, pid: api.pid() }));
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'admin')!;
    const signedIn = await login(via, admin.email, admin.password);
    let report: RollReport | null = null;
    const lines: string[] = [];
    const result = await runMixedLoad({
      origin: cluster.origin,
      seconds: 10,
      during: {
        atMs: 3_000,
        run: async () => {
          report = await rollCluster(cluster, (line) => lines.push(line));
        },
      },
    });
    const { ops, duringStartedAt, duringEndedAt } = result;
    const rolled = report as RollReport | null;
    assert.ok(rolled, `the roll finished: ${lines.join('\n')}`);
    const failed = ops.filter((op) => op.status < 200 || op.status >= 300);
    assert.deepEqual(
      failed.map((op) => `${op.kind} ${op.status} at ${op.start - duringStartedAt} ms: ${op.text}`),
      [],
      `no request failed during the roll:\n${lines.join('\n')}`,
    );
    const duringRoll = ops.filter((op) => op.start >= duringStartedAt && op.end <= duringEndedAt);
    const resent = ops.filter((op) => op.resent);
    console.log(
      `rolling upgrade: ${ops.length} requests, ${duringRoll.length} during the ${((duringEndedAt - duringStartedAt) / 1000).toFixed(1)} s roll, ${failed.length} failed, ${resent.length} sent again on a new connection (${resent.map((op) => op.kind).join(', ') || 'none'}); ${lines.at(-1)}`,
    );
    assert.ok(
      duringRoll.filter((op) => op.kind === 'submit').length >= 3,
      `uploads went on during the roll (${duringRoll.length} requests in it)`,
    );
    assert.deepEqual(
      rolled.instances.map((step) => [step.old, step.oldExit]),
      before.map((api) => [api.name, 0]),
      'every old instance was replaced and drained to a clean exit',
    );
    for (const [i, api] of cluster.apis.entries()) {
      assert.notEqual(api.pid(), before[i]!.pid, `${api.name} is a new process`);
      assert.equal((await fetch(`${api.url}/api/ready`)).status, 200, `${api.name} ready`);
    }

    const submitted = ops.filter((op) => op.kind === 'submit' && op.status === 201);
    const messages = ops.filter((op) => op.kind === 'message' && op.status === 201);
    const cases = await db.query<{ id: string; key: string | null }>(
      'select id, file_key as key from cases where id = any($1::uuid[])',
      [submitted.map((op) => op.id)],
    );
    assert.equal(cases.rows.length, submitted.length, 'every case created is stored');
    const stored = new Set(keysOf(await storedObjects(cluster)));
    assert.deepEqual(
      cases.rows.filter((row) => !row.key || !stored.has(path.basename(row.key))),
      [],
      'every stored case has its object',
    );
    const written = await db.query('select id from case_messages where id = any($1::uuid[])', [
      messages.map((op) => op.id),
    ]);
    assert.equal(written.rows.length, messages.length, 'every message written is stored');
    // Prometheus follows the roll: it scrapes the replacements, all up, and no instance is down.
    const upQuery = `${cluster.prometheus!.url}/api/v1/query?query=${encodeURIComponent('up{job="btj-api"} == 1')}`;
    const wanted = cluster.apis.map((api) => api.name).sort();
    let scraped: string[] = [];
    for (let waited = 0; waited < 20_000 && scraped.join() !== wanted.join(); waited += 250) {
      if (waited) await sleep(250);
      const up = (await (await fetch(upQuery)).json()) as {
        data: { result: { metric: { instance: string } }[] };
      };
      scraped = up.data.result.map((series) => series.metric.instance).sort();
    }
    assert.deepEqual(scraped, wanted, 'Prometheus scrapes the replacements');
    await alertFiring({ alertname: 'ApiInstanceDown' }, false, 5_000);
    // A session opened before the roll goes on after it (one JWT_SECRET for old and new).
    const users = await via.get('/api/users', { token: signedIn.token });
    assert.equal(users.status, 200, `the admin's session after the roll: ${users.text}`);
  });
});

describe('npm run cluster as a deployment (no --demo): NODE_ENV=production', () => {
  let cluster: Cluster;
  before(async () => {
    cluster = await startCluster({ instances: 1, env: { MAIL_TO_FOLDER: '1' } });
  });
  after(async () => {
    await cluster?.stop();
  });

  test('no demo account, no outbox, no API documentation', async () => {
    const via = client(cluster.origin);
    assert.equal((await via.get('/api/health')).status, 200);
    for (const account of DEMO_ACCOUNTS) {
      const answer = await via.post('/api/users/login', {
        json: { email: account.email, password: account.password },
      });
      assert.equal(answer.status, 401, `${account.email}: ${answer.text}`);
    }
    for (const route of ['/api/dev/outbox', '/api/docs', '/api/docs/json'])
      assert.equal((await via.get(route)).status, 404, route);
  });
});

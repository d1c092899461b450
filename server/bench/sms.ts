/**
 * SMS bench, through a real Kannel (bearerbox + smsbox, fakesmsc as the operator) on loopback:
 * 1. SMS jobs per second: BENCH_SMS_JOBS (default 500) SMS committed in one transaction, timed
 *    from the commit until fakesmsc has received the last one (one API process, its two workers);
 * 2. a status change to the SMS at the operator: PATCH /api/cases/status/{id} (the admin) until
 *    fakesmsc has the client's SMS, BENCH_SMS_RUNS (default 100) times one after another; the
 *    median and p99.
 * On the database of the test helpers (PGlite; DATABASE_URL or onPostgres for PostgreSQL).
 * Writes .bench/sms.json.
 *
 *   npm run bench -- sms         (or: npm exec -w server tsx bench/sms.ts)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../src/config';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import {
  latestLink,
  login,
  registration,
  startTestApi,
  tokenOf,
  type TestApi,
} from '../test/helpers/context';
import { caseForm, sample, validCase } from '../test/helpers/files';
import { startKannel } from '../test/helpers/kannel';
import { testDriver } from '../test/helpers/testDatabase';
import { percentile } from './percentile';

const JOBS = Number(process.env.BENCH_SMS_JOBS ?? 500);
const RUNS = Number(process.env.BENCH_SMS_RUNS ?? 100);

async function phoneClient(api: TestApi, email: string, phoneNumber: string) {
  const registered = await api.http.post('/api/users/register', {
    json: registration(email, { phoneNumber, preferredContact: 'phone' }),
  });
  if (registered.status !== 201) throw new Error(registered.text);
  const token = tokenOf(await latestLink(api.http, email, '/verify?token='));
  await api.http.post(`/api/users/verify/${token}`, { json: { token } });
  return login(api.http, email, 'Client@12345');
}

async function main() {
  const kannel = await startKannel();
  const api = await startTestApi(
    { ...kannel.env, SMS_RETRY_DELAY_S: '1', LOG_LEVEL: 'warn' },
    { host: '127.0.0.1' },
  );
  try {
    const [adminAccount] = DEMO_ACCOUNTS as unknown as [{ email: string; password: string }];
    const admin = await login(api.http, adminAccount.email, adminAccount.password);

    // 1. Throughput: JOBS SMS in one commit, until the operator has them all.
    const bulkNumber = '+250788900001';
    const bulk = await phoneClient(api, 'sms.bench.bulk@example.com', bulkNumber);
    const created = await api.http.post('/api/cases/register', {
      token: bulk.token,
      form: caseForm(validCase, { bytes: sample.pdf(), name: 'evidence.pdf' }),
    });
    if (created.status !== 201) throw new Error(created.text);
    const { id: bulkCase, reference } = created.body.data as { id: string; reference: string };
    await kannel.waitFor(bulkNumber, 1); // the case-received SMS
    const before = kannel.to(bulkNumber).length;
    await api.app.database.db.transaction(async (tx) => {
      for (let i = 0; i < JOBS; i++)
        await api.app.sms.send(tx, {
          userId: bulk.userId,
          to: bulkNumber,
          kind: 'case_status_changed',
          locale: 'en',
          reference,
          link: `${api.config.appUrl}/messages/${bulkCase}`,
        });
    });
    const started = performance.now();
    await kannel.waitFor(bulkNumber, before + JOBS, 600_000);
    const bulkMs = performance.now() - started;
    const jobsPerSecond = Math.round((JOBS / bulkMs) * 1000 * 10) / 10;
    console.log(
      `SMS jobs through Kannel: ${JOBS} in ${Math.round(bulkMs)} ms = ${jobsPerSecond}/s`,
    );

    // 2. Latency: a status change (the API call) until the SMS is at the operator.
    const number = '+250788900002';
    const client = await phoneClient(api, 'sms.bench.latency@example.com', number);
    const answer = await api.http.post('/api/cases/register', {
      token: client.token,
      form: caseForm(validCase, { bytes: sample.pdf(), name: 'evidence.pdf' }),
    });
    if (answer.status !== 201) throw new Error(answer.text);
    const caseId = (answer.body.data as { id: string }).id;
    await kannel.waitFor(number, 1);
    const latencies: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const count = kannel.to(number).length;
      const start = Date.now();
      const changed = await api.http.patch(`/api/cases/status/${caseId}`, {
        token: admin.token,
        json: { status: i % 2 === 0 ? 'Received' : 'Pending' },
      });
      if (changed.status !== 200) throw new Error(changed.text);
      const [arrived] = (await kannel.waitFor(number, count + 1, 30_000)).slice(count);
      latencies.push(arrived!.at - start);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const median = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    console.log(
      `Status change → SMS at fakesmsc (${RUNS} runs): median ${median} ms, p99 ${p99} ms (min ${sorted[0]}, max ${sorted.at(-1)})`,
    );

    await mkdir(path.join(REPO_ROOT, '.bench'), { recursive: true });
    await writeFile(
      path.join(REPO_ROOT, '.bench', 'sms.json'),
      JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          driver: testDriver,
          jobs: JOBS,
          jobsMs: Math.round(bulkMs),
          jobsPerSecond,
          statusToSms: {
            runs: RUNS,
            medianMs: median,
            p99Ms: p99,
            minMs: sorted[0],
            maxMs: sorted.at(-1),
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await api.close();
    await kannel.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm run bench -- metrics`: what the metrics cost a request. Three API processes side by side in
 * one run, each on its own PGlite data dir with the same data, in production mode:
 *   - off:      METRICS=off (no hook, no registry),
 *   - on:       metrics collected on every request, served on METRICS_PORT, not scraped,
 *   - scraped:  the same, and scraped every second during its rounds (Prometheus's default is 15 s,
 *               so this is a generous upper bound).
 * autocannon on a client's own case list (token check + cached page), rounds interleaved
 * (off, on, scraped, off, …) so the machine's noise falls on all three alike. Prints p50/p99 per
 * round and the median of the rounds, the scrape's own time and size; writes .bench/metrics.json.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { REPO_ROOT } from '../src/config';
import { openDatabase, sql } from '../src/db/client';
import { hashPassword } from '../src/lib/passwords';
import { freePort, startServer, type ServerProcess } from '../test/helpers/serverProcess';
import { percentile } from './percentile';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SCRAPE_EVERY_MS = 1_000;
const CLIENT = {
  id: '00000000-0000-4000-8000-0000000000c1',
  email: 'metrics.bench@example.com',
  password: 'Client@12345',
};

type Variant = 'off' | 'on' | 'scraped';
const VARIANTS: Variant[] = ['off', 'on', 'scraped'];

interface Round {
  variant: Variant;
  round: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** A client with 30 cases, so the measured request is a real authenticated list read. */
async function seed(dataDir: string): Promise<void> {
  const database = await openDatabase({ dataDir, databaseUrl: null });
  const hash = await hashPassword(CLIENT.password);
  await database.rows(sql`
    insert into users (id, email, password_hash, first_name, role, email_verified_at)
    values (${CLIENT.id}, ${CLIENT.email}, ${hash}, 'Bench', 'client', now())`);
  await database.rows(sql`
    insert into cases (id, reference, user_id, owner_email, case_type, case_subtype, summary, file_key, file_name, file_mime, file_size,
                       status, mark_as_done_archived, created_at, updated_at)
    select gen_random_uuid(), 'BTJ-2026-' || lpad(g::text, 5, '0'), ${CLIENT.id}, ${CLIENT.email}, 'Civil matters', 'Land',
           'Metrics bench case ' || g || ': a boundary dispute in Gasabo district.',
           substr(md5('m' || g) || md5('n' || g), 1, 48), 'evidence-' || g || '.pdf', 'application/pdf', 1024,
           'pending', 'Going', now() - make_interval(secs => g), now()
    from generate_series(1, 30) as g`);
  await database.close();
}

interface Running {
  variant: Variant;
  server: ServerProcess;
  dataDir: string;
  metricsUrl: string | null;
  token: string;
}

async function start(variant: Variant): Promise<Running> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'btj-bench-metrics-'));
  await seed(dataDir);
  const port = await freePort();
  const metricsPort = variant === 'off' ? null : await freePort();
  const server = await startServer(
    {
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      SMTP_URL: 'smtp://127.0.0.1:9',
      DATA_DIR: dataDir,
      API_PORT: String(port),
      PUBLIC_API_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...(metricsPort === null ? { METRICS: 'off' } : { METRICS_PORT: String(metricsPort) }),
    },
    120_000,
  );
  const login = await fetch(`${server.baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: CLIENT.email, password: CLIENT.password }),
  });
  const body = (await login.json()) as { token: string };
  if (login.status !== 200) throw new Error(`bench login failed: ${JSON.stringify(body)}`);
  return {
    variant,
    server,
    dataDir,
    metricsUrl: metricsPort === null ? null : `http://127.0.0.1:${metricsPort}/metrics`,
    token: body.token,
  };
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

async function main() {
  console.log(
    `metrics cost: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per variant, interleaved; load average ${os.loadavg()[0]!.toFixed(1)} (2 cores, shared: figures are noisy)`,
  );
  const running: Running[] = [];
  const rounds: Round[] = [];
  const scrapes: { ms: number; bytes: number }[] = [];
  try {
    for (const variant of VARIANTS) running.push(await start(variant));
    const url = (target: Running) => `${target.server.baseUrl}/api/cases/${CLIENT.id}`;
    // Warm-up: JIT, the caches, the pool.
    for (const target of running)
      await autocannon({
        url: url(target),
        headers: { authorization: `Bearer ${target.token}` },
        connections: CONNECTIONS,
        duration: 2,
      });

    for (let round = 1; round <= ROUNDS; round++) {
      for (const target of running) {
        let scraper: NodeJS.Timeout | null = null;
        if (target.variant === 'scraped') {
          const scrape = async () => {
            const started = performance.now();
            const text = await (await fetch(target.metricsUrl!)).text();
            scrapes.push({ ms: performance.now() - started, bytes: Buffer.byteLength(text) });
          };
          scraper = setInterval(() => void scrape().catch(() => undefined), SCRAPE_EVERY_MS);
        }
        const result = await autocannon({
          url: url(target),
          headers: { authorization: `Bearer ${target.token}` },
          connections: CONNECTIONS,
          duration: SECONDS,
        });
        if (scraper) clearInterval(scraper);
        const entry: Round = {
          variant: target.variant,
          round,
          requests: result.requests.total,
          rps: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        };
        rounds.push(entry);
        console.log(
          `  round ${round} ${target.variant.padEnd(8)} p50 ${entry.p50} ms, p99 ${entry.p99} ms, ${entry.rps} req/s, errors ${entry.errors}, non-2xx ${entry.non2xx}`,
        );
      }
    }
  } finally {
    for (const target of running) {
      target.server.child.kill('SIGTERM');
      await target.server.exited;
      await rm(target.dataDir, { recursive: true, force: true });
    }
  }

  const summary = VARIANTS.map((variant) => {
    const of = rounds.filter((round) => round.variant === variant);
    return {
      variant,
      p50: median(of.map((round) => round.p50)),
      p99: median(of.map((round) => round.p99)),
      rps: median(of.map((round) => round.rps)),
      errors: of.reduce((sum, round) => sum + round.errors + round.non2xx, 0),
    };
  });
  const scrapeMs = scrapes.map((scrape) => scrape.ms).sort((a, b) => a - b);
  const scrape = {
    count: scrapes.length,
    p50Ms: Math.round(percentile(scrapeMs, 50) * 10) / 10,
    p99Ms: Math.round(percentile(scrapeMs, 99) * 10) / 10,
    bytes: scrapes.at(-1)?.bytes ?? 0,
  };
  console.log('\nMedian of the rounds (GET /api/cases/:userId, a client with 30 cases):');
  console.table(summary);
  const off = summary.find((entry) => entry.variant === 'off')!;
  for (const entry of summary.filter((item) => item.variant !== 'off'))
    console.log(
      `  ${entry.variant}: p99 ${entry.p99} ms against ${off.p99} ms without metrics (${entry.p99 - off.p99 >= 0 ? '+' : ''}${entry.p99 - off.p99} ms), ${entry.rps} against ${off.rps} req/s`,
    );
  console.log(
    `  a scrape: ${scrape.count} taken, p50 ${scrape.p50Ms} ms, p99 ${scrape.p99Ms} ms, ${Math.round(scrape.bytes / 1024)} KB of text`,
  );
  await mkdir(path.join(REPO_ROOT, '.bench'), { recursive: true });
  await writeFile(
    path.join(REPO_ROOT, '.bench', 'metrics.json'),
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        connections: CONNECTIONS,
        seconds: SECONDS,
        loadAverage: os.loadavg()[0],
        summary,
        scrape,
        rounds,
      },
      null,
      2,
    ),
  );
  if (summary.some((entry) => entry.errors > 0)) {
    console.error('metrics bench: requests failed');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm run bench`: build times and bundle sizes of every app, what a visitor downloads on `/` and
 * `/login` beside a plain non-federated baseline of the same pages (measured in Chromium), the
 * visitor's speed against that baseline (Lighthouse and a tap at first paint, interleaved), then
 * the other benches (API, Lighthouse, admin table, the lawyer's week…) where present.
 * `npm run bench -- size` runs only the first part, `npm run bench -- visitor` the first two.
 * Fails when the visitor's JS passes its budget, or the visitor part misses one of its targets
 * (VISITOR_TARGETS in bench-visitor.ts).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { APPS, REMOTE_NAMES, type AppName } from '../topology';
import { buildApp, distDir, ROOT, run } from './apps';
import { buildBaseline } from './bench-baseline';
import {
  benchVisitor,
  printVisitor,
  scriptsOnTheWire,
  visitorVerdicts,
  VISITOR_PAGES,
  type Target,
  type WireFigures,
} from './bench-visitor';
import { startStaticServer } from '../shell/server/staticServer';
import { shellServing } from '../shell/server/shellServing';
import { freePort } from '../e2e/support/stack';
import { chromiumPath, CHROMIUM_ARGS } from '../e2e/support/chromium';

/**
 * Budget for all JS a visitor on `/` or `/login` downloads (on the wire), the page included: the
 * figure measured once the visitor's page was slimmed (147.6 KB on `/`, 147.3 KB on `/login`,
 * 148.4 KB on `/` in French) plus a little, so growth fails the bench. The goal is 120 KB.
 */
export const VISITOR_JS_BUDGET_KB = 150;
export const VISITOR_JS_GOAL_KB = 120;
const OUT = 'dist-bench';
const BASELINE_DIR = path.join(ROOT, '.bench', 'baseline-dist');
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - start)];
}

/** gz bytes of the JS an app's own page starts with: its html's scripts (a remote's entry among them). */
function initialJsGz(app: AppName): number {
  const dir = distDir(app, OUT);
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) =>
    m[1]!.replace(/^.*\//, ''),
  );
  return scripts.reduce(
    (sum, file) => sum + zlib.gzipSync(readFileSync(path.join(dir, file))).length,
    0,
  );
}

interface BenchStack {
  targets: Target[];
  builds: Record<string, { buildMs: number; initialJsGzKb: number }>;
  fullBuildMs: number;
  stop: () => void;
}

/** Builds the five apps and the baseline for free ports and serves them as `npm start` would. */
async function startBenchStack(): Promise<BenchStack> {
  const ports = Object.fromEntries(
    await Promise.all(APPS.map(async (a) => [a, await freePort()] as const)),
  ) as Record<AppName, number>;
  const env = {
    BUILD_OUT: OUT,
    SHELL_PORT: String(ports.shell),
    LANDING_PORT: String(ports['remote-landing']),
    CLIENT_PORT: String(ports['remote-client']),
    STAFF_PORT: String(ports['remote-staff']),
    ADMIN_PORT: String(ports['remote-admin']),
  };
  const builds: Record<string, { buildMs: number; initialJsGzKb: number }> = {};
  const [, fullBuildMs] = await timed(async () => {
    for (const app of APPS) {
      const [, ms] = await timed(() => buildApp(app, env));
      builds[app] = { buildMs: ms, initialJsGzKb: 0 };
    }
  });
  for (const app of APPS) builds[app]!.initialJsGzKb = kb(initialJsGz(app));
  const [, baselineMs] = await timed(() => buildBaseline(BASELINE_DIR));
  builds.baseline = { buildMs: baselineMs, initialJsGzKb: 0 };

  const remotes = Object.fromEntries(
    Object.entries(REMOTE_NAMES).map(([app, name]) => [
      name,
      `http://localhost:${ports[app as AppName]}/mf-manifest.json`,
    ]),
  );
  const baselinePort = await freePort();
  const servers: http.Server[] = await Promise.all([
    ...APPS.map((app) =>
      startStaticServer({
        dir: distDir(app, OUT),
        port: ports[app],
        ...(app === 'shell' ? shellServing(() => remotes, distDir('shell', OUT)) : {}),
      }),
    ),
    startStaticServer({ dir: BASELINE_DIR, port: baselinePort }),
  ]);
  return {
    targets: [
      { name: 'federated', url: `http://localhost:${ports.shell}` },
      { name: 'baseline', url: `http://localhost:${baselinePort}` },
    ],
    builds,
    fullBuildMs,
    stop() {
      for (const server of servers) server.close();
      for (const app of APPS) rmSync(distDir(app, OUT), { recursive: true, force: true });
      rmSync(BASELINE_DIR, { recursive: true, force: true });
    },
  };
}

/** The languages besides English a visitor's `/` is measured in. */
const OTHER_LOCALES = ['rw', 'fr'] as const;

async function sizes(stack: BenchStack, browser: Browser) {
  const visitor: Record<string, Record<string, WireFigures>> = {};
  for (const target of stack.targets) {
    visitor[target.name] = {};
    for (const page of VISITOR_PAGES) {
      visitor[target.name]![page] = await scriptsOnTheWire(browser, new URL(page, target.url).href);
    }
  }
  // The visitor's page in the other languages: its catalogues differ in size.
  const shell = stack.targets.find((target) => target.name === 'federated')!;
  for (const locale of OTHER_LOCALES) {
    visitor.federated![`/ (${locale})`] = await scriptsOnTheWire(
      browser,
      new URL('/', shell.url).href,
      locale,
    );
  }
  console.log('\nBuilds (production, one after another):');
  console.table(stack.builds);
  console.log(`Full build of all five apps: ${stack.fullBuildMs} ms`);
  for (const page of VISITOR_PAGES) {
    const ours = visitor.federated![page]!;
    const base = visitor.baseline![page]!;
    console.log(
      `Visitor on ${page}: ${ours.jsKb} KB JS on the wire in ${ours.scripts} scripts (budget ${VISITOR_JS_BUDGET_KB} KB, goal ${VISITOR_JS_GOAL_KB} KB), ${ours.requests} requests; plain baseline ${base.jsKb} KB in ${base.scripts} scripts`,
    );
    console.table(ours.perScript);
  }
  for (const locale of OTHER_LOCALES) {
    const ours = visitor.federated![`/ (${locale})`]!;
    console.log(
      `Visitor on / in ${locale}: ${ours.jsKb} KB JS on the wire in ${ours.scripts} scripts (English: ${visitor.federated!['/']!.jsKb} KB)`,
    );
  }
  return {
    builds: stack.builds,
    fullBuildMs: stack.fullBuildMs,
    budgetKb: VISITOR_JS_BUDGET_KB,
    goalKb: VISITOR_JS_GOAL_KB,
    visitor,
  };
}

async function main() {
  const only = process.argv.slice(2);
  const want = (name: string) => only.length === 0 || only.includes(name);
  mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  const failed: string[] = [];
  if (want('size') || want('visitor')) {
    const stack = await startBenchStack();
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    try {
      const size = await sizes(stack, browser);
      writeFileSync(path.join(ROOT, '.bench', 'size.json'), JSON.stringify(size, null, 2));
      for (const page of [...VISITOR_PAGES, ...OTHER_LOCALES.map((locale) => `/ (${locale})`)]) {
        const jsKb = size.visitor.federated![page]!.jsKb;
        if (jsKb > VISITOR_JS_BUDGET_KB) {
          console.error(
            `Size budget exceeded: visitor JS on ${page} is ${jsKb} KB > ${VISITOR_JS_BUDGET_KB} KB`,
          );
          if (!failed.includes('size')) failed.push('size');
        }
      }
      if (want('visitor')) {
        console.log('\n=== bench: visitor ===');
        const visitor = await benchVisitor(browser, stack.targets);
        printVisitor(visitor);
        writeFileSync(
          path.join(ROOT, '.bench', 'visitor.json'),
          JSON.stringify({ measuredAt: new Date().toISOString(), ...visitor }, null, 2),
        );
        if (visitorVerdicts(visitor).some((line) => line.includes('MISSED')))
          failed.push('visitor');
      }
    } finally {
      await browser.close();
      stack.stop();
    }
  }

  const others: [string, string, string[]][] = [
    ['api', 'server/bench/run.ts', ['run', 'bench', '-w', 'server']],
    ['lighthouse', 'scripts/bench-lighthouse.ts', ['exec', 'tsx', 'scripts/bench-lighthouse.ts']],
    [
      'admin-table',
      'scripts/bench-admin-table.ts',
      ['exec', 'tsx', 'scripts/bench-admin-table.ts'],
    ],
    ['messages', 'scripts/bench-messages.ts', ['exec', 'tsx', 'scripts/bench-messages.ts']],
    // The lawyer's week with 2 000 dates across 500 cases, on PGlite and PostgreSQL.
    ['week', 'scripts/bench-week.ts', ['exec', 'tsx', 'scripts/bench-week.ts']],
    [
      'case-detail',
      'scripts/bench-case-detail.ts',
      ['exec', 'tsx', 'scripts/bench-case-detail.ts'],
    ],
    // p99 of a request with the metrics off, on, and scraped every second, side by side.
    [
      'metrics',
      'server/bench/metricsCost.ts',
      ['exec', '-w', 'server', 'tsx', 'bench/metricsCost.ts'],
    ],
    // 1, 2 and 3 API instances behind nginx on the cluster of `npm run cluster`.
    ['cluster', 'server/bench/cluster.ts', ['exec', '-w', 'server', 'tsx', 'bench/cluster.ts']],
    // SMS jobs per second through Kannel, and a status change to the SMS at fakesmsc (median, p99).
    ['sms', 'server/bench/sms.ts', ['exec', '-w', 'server', 'tsx', 'bench/sms.ts']],
    // Backup and restore of 10 000 cases with 20 000 files (BENCH_BACKUP_CASES for fewer).
    ['backup', 'server/bench/backup.ts', ['exec', '-w', 'server', 'tsx', 'bench/backup.ts']],
  ];
  // A part that misses its targets fails the bench, after the others have run.
  for (const [name, file, args] of others) {
    if (!want(name) || !existsSync(path.join(ROOT, file))) continue;
    console.log(`\n=== bench: ${name} ===`);
    await run('npm', args).catch(() => failed.push(name));
  }
  console.log(
    `\nFigures written to ${path.join(ROOT, '.bench')}: ${readdirSync(path.join(ROOT, '.bench')).join(', ')}`,
  );

  if (failed.length) {
    console.error(`Bench parts that failed or missed their targets: ${failed.join(', ')}`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm test`: lint (the house rules of the ESLint config, scripts/lint.ts), unit (jest), API (the
 * real server on PGlite and PostgreSQL), cluster (three API instances behind nginx,
 * server/test/cluster) and e2e (Playwright in Chromium against the production builds), then one
 * plain line `N passed, N failed` for them all.
 * `npm test -- unit api` runs only the named suites.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps';
import { chromiumPath } from '../e2e/support/chromium';
import { requiredNode, satisfies } from './nodeVersion';

interface Counts {
  passed: number;
  failed: number;
}

const results = path.join(ROOT, 'test-results');

function runTee(
  command: string,
  args: string[],
  cwd = ROOT,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const take = (chunk: Buffer, sink: NodeJS.WriteStream) => {
      output += chunk.toString();
      sink.write(chunk);
    };
    child.stdout.on('data', (c: Buffer) => take(c, process.stdout));
    child.stderr.on('data', (c: Buffer) => take(c, process.stderr));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
  });
}

const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

/** A suite that crashed before reporting counts as one failure, never as zero. */
function atLeastOneFailure(counts: Counts, code: number): Counts {
  return code !== 0 && counts.failed === 0 ? { ...counts, failed: 1 } : counts;
}

/** The ESLint rules proven to bite, then the whole repository linted clean. */
async function lint(): Promise<Counts> {
  const { code, output } = await runTee(process.execPath, [
    '--import',
    'tsx',
    path.join(ROOT, 'scripts', 'lint.ts'),
  ]);
  const plain = [...output.matchAll(/^(\d+) passed, (\d+) failed/gm)].at(-1);
  const counts = plain
    ? { passed: Number(plain[1]), failed: Number(plain[2]) }
    : { passed: 0, failed: 0 };
  return atLeastOneFailure(counts, code);
}

async function unit(): Promise<Counts> {
  const file = path.join(results, 'unit.json');
  rmSync(file, { force: true });
  const { code } = await runTee(bin('jest'), ['--json', `--outputFile=${file}`]);
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
  };
  return atLeastOneFailure({ passed: report.numPassedTests, failed: report.numFailedTests }, code);
}

async function api(): Promise<Counts> {
  const { code, output } = await runTee('npm', ['test', '-w', 'server']);
  const plain = [...output.matchAll(/^(?:\w+: )?(\d+) passed, (\d+) failed/gm)].at(-1);
  if (plain) return atLeastOneFailure({ passed: Number(plain[1]), failed: Number(plain[2]) }, code);
  const sum = (label: string) =>
    [...output.matchAll(new RegExp(`^[^\\n]*ℹ ${label} (\\d+)`, 'gm'))].reduce(
      (n, m) => n + Number(m[1]),
      0,
    );
  return atLeastOneFailure({ passed: sum('pass'), failed: sum('fail') }, code);
}

/** The cluster of `npm run cluster` (PostgreSQL, S3, three API instances, nginx) and its tests. */
async function cluster(): Promise<Counts> {
  const { code, output } = await runTee(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-reporter=spec',
      '--test-concurrency=1',
      'test/cluster/cluster.test.ts',
      'test/cluster/alertRules.test.ts',
    ],
    path.join(ROOT, 'server'),
  );
  const count = (label: string) =>
    Number([...output.matchAll(new RegExp(`^ℹ ${label} (\\d+)`, 'gm'))].at(-1)?.[1] ?? 0);
  return atLeastOneFailure({ passed: count('pass'), failed: count('fail') }, code);
}

function ensureChromium(): void {
  if (chromiumPath()) return;
  console.log('No Chromium found: installing Debian chromium …');
  const asRoot = (args: string[]) =>
    process.getuid?.() === 0
      ? spawnSync(args[0]!, args.slice(1), { stdio: 'inherit' })
      : spawnSync('sudo', args, { stdio: 'inherit' });
  asRoot(['apt-get', 'update', '-qq']);
  asRoot(['apt-get', 'install', '-y', '-qq', 'chromium']);
  if (!chromiumPath())
    throw new Error('Could not install Chromium; set CHROME_PATH to a Chromium or Chrome binary.');
}

async function e2e(): Promise<Counts> {
  ensureChromium();
  const file = path.join(results, 'e2e.json');
  rmSync(file, { force: true });
  const { code } = await runTee(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts']);
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number };
    errors?: unknown[];
  };
  const { expected, unexpected, flaky } = report.stats;
  return atLeastOneFailure(
    { passed: expected, failed: unexpected + flaky + (report.errors?.length ?? 0) },
    code,
  );
}

const suites: Record<string, () => Promise<Counts>> = { lint, unit, api, cluster, e2e };

async function main() {
  const engines = requiredNode(ROOT);
  console.log(`Node ${process.version} (engines.node ${engines})`);
  if (!satisfies(process.version, engines)) {
    console.error(
      `Node ${process.version} is not the project's Node (${engines}): run the tests with npm test, ` +
        'which takes node from node_modules/.bin.',
    );
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
  mkdirSync(results, { recursive: true });
  const requested = process.argv.slice(2);
  const names = requested.length > 0 ? requested : Object.keys(suites);
  const total: Counts = { passed: 0, failed: 0 };
  const lines: string[] = [];
  for (const name of names) {
    const suite = suites[name];
    if (!suite)
      throw new Error(`Unknown suite "${name}"; known: ${Object.keys(suites).join(', ')}`);
    console.log(`\n=== ${name} ===`);
    const counts = await suite();
    lines.push(`${name}: ${counts.passed} passed, ${counts.failed} failed`);
    total.passed += counts.passed;
    total.failed += counts.failed;
  }
  console.log(`\n${lines.join('\n')}`);
  console.log(`${total.passed} passed, ${total.failed} failed`);
  process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exit(1);
});

/**
 * `npm test -w server`: the API suite and the process suite, first on PGlite (fresh temp
 * DATA_DIRs), then on a throwaway PostgreSQL cluster (initdb + pg_ctl as the postgres user, on
 * 127.0.0.1 and a free port, removed afterwards). Ends with `N passed, N failed` and a non-zero
 * exit code on any failure.
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, SERVER_DIR } from './helpers/serverProcess';

const TEST_FILES = ['test/api.test.ts', 'test/process.test.ts'];

interface PassResult {
  name: string;
  pass: number;
  fail: number;
  exitCode: number;
  ms: number;
}

async function runSuite(name: string, env: Record<string, string>): Promise<PassResult> {
  console.log(`\n=== server tests on ${name} ===\n`);
  const started = Date.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=1', ...TEST_FILES],
    {
      cwd: SERVER_DIR,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    process.stdout.write(chunk);
  });
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const exitCode = await new Promise<number>((resolve) =>
    child.on('close', (code) => resolve(code ?? 1)),
  );
  const count = (label: string) =>
    Number(
      /ℹ (?:\S+ )?(\d+)/.exec(
        output
          .split('\n')
          .reverse()
          .find((line) => line.includes(`ℹ ${label} `)) ?? '',
      )?.[1] ?? 0,
    );
  return { name, pass: count('pass'), fail: count('fail'), exitCode, ms: Date.now() - started };
}

function findPgBin(): string | null {
  const root = '/usr/lib/postgresql';
  const preferred = path.join(root, '15', 'bin');
  if (existsSync(path.join(preferred, 'initdb'))) return preferred;
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((version) =>
    existsSync(path.join(root, version, 'bin', 'initdb')),
  );
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

function ensurePgBin(): string {
  const found = findPgBin();
  if (found) return found;
  console.log('PostgreSQL server binaries missing: apt-get install -y postgresql');
  spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  const installed = spawnSync('apt-get', ['install', '-y', 'postgresql'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const after = findPgBin();
  if (installed.status !== 0 || !after) throw new Error('could not install PostgreSQL');
  return after;
}

/** initdb refuses to run as root: the cluster belongs to the postgres user. */
function asPostgres(command: string, args: string[]): string[] {
  if (process.getuid?.() !== 0) return [command, ...args];
  return ['runuser', '-u', 'postgres', '--', command, ...args];
}

async function withPostgres<T>(work: (adminUrl: string) => Promise<T>): Promise<T> {
  const bin = ensurePgBin();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'btj-pg-'));
  const dataDir = path.join(dir, 'data');
  const run = (command: string, args: string[]) => {
    const [file, ...rest] = asPostgres(path.join(bin, command), args) as [string, ...string[]];
    return execFileSync(file, rest, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  };
  if (process.getuid?.() === 0) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    await chown(dir, Number(ids), Number(gid));
    await chmod(dir, 0o700);
  }
  const port = await freePort();
  let started = false;
  try {
    run('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-instructions',
    ]);
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      '-w',
      'start',
    ]);
    started = true;
    console.log(
      `\nthrowaway PostgreSQL (${path.basename(path.dirname(bin))}) on 127.0.0.1:${port} in ${dir}`,
    );
    return await work(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } finally {
    if (started) {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } catch (error) {
        console.error('could not stop PostgreSQL:', (error as Error).message);
      }
    }
    await rm(dir, { recursive: true, force: true });
  }
}

const results: PassResult[] = [];
results.push(await runSuite('PGlite', {}));
try {
  results.push(
    await withPostgres((adminUrl) => runSuite('PostgreSQL', { TEST_PG_ADMIN_URL: adminUrl })),
  );
} catch (error) {
  console.error('\nPostgreSQL pass could not run:', error);
  results.push({ name: 'PostgreSQL', pass: 0, fail: 1, exitCode: 1, ms: 0 });
}

console.log('\n=== server test summary ===');
for (const result of results) {
  console.log(
    `${result.name.padEnd(11)} ${result.pass} passed, ${result.fail} failed (exit ${result.exitCode}, ${(result.ms / 1000).toFixed(1)} s)`,
  );
}
const pass = results.reduce((sum, result) => sum + result.pass, 0);
const fail =
  results.reduce((sum, result) => sum + result.fail, 0) +
  results.filter((result) => result.exitCode !== 0 && result.fail === 0).length;
console.log(`${pass} passed, ${fail} failed`);
process.exit(fail > 0 ? 1 : 0);

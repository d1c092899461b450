/**
 * `npm test -w server`: the API suite and the process suite, first on PGlite (fresh temp
 * DATA_DIRs), then on a throwaway PostgreSQL cluster (initdb + pg_ctl as the postgres user, on
 * 127.0.0.1 and a free port, removed afterwards). Ends with `N passed, N failed` and a non-zero
 * exit code on any failure.
 */
import { spawn } from 'node:child_process';
import { withPostgres } from './helpers/postgresCluster';
import { SERVER_DIR } from './helpers/serverProcess';

const TEST_FILES = [
  'test/api.test.ts',
  'test/files.test.ts',
  'test/sweep.test.ts',
  'test/caseSearch.test.ts',
  'test/caseBulk.test.ts',
  'test/caseLife.test.ts',
  'test/process.test.ts',
  'test/messages.test.ts',
  'test/documentRequests.test.ts',
  'test/caseDates.test.ts',
  'test/dataAtRest.test.ts',
  'test/contactRules.test.ts',
  'test/memory.test.ts',
  'test/mail.test.ts',
  'test/config.test.ts',
  'test/operations.test.ts',
  'test/migrations.test.ts',
  'test/limits.test.ts',
  'test/sharedLimits.test.ts',
  'test/drain.test.ts',
  'test/sessions.test.ts',
  'test/startTogether.test.ts',
  'test/fuzz.test.ts',
  'test/i18n.test.ts',
  'test/errorCodes.test.ts',
  'test/pgliteOffThread.test.ts',
  'test/apiDocument.test.ts',
  'test/metrics.test.ts',
  'test/backup.test.ts',
  'test/sessionsRevocation.test.ts',
  'test/fileName.test.ts',
  'test/sessionCookie.test.ts',
  'test/cronJob.test.ts',
  'test/gsm7.test.ts',
  'test/sms.test.ts',
];

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

/**
 * `tsx test/onPostgres.ts test/<file>.test.ts …`: runs the named test files on a throwaway
 * PostgreSQL cluster (as the second pass of `npm test -w server` does), for one file at a time.
 */
import { spawnSync } from 'node:child_process';
import { withPostgres } from './helpers/postgresCluster';
import { SERVER_DIR } from './helpers/serverProcess';

const files = process.argv.slice(2);
const status = await withPostgres(
  async (adminUrl) =>
    spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
      cwd: SERVER_DIR,
      stdio: 'inherit',
      env: { ...process.env, TEST_PG_ADMIN_URL: adminUrl },
    }).status,
);
process.exit(status ?? 1);

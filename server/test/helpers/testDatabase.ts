import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * In the PostgreSQL pass, test/run.ts sets TEST_PG_ADMIN_URL to a throwaway cluster: each test
 * file gets a fresh database in it. In the PGlite pass this answers null (a fresh DATA_DIR is
 * the fresh database).
 */
export async function createTestDatabase(): Promise<string | null> {
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  if (!adminUrl) return null;
  const name = `btj_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const testDriver = process.env.TEST_PG_ADMIN_URL ? 'postgres' : 'pglite';

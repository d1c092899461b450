/**
 * What the API benches share: the API started on a seeded data folder (PGlite) or PostgreSQL
 * database on a free port and stopped after, a throwaway PostgreSQL with a data folder of its own,
 * and signing in.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './apps';
import { freePort, startApi } from '../e2e/support/stack';

export interface BenchApi {
  /** e.g. http://localhost:40123 */
  origin: string;
  /** The API's base: `${origin}/api`. */
  base: string;
  /** The launcher's process id (tsx starts the server as its child). */
  pid: number;
}

/** Runs `use` against the API on `dataDir` (and `databaseUrl` when on PostgreSQL); stops it after. */
export async function withBenchApi<T>(
  options: { dataDir: string; databaseUrl: string | null; env?: Record<string, string> },
  use: (api: BenchApi) => Promise<T>,
): Promise<T> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const api = await startApi({
    env: {
      ...options.env,
      API_PORT: String(port),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    dataDir: options.dataDir,
    apiOrigin: origin,
    appUrl: origin,
    corsOrigins: origin,
  });
  try {
    return await use({ origin, base: `${origin}/api`, pid: api.pid! });
  } finally {
    if (api.exitCode === null) {
      api.kill('SIGTERM');
      await new Promise((resolve) => api.once('exit', resolve));
    }
  }
}

/** Runs `use` with a fresh data folder (removed after) and no database URL: PGlite. */
export async function onPglite<T>(
  name: string,
  use: (dataDir: string, databaseUrl: null) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `btj-bench-${name}-`));
  try {
    return await use(dataDir, null);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs `use` on a throwaway PostgreSQL cluster, with a data folder of its own for the files; both
 * are removed after. Answers null when BENCH_SKIP_POSTGRES is set.
 */
export async function onThrowawayPostgres<T>(
  name: string,
  use: (dataDir: string, databaseUrl: string) => Promise<T>,
): Promise<T | null> {
  if (process.env.BENCH_SKIP_POSTGRES) return null;
  const { withPostgres } = (await import(
    path.join(ROOT, 'server/test/helpers/postgresCluster.ts')
  )) as typeof import('../server/test/helpers/postgresCluster');
  return withPostgres(async (databaseUrl) => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `btj-bench-${name}-pg-`));
    try {
      return await use(dataDir, databaseUrl);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

/** Signs in; answers the session (its token and user). */
export async function signIn(
  base: string,
  credentials: { email: string; password: string },
): Promise<{ token: string; user: { userId: string; email: string } }> {
  const login = await fetch(`${base}/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (login.status !== 200) throw new Error(`signing in as ${credentials.email}: ${login.status}`);
  return (await login.json()) as { token: string; user: { userId: string; email: string } };
}

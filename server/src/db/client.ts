import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { closeTree, makePrivateDir } from '../lib/privateFiles';
import { startPgliteThread, type PgliteDump, type PgliteThread } from './pgliteThread';
import * as schema from './schema';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** The query API both drivers share; code never needs to know which one is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs raw SQL and returns its rows, on either driver. */
  rows<T extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]>;
  /** Resolves when the database answers a query (the health check). */
  ping(): Promise<void>;
  /**
   * LISTEN on a channel: on PostgreSQL (several processes may share it) with a dedicated
   * connection, onLost firing once if it fails; on PGlite (one process, one session) on its one
   * connection, so a change made through the same handle (plain SQL included) is heard too, and
   * onLost fires if the PGlite thread ends.
   */
  listen(channel: string, onMessage: () => void, onLost: (error: Error) => void): Promise<void>;
  /**
   * Runs `work` while no other process sharing the database runs its own `alone` work: start-up
   * DDL that PostgreSQL would deadlock on when instances start together (pg-boss's createQueue).
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  /**
   * PGlite only: its own SQL dump of the database and `queries` answered in the same state
   * (the backup's; PostgreSQL's is pg_dump on a shared snapshot, backup/databaseDump).
   */
  pgliteDump?(args: string[], queries: Record<string, string>): Promise<PgliteDump>;
  /** The URL PostgreSQL was opened with (pg_dump's and pg_restore's); null on PGlite. */
  url: string | null;
  close(): Promise<void>;
}

export class DataDirInUseError extends Error {}

/**
 * PGlite is a single-process database: two processes on one data dir would corrupt it. A pid file
 * keeps a second server (or the user:create CLI) out while one runs; a stale one (killed process)
 * is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const lockFile = path.join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockFile, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirInUseError(
          `The database in ${dir} is in use by process ${pid}; stop it first.`,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock ${lockFile}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What either driver's drizzle handle answers a raw query with: its rows. */
interface RawQueries {
  execute(query: ReturnType<typeof sql>): Promise<{ rows: unknown[] }>;
}

/** The part of a Database that is the same on both drivers: the handle, raw rows and the ping. */
function queriesOf(
  db: RawQueries,
  driver: Database['driver'],
): Pick<Database, 'db' | 'driver' | 'rows' | 'ping'> {
  return {
    db: db as unknown as Db,
    driver,
    rows: async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[],
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  };
}

/** The advisory lock that makes one process at a time prepare a PostgreSQL database (any bigint). */
const PREPARE_LOCK = 7_270_519_001;
/** How long a process waits for another one's preparation before it gives up starting. */
const PREPARE_WAIT = '120s';

/**
 * Runs `work` while this process alone prepares the database: API instances that start together
 * (a cluster's first deploy, a restart on a new version) would otherwise race on the migrations
 * and the demo seed. A session-level lock on its own connection, so `work` may use the pool.
 */
async function preparingAlone<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: databaseUrl });
  lock.on('error', () => undefined); // a lost lock connection ends the lock; work's own queries fail loudly
  await lock.connect();
  try {
    await lock.query(`set lock_timeout = '${PREPARE_WAIT}'`);
    await lock.query('select pg_advisory_lock($1)', [PREPARE_LOCK]).catch((error: unknown) => {
      throw new Error(
        `another process has been preparing the database for over ${PREPARE_WAIT} (migrations, queue setup); is one stuck?`,
        { cause: error },
      );
    });
    return await work();
  } finally {
    await lock.end(); // ending the session releases the lock, even if work failed
  }
}

/**
 * Opens PGlite in DATA_DIR/pglite, or PostgreSQL when a URL is given, applies pending migrations
 * and then `prepare` (e.g. the demo seed), one process at a time.
 */
export async function openDatabase(options: {
  dataDir: string;
  databaseUrl: string | null;
  prepare?: (db: Db) => Promise<void>;
}): Promise<Database> {
  // Uploads, outbox and secret live in DATA_DIR on either driver: it is its user's only.
  makePrivateDir(options.dataDir);
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema });
    try {
      await preparingAlone(options.databaseUrl, async () => {
        await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
        await options.prepare?.(db);
      });
    } catch (error) {
      await pool.end().catch(() => undefined);
      throw error;
    }
    const listeners: pg.Client[] = [];
    return {
      ...queriesOf(db, 'postgres'),
      url: options.databaseUrl,
      alone: (work) => preparingAlone(options.databaseUrl as string, work),
      async listen(channel, onMessage, onLost) {
        const client = new pg.Client({ connectionString: options.databaseUrl as string });
        let lost = false;
        const fail = (error: Error) => {
          if (lost) return;
          lost = true;
          onLost(error);
        };
        client.on('notification', (message) => {
          if (message.channel === channel) onMessage();
        });
        client.on('error', fail);
        client.on('end', () => fail(new Error('LISTEN connection closed')));
        await client.connect();
        await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        listeners.push(client);
      },
      async close() {
        for (const client of listeners) {
          client.removeAllListeners('end');
          client.removeAllListeners('error');
          client.on('error', () => undefined);
          await client.end().catch(() => undefined);
        }
        await pool.end();
      },
    };
  }

  const pgliteDir = path.join(options.dataDir, 'pglite');
  mkdirSync(pgliteDir, { recursive: true, mode: 0o700 });
  const unlock = lockDataDir(options.dataDir);
  let thread: PgliteThread | null = null;
  let pool: pg.Pool | null = null;
  try {
    // PGlite on a thread of its own, so its queries never hold up the event loop (a cached
    // answer, /live); the API reaches it through the same `pg` driver as PostgreSQL.
    thread = await startPgliteThread({ dataDir: options.dataDir, pgliteDir });
    // initdb leaves its files 0666 and folders 0755 (set by chmod, past any umask); the files
    // PostgreSQL makes later are 0600. Also closes data dirs made before this rule.
    await closeTree(pgliteDir);
    // One connection: PGlite is one session that runs one query at a time anyway, and a
    // transaction keeps it to itself (as PGlite's own transaction did). Never dropped when idle.
    const lite = new pg.Pool({ ...thread.connection, max: 1, idleTimeoutMillis: 0 });
    pool = lite;
    lite.on('error', () => undefined); // a dropped connection is replaced on the next query
    // PGlite is one session: a NOTIFY comes back on the connection that ran it (a trigger's
    // included), so every connection of the pool is heard, whichever ran the LISTEN.
    const channels = new Map<string, Set<() => void>>();
    lite.on('connect', (client) => {
      client.on('notification', (message) => {
        for (const onMessage of channels.get(message.channel) ?? []) onMessage();
      });
    });
    const db = drizzlePg(lite, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    await options.prepare?.(db);
    const running = thread;
    let closing: Promise<void> | null = null;
    return {
      ...queriesOf(db, 'pglite'),
      url: null,
      alone: (work) => work(), // one process per data dir
      pgliteDump: (args, queries) => running.dump(args, queries),
      async listen(channel, onMessage, onLost) {
        await lite.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        const listeners = channels.get(channel) ?? new Set();
        listeners.add(onMessage);
        channels.set(channel, listeners);
        running.onLost(onLost);
      },
      close() {
        // Graceful: the pool ends once the queries in flight are done, then PGlite closes.
        closing ??= (async () => {
          try {
            await lite.end();
          } finally {
            try {
              await running.close();
            } finally {
              unlock();
            }
          }
        })();
        return closing;
      },
    };
  } catch (error) {
    await pool?.end().catch(() => undefined);
    await thread?.close().catch(() => undefined);
    unlock();
    throw error;
  }
}

export { sql };

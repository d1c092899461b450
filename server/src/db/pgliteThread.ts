import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** What pgliteWorker.mjs is started with, and the messages between it and this thread. */
interface PgliteWorkerData {
  pgliteDir: string;
  socketPath: string;
  maxConnections: number;
  /** The application_name only the API's connections send: the socket refuses any other. */
  apiKey: string;
}
type FromWorker =
  | { type: 'ready' }
  | { type: 'failed'; error: Error }
  | { type: 'closed' }
  | { type: 'dumped'; id: number; sql: Uint8Array; answers: Record<string, DumpRow[]> }
  | { type: 'dumpFailed'; id: number; error: Error };
type ToWorker =
  { type: 'close' } | { type: 'dump'; id: number; args: string[]; queries: Record<string, string> };

/** A row of a query answered beside a dump: every value as PostgreSQL's text (null for NULL). */
export type DumpRow = Record<string, string | null>;

/** PGlite's own SQL dump and the answers to `queries` read in the same state of the database. */
export interface PgliteDump {
  sql: Uint8Array;
  answers: Record<string, DumpRow[]>;
}

/** libpq's socket naming (`<dir>/.s.PGSQL.<port>`), which the `pg` driver follows. */
const SOCKET_PORT = 5432;
/** A unix socket path longer than this does not fit in sockaddr_un (108 bytes on Linux). */
const MAX_SOCKET_PATH = 100;
/**
 * Connections the socket server takes. The API keeps one (its pool of one, db/client.ts): PGlite
 * is one session, and pglite-socket interleaves the messages of several connections (another
 * connection's Parse could replace this one's unnamed statement between its Parse and Bind).
 * A second slot lets a replaced connection in while the dropped one is still being let go.
 */
const MAX_CONNECTIONS = 2;
/** How long close() waits for PGlite to shut down cleanly before the thread is stopped. */
const CLOSE_WAIT_MS = 15_000;
/** How long start() waits for PGlite to open (initdb of a new data dir included). */
const START_WAIT_MS = 120_000;

export interface PgliteThread {
  /**
   * What `pg` connects with: the socket's folder and port, and the key the socket admits (no
   * password: the socket is 0600, and only this process knows the key).
   */
  connection: {
    host: string;
    port: number;
    user: string;
    database: string;
    application_name: string;
  };
  /** Calls `listener` once if the thread ends while the database is open (a crash in PGlite). */
  onLost(listener: (error: Error) => void): void;
  /**
   * PGlite's own pg_dump of the database (plain SQL, `args` added to pg_dump's), taken while no
   * transaction is open and nothing else runs, with `queries` answered in that same state.
   */
  dump(args: string[], queries: Record<string, string>): Promise<PgliteDump>;
  close(): Promise<void>;
}

/**
 * Starts PGlite on a thread of its own, behind a unix socket in `dataDir` (or, when that path is
 * too long for a socket, in a private temp folder), so its queries never block the API's event
 * loop. The caller holds the data-dir lock.
 */
export async function startPgliteThread(options: {
  dataDir: string;
  pgliteDir: string;
}): Promise<PgliteThread> {
  let socketDir = options.dataDir;
  let tempDir: string | null = null;
  if (Buffer.byteLength(path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`)) > MAX_SOCKET_PATH) {
    tempDir = mkdtempSync(path.join(os.tmpdir(), 'btj-pglite-')); // 0700
    socketDir = tempDir;
  }
  const socketPath = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  const removeTemp = () => {
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };

  const apiKey = `btj-api-${randomBytes(16).toString('hex')}`;
  const data: PgliteWorkerData = {
    pgliteDir: options.pgliteDir,
    socketPath,
    maxConnections: MAX_CONNECTIONS,
    apiKey,
  };
  const worker = new Worker(new URL('./pgliteWorker.mjs', import.meta.url), { workerData: data });
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  let closing = false;
  let lostError: Error | null = null;
  const lostListeners: ((error: Error) => void)[] = [];
  const lose = (error: Error) => {
    if (closing || lostError) return;
    lostError = error;
    for (const listener of lostListeners.splice(0)) listener(error);
  };

  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`PGlite did not open within ${START_WAIT_MS / 1000} s`)),
        START_WAIT_MS,
      );
      const settle = (error?: Error) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', settle);
        worker.off('exit', onExit);
        if (error) reject(error);
        else resolve();
      };
      const onMessage = (message: FromWorker) => {
        if (message.type === 'ready') settle();
        else if (message.type === 'failed') settle(message.error);
      };
      const onExit = (code: number) => settle(new Error(`the PGlite thread ended (code ${code})`));
      worker.on('message', onMessage);
      worker.once('error', settle);
      worker.once('exit', onExit);
    });
  } catch (error) {
    await worker.terminate().catch(() => undefined);
    removeTemp();
    throw error;
  }

  worker.on('error', lose);
  worker.once('exit', (code) => lose(new Error(`the PGlite thread ended (code ${code})`)));

  let closed: Promise<void> | null = null;
  let dumps = 0;
  return {
    connection: {
      host: socketDir,
      port: SOCKET_PORT,
      user: 'postgres',
      database: 'postgres',
      application_name: apiKey,
    },
    onLost(listener) {
      if (lostError) listener(lostError);
      else lostListeners.push(listener);
    },
    dump(args, queries) {
      const id = ++dumps;
      return new Promise<PgliteDump>((resolve, reject) => {
        const onMessage = (message: FromWorker) => {
          if ((message.type !== 'dumped' && message.type !== 'dumpFailed') || message.id !== id)
            return;
          worker.off('message', onMessage);
          worker.off('exit', onExit);
          if (message.type === 'dumped') resolve({ sql: message.sql, answers: message.answers });
          else reject(message.error);
        };
        const onExit = () => {
          worker.off('message', onMessage);
          reject(new Error('the PGlite thread ended during the dump'));
        };
        worker.on('message', onMessage);
        worker.once('exit', onExit);
        worker.postMessage({ type: 'dump', id, args, queries } satisfies ToWorker);
      });
    },
    close() {
      closed ??= (async () => {
        closing = true;
        let failure: Error | null = null;
        const done = new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            failure = new Error(`PGlite did not close within ${CLOSE_WAIT_MS / 1000} s`);
            resolve();
          }, CLOSE_WAIT_MS);
          worker.on('message', (message: FromWorker) => {
            if (message.type === 'failed') failure = message.error;
            if (message.type === 'closed' || message.type === 'failed') {
              clearTimeout(timer);
              resolve();
            }
          });
          void exited.then(() => {
            clearTimeout(timer);
            resolve();
          });
        });
        worker.postMessage({ type: 'close' } satisfies ToWorker);
        await done;
        await worker.terminate();
        removeTemp();
        if (failure) throw failure;
      })();
      return closed;
    },
  };
}

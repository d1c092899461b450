// The PGlite thread (started by pgliteThread.ts): PGlite runs here, off the API's event loop,
// behind the PostgreSQL wire protocol on a unix socket (@electric-sql/pglite-socket), and the
// API reaches it with the same `pg` driver it uses for PostgreSQL. Plain JavaScript, so a worker
// thread loads it without a TypeScript loader; its messages are typed in pgliteThread.ts.
import { chmod, rm } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

const port = parentPort;
if (!port) throw new Error('pgliteWorker.mjs runs as a worker thread (pgliteThread.ts starts it)');
/** @type {{ pgliteDir: string, socketPath: string, maxConnections: number }} */
const options = workerData;

/** @type {PGlite | null} */
let db = null;
/** @type {PGLiteSocketServer | null} */
let server = null;

async function stop() {
  await server?.stop();
  await db?.close();
}

port.on('message', (message) => {
  if (message?.type !== 'close') return;
  stop().then(
    () => {
      port.postMessage({ type: 'closed' });
      port.close();
    },
    (error) => {
      port.postMessage({ type: 'failed', error });
      port.close();
    },
  );
});

try {
  // unaccent: the case search ignores accents (migration 0013 creates the extension).
  db = await PGlite.create({ dataDir: options.pgliteDir, extensions: { unaccent } });
  // A socket left by a process that was killed: the data-dir lock says it is ours now.
  await rm(options.socketPath, { force: true });
  server = new PGLiteSocketServer({
    db,
    path: options.socketPath,
    maxConnections: options.maxConnections,
  });
  await server.start();
  // Only its user may connect (DATA_DIR is 0700 too): PGlite asks no password.
  await chmod(options.socketPath, 0o600);
  port.postMessage({ type: 'ready' });
} catch (error) {
  await stop().catch(() => undefined);
  port.postMessage({ type: 'failed', error });
  port.close();
}

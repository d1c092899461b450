// The PGlite thread (started by pgliteThread.ts): PGlite runs here, off the API's event loop,
// behind the PostgreSQL wire protocol on a unix socket (@electric-sql/pglite-socket), and the
// API reaches it with the same `pg` driver it uses for PostgreSQL. Plain JavaScript, so a worker
// thread loads it without a TypeScript loader; its messages are typed in pgliteThread.ts.
import { chmod, rm } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

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

/** A simple-protocol Query message: what the socket's clients send, built for one statement. */
function queryMessage(text) {
  const body = Buffer.from(`${text}\0`, 'utf8');
  const head = Buffer.alloc(5);
  head.write('Q', 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return new Uint8Array(Buffer.concat([head, body]));
}

/**
 * Rows of one statement run straight on PGlite's session, for use while this thread holds the
 * query lock (PGlite's own query() would wait for that lock forever).
 */
async function rowsHeld(text) {
  const { messages } = await db.execProtocol(queryMessage(text));
  const names = messages.find((m) => m.name === 'rowDescription')?.fields.map((f) => f.name) ?? [];
  return messages
    .filter((m) => m.name === 'dataRow')
    .map((m) => Object.fromEntries(names.map((name, i) => [name, m.fields[i]])));
}

/** How long a dump waits for the API's open transaction to end before it gives up. */
const DUMP_WAIT_MS = 60_000;

/**
 * PGlite's own pg_dump (its WASM build) of the whole database, with `queries` answered from the
 * same state. PGlite is one session: the dump must neither run inside a transaction the API has
 * open nor let the API's statements in between its own, so it holds PGlite's query lock (the
 * socket server takes it for each message) from a moment when no transaction is open until the
 * dump is done. The API's statements wait meanwhile.
 */
async function dump(args, queries) {
  if (!db) throw new Error('PGlite is not open');
  const until = Date.now() + DUMP_WAIT_MS;
  for (;;) {
    const done = await db.runExclusive(async () => {
      if (db.isInTransaction()) return null;
      const answers = {};
      for (const [name, text] of Object.entries(queries)) answers[name] = await rowsHeld(text);
      const [{ search_path: searchPath }] = await rowsHeld('SHOW search_path');
      /** Ends the transaction pg_dump leaves open (see below) before anything else runs. */
      const settle = async () => {
        if (db.isInTransaction()) await rowsHeld('ROLLBACK');
      };
      const held = {
        query: async (text) => ({ rows: await rowsHeld(text) }),
        exec: async (text) => {
          await settle();
          return rowsHeld(text);
        },
        execProtocolRawStream: (bytes, options) => db.execProtocolRawStream(bytes, options),
      };
      let file;
      try {
        file = await pgDump({ pg: held, args });
      } finally {
        // pg_dump ends by dropping its connection, which ends its transaction on a server; on
        // PGlite's one session the transaction would stay open (and hold every later statement).
        await settle();
        // pg_dump empties the session's search_path; the API's unqualified names need it back.
        await rowsHeld(`SELECT pg_catalog.set_config('search_path', '${searchPath.replaceAll("'", "''")}', false)`);
      }
      return { answers, sql: new Uint8Array(await file.arrayBuffer()) };
    });
    if (done) return done;
    if (Date.now() > until)
      throw new Error(`a transaction stayed open for ${DUMP_WAIT_MS / 1000} s: no dump taken`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

port.on('message', (message) => {
  if (message?.type === 'dump') {
    dump(message.args, message.queries).then(
      (result) =>
        port.postMessage({ type: 'dumped', id: message.id, ...result }, [result.sql.buffer]),
      (error) => port.postMessage({ type: 'dumpFailed', id: message.id, error }),
    );
    return;
  }
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

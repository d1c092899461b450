// The PGlite thread (started by pgliteThread.ts): PGlite runs here, off the API's event loop,
// behind the PostgreSQL wire protocol on a unix socket (@electric-sql/pglite-socket), and the
// API reaches it with the same `pg` driver it uses for PostgreSQL. Plain JavaScript, so a worker
// thread loads it without a TypeScript loader; its messages are typed in pgliteThread.ts.
import { chmod, rm } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './pgliteExtensions.mjs';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

const port = parentPort;
if (!port) throw new Error('pgliteWorker.mjs runs as a worker thread (pgliteThread.ts starts it)');
/** @type {{ pgliteDir: string, socketPath: string, maxConnections: number, apiKey: string }} */
const options = workerData;

/** What a connection that is not the API's is told before it is closed. */
const NOT_THE_API =
  'This socket serves this API alone: a change made here would bypass its caches (a demoted ' +
  'lawyer would keep access). Use `npm run user:create` / `npm run user:role` with the API ' +
  'stopped, or the API itself; for SQL, run on PostgreSQL (DATABASE_URL).';
/** How long a new connection may take to say who it is. */
const STARTUP_WAIT_MS = 5_000;
const SSL_REQUEST_CODE = 80877103;

/** A PostgreSQL ErrorResponse (severity FATAL, invalid authorization) carrying `message`. */
function fatal(message) {
  const fields = Buffer.concat(
    [
      ['S', 'FATAL'],
      ['V', 'FATAL'],
      ['C', '28000'],
      ['M', message],
    ].map(([code, text]) => Buffer.concat([Buffer.from(code), Buffer.from(`${text}\0`)])),
  );
  const body = Buffer.concat([fields, Buffer.from([0])]);
  const head = Buffer.alloc(5);
  head.write('E', 0);
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/** The parameters of a StartupMessage (after its length and protocol version). */
function startupParameters(packet) {
  const parameters = new Map();
  const parts = packet.subarray(8).toString('utf8').split('\0');
  for (let i = 0; i + 1 < parts.length && parts[i]; i += 2) parameters.set(parts[i], parts[i + 1]);
  return parameters;
}

/**
 * Lets a connection through to PGlite only when its StartupMessage carries the API's key (as its
 * application_name; the key lives in this process's memory only). Anything else (psql, another
 * program of the same user) gets an error saying how to change data safely, and is closed: PGlite
 * is one session, so a change made on another connection is never announced to the API's
 * LISTEN, and its messages would interleave with the API's. Answers `resolve(true)` once the
 * bytes read so far are put back for pglite-socket to read.
 */
function admitOnlyTheApi(socket) {
  return new Promise((resolve) => {
    let buffered = Buffer.alloc(0);
    const done = (admitted) => {
      clearTimeout(timer);
      socket.off('data', onData);
      socket.off('error', onError);
      resolve(admitted);
    };
    const refuse = () => {
      socket.end(fatal(NOT_THE_API));
      done(false);
    };
    const onError = () => done(false);
    const onData = (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      while (buffered.length >= 8) {
        const length = buffered.readInt32BE(0);
        if (length < 8 || length > 10_000) return refuse();
        if (buffered.length < length) return;
        const packet = buffered.subarray(0, length);
        if (length === 8 && packet.readInt32BE(4) === SSL_REQUEST_CODE) {
          socket.write('N'); // no TLS on a unix socket; the client goes on in plain
          buffered = buffered.subarray(8);
          continue;
        }
        if (startupParameters(packet).get('application_name') !== options.apiKey) return refuse();
        socket.pause();
        socket.unshift(buffered);
        return done(true);
      }
    };
    const timer = setTimeout(refuse, STARTUP_WAIT_MS);
    socket.on('data', onData);
    socket.on('error', onError);
  });
}

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
        await rowsHeld(
          `SELECT pg_catalog.set_config('search_path', '${searchPath.replaceAll("'", "''")}', false)`,
        );
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
  db = await PGlite.create({ dataDir: options.pgliteDir, extensions: PGLITE_EXTENSIONS });
  // A socket left by a process that was killed: the data-dir lock says it is ours now.
  await rm(options.socketPath, { force: true });
  server = new PGLiteSocketServer({
    db,
    path: options.socketPath,
    maxConnections: options.maxConnections,
  });
  // pglite-socket has no authentication: each new connection is checked before it is handed over.
  const handOver = server.handleConnection.bind(server);
  server.handleConnection = async (socket) => {
    if (!(await admitOnlyTheApi(socket))) return;
    // Paused with the start-up bytes put back: flowing again once pglite-socket listens.
    await handOver(socket);
    socket.resume();
  };
  await server.start();
  // Only its user may connect (DATA_DIR is 0700 too): PGlite asks no password.
  await chmod(options.socketPath, 0o600);
  port.postMessage({ type: 'ready' });
} catch (error) {
  await stop().catch(() => undefined);
  port.postMessage({ type: 'failed', error });
  port.close();
}

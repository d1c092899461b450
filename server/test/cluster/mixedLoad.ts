/**
 * A mixed load on the cluster's one origin: clients log in, list their cases, submit cases with a
 * file and write messages, one request at a time each, for `seconds`; optionally one instance is
 * SIGKILLed at `killAtMs` and started again `restartAfterMs` later, or `during.run` is done at
 * `during.atMs` (the load then goes on until it has finished too). Every request is recorded.
 */
import type { ApiInstance } from '../../../scripts/cluster/apiInstance';
import { newClient, type Identity } from '../helpers/context';
import { caseForm, sample, validCase } from '../helpers/files';
import { client, type Answer } from '../helpers/http';

export interface Op {
  kind: 'login' | 'list' | 'submit' | 'message';
  start: number;
  end: number;
  /** The HTTP status, or 0 when no answer came. */
  status: number;
  /** The created case's or message's id. */
  id?: string;
  /** A login's token. */
  token?: string;
  text: string;
  /** Sent again once: the connection closed before any answer came (see `record`). */
  resent?: boolean;
}

export interface MixedLoad {
  ops: Op[];
  killedAt: number;
  /** When the killed process was gone (the kernel may still accept connections until then). */
  diedAt: number;
  restartedAt: number;
  /** When `during.run` began and ended. */
  duringStartedAt: number;
  duringEndedAt: number;
}

const CLIENTS = 4;
const LOGIN_EVERY_MS = 4_000;
const FILE = Buffer.concat([sample.pdf(), Buffer.alloc(32 * 1024, 0x20)]);

/** fetch's own failure (no answer at all, not a body cut short) on a connection that closed:
 * reset, or closed while the request's body was still being written (EPIPE). */
function closedBeforeAnswer(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return (
    error instanceof TypeError &&
    error.message === 'fetch failed' &&
    (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET' || code === 'EPIPE')
  );
}

export async function runMixedLoad(options: {
  origin: string;
  seconds: number;
  victim?: ApiInstance;
  killAtMs?: number;
  restartAfterMs?: number;
  during?: { atMs: number; run: () => Promise<void> };
}): Promise<MixedLoad> {
  const http = client(options.origin);
  const stamp = Date.now().toString(36);
  const users: Identity[] = [];
  for (let i = 0; i < CLIENTS; i++)
    users.push(await newClient(http, `load.${stamp}.${i}@example.com`));

  const ops: Op[] = [];
  async function record(kind: Op['kind'], call: () => Promise<Answer>): Promise<Op> {
    const start = Date.now();
    let op: Op;
    let resent = false;
    try {
      // A keep-alive connection nginx closes while idle (a worker leaving on reload) can meet the
      // next request on its way: the connection drops before any byte of an answer, so nginx never
      // read that request. A browser sends such a request again on a new connection, whatever its
      // method; this client does the same, once, and says so.
      const answer = await call().catch((error: unknown) => {
        if (!closedBeforeAnswer(error)) throw error;
        resent = true;
        return call();
      });
      op = {
        kind,
        start,
        end: Date.now(),
        status: answer.status,
        id: answer.body?.data?.id,
        token: answer.body?.token,
        text: answer.status >= 300 ? answer.text.slice(0, 200) : '',
        resent,
      };
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const why = cause ? ` (${cause.code ?? ''} ${cause.message ?? ''})` : '';
      op = { kind, start, end: Date.now(), status: 0, text: `${String(error)}${why}`, resent };
    }
    ops.push(op);
    return op;
  }

  const deadline = Date.now() + options.seconds * 1000;
  let duringStartedAt = 0;
  let duringEndedAt = 0;
  const going = () => Date.now() < deadline || (options.during !== undefined && !duringEndedAt);
  async function user(identity: Identity): Promise<void> {
    let token = identity.token;
    let lastCase: string | undefined;
    let loggedInAt = Date.now();
    for (let round = 0; going(); round++) {
      // Under the per-address-and-e-mail login limit (20 a minute): one login each 4 s at most.
      if (Date.now() - loggedInAt >= LOGIN_EVERY_MS) {
        loggedInAt = Date.now();
        const op = await record('login', () =>
          http.post('/api/users/login', {
            json: { email: identity.email, password: identity.password },
          }),
        );
        if (op.status === 200 && op.token) token = op.token;
      }
      await record('list', () => http.get(`/api/cases/${identity.userId}`, { token }));
      const submitted = await record('submit', () =>
        http.post('/api/cases/register', {
          token,
          form: caseForm(validCase, { bytes: FILE, name: `load-${round}.pdf` }),
        }),
      );
      if (submitted.status === 201) lastCase = submitted.id;
      if (lastCase) {
        const caseId = lastCase;
        await record('message', () =>
          http.post(`/api/cases/${caseId}/messages`, {
            token,
            json: { text: `Round ${round}: one more document is on its way.` },
          }),
        );
      }
    }
  }

  let killedAt = 0;
  let diedAt = 0;
  let restartedAt = 0;
  const fault = (async () => {
    const { victim, killAtMs, restartAfterMs = 5_000 } = options;
    if (!victim || killAtMs === undefined) return;
    await new Promise((resolve) => setTimeout(resolve, killAtMs));
    killedAt = Date.now();
    await victim.stop('SIGKILL');
    diedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, restartAfterMs));
    await victim.start();
    restartedAt = Date.now();
  })();
  const during = (async () => {
    if (!options.during) return;
    await new Promise((resolve) => setTimeout(resolve, options.during!.atMs));
    duringStartedAt = Date.now();
    try {
      await options.during.run();
    } finally {
      duringEndedAt = Date.now();
    }
  })();
  await Promise.all([...users.map(user), fault, during]);
  return { ops, killedAt, diedAt, restartedAt, duringStartedAt, duringEndedAt };
}

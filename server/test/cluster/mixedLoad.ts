/**
 * A mixed load on the cluster's one origin: clients log in, list their cases, submit cases with a
 * file and write messages, one request at a time each, for `seconds`; optionally one instance is
 * SIGKILLed at `killAtMs` and started again `restartAfterMs` later. Every request is recorded.
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
}

export interface MixedLoad {
  ops: Op[];
  killedAt: number;
  /** When the killed process was gone (the kernel may still accept connections until then). */
  diedAt: number;
  restartedAt: number;
}

const CLIENTS = 4;
const LOGIN_EVERY_MS = 4_000;
const FILE = Buffer.concat([sample.pdf(), Buffer.alloc(32 * 1024, 0x20)]);

export async function runMixedLoad(options: {
  origin: string;
  seconds: number;
  victim?: ApiInstance;
  killAtMs?: number;
  restartAfterMs?: number;
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
    try {
      const answer = await call();
      op = {
        kind,
        start,
        end: Date.now(),
        status: answer.status,
        id: answer.body?.data?.id,
        token: answer.body?.token,
        text: answer.status >= 300 ? answer.text.slice(0, 200) : '',
      };
    } catch (error) {
      op = { kind, start, end: Date.now(), status: 0, text: String(error) };
    }
    ops.push(op);
    return op;
  }

  const deadline = Date.now() + options.seconds * 1000;
  async function user(identity: Identity): Promise<void> {
    let token = identity.token;
    let lastCase: string | undefined;
    let loggedInAt = Date.now();
    for (let round = 0; Date.now() < deadline; round++) {
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
  await Promise.all([...users.map(user), fault]);
  return { ops, killedAt, diedAt, restartedAt };
}

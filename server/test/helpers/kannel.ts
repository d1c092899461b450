/**
 * A real SMS gateway on loopback for the tests, the bench and `npm run cluster`: Kannel's
 * bearerbox and smsbox (package `kannel`) with a generated configuration in a temp folder, and
 * Kannel's `fakesmsc` (package `kannel-extras`) as the operator side. fakesmsc prints every
 * message the gateway hands it on stdout; `received` holds them, decoded. Every process is started
 * here and stopped by its process id, never by name (other gateways may run on this machine).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './freePort';

export const BEARERBOX = '/usr/sbin/bearerbox';
export const SMSBOX = '/usr/sbin/smsbox';
export const FAKESMSC = '/usr/lib/kannel/test/fakesmsc';

/** One message fakesmsc received (a long text arrives as its parts, joined here by sender+to). */
export interface ReceivedSms {
  from: string;
  to: string;
  /** The text as the handset shows it (UCS-2 and url-encoded parts decoded). */
  text: string;
  /** How fakesmsc saw it: text, ucs2, data or udh (one entry per part). */
  types: string[];
  /** The number of parts (segments) the gateway sent. */
  parts: number;
  at: number;
}

export interface Kannel {
  /** The sendsms interface: http://127.0.0.1:<port>/cgi-bin/sendsms. */
  url: string;
  user: string;
  password: string;
  /** The settings an API instance needs to send through this gateway. */
  env: Record<string, string>;
  received: ReceivedSms[];
  /** Messages fakesmsc received for one number. */
  to(number: string): ReceivedSms[];
  /** Resolves when `count` messages for the number have arrived (rejects after timeoutMs). */
  waitFor(number: string, count?: number, timeoutMs?: number): Promise<ReceivedSms[]>;
  /** The gateway down: bearerbox and smsbox stopped by their process ids (fakesmsc stays). */
  stopGateway(): Promise<void>;
  /** The gateway back on the same ports and settings. */
  startGateway(): Promise<void>;
  pids(): number[];
  stop(): Promise<void>;
}

/** The messages a gateway started with `receivedFile` has written there so far. */
export function readReceivedFile(text: string): ReceivedSms[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ReceivedSms);
}

export function kannelInstalled(): boolean {
  return [BEARERBOX, SMSBOX, FAKESMSC].every((file) => existsSync(file));
}

function config(ports: {
  admin: number;
  box: number;
  smsc: number;
  sendsms: number;
  dir: string;
  user: string;
  password: string;
}): string {
  const log = (name: string) => path.join(ports.dir, `${name}.log`);
  return `group = core
admin-port = ${ports.admin}
admin-password = ${randomBytes(12).toString('hex')}
admin-interface = 127.0.0.1
admin-allow-ip = 127.0.0.1
smsbox-port = ${ports.box}
smsbox-interface = 127.0.0.1
box-allow-ip = 127.0.0.1
box-deny-ip = "*.*.*.*"
log-file = "${log('bearerbox')}"
log-level = 1
access-log = "${log('access')}"
dlr-storage = internal
sms-resend-retry = -1

group = smsc
smsc = fake
smsc-id = operator
port = ${ports.smsc}
connect-allow-ip = 127.0.0.1

group = smsbox
bearerbox-host = 127.0.0.1
bearerbox-port = ${ports.box}
sendsms-port = ${ports.sendsms}
sendsms-interface = 127.0.0.1
log-file = "${log('smsbox')}"
log-level = 1
access-log = "${log('smsbox-access')}"
mo-recode = false

group = sendsms-user
username = ${ports.user}
password = ${ports.password}
max-messages = 2
concatenation = true
user-allow-ip = 127.0.0.1

group = sms-service
keyword = default
catch-all = true
text = ""
omit-empty = true
`;
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const { connect } = await import('node:net');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline)
      throw new Error(`Kannel: port ${port} not open after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Stops one process by its id: TERM, then KILL after a while; resolves when it has exited. */
async function stopProcess(child: ChildProcess | null, graceMs = 3_000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** fakesmsc writes url-encoded data with `+` for a space. */
function urlBytes(data: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < data.length; i++) {
    const c = data[i]!;
    if (c === '%' && /^[0-9a-f]{2}$/i.test(data.slice(i + 1, i + 3))) {
      bytes.push(parseInt(data.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c === '+') bytes.push(0x20);
    else bytes.push(...Buffer.from(c, 'utf8'));
  }
  return Buffer.from(bytes);
}

/**
 * One line fakesmsc logs for a message the gateway handed it:
 * `Got message <n>: <from to text <text>>`, `<from to ucs-2 <url-encoded UTF-16BE>>`, or for a
 * part of a long message `<from to udh <url-encoded UDH> data|ucs-2 <data>>`.
 */
export function parseFakesmscLine(line: string): {
  from: string;
  to: string;
  type: string;
  udh: Buffer | null;
  text: string;
  at: number;
} | null {
  const match = /Got message \d+: <(\S+) (\S+) (\S+) (.*)>\s*$/.exec(line);
  if (!match) return null;
  const [, from = '', to = '', first = '', rest0 = ''] = match;
  let type = first;
  let rest = rest0;
  let udh: Buffer | null = null;
  if (type === 'udh') {
    const [udhText = '', next = '', ...tail] = rest.split(' ');
    udh = urlBytes(udhText);
    type = next;
    rest = tail.join(' ');
  }
  const text =
    type === 'ucs-2' || type === 'ucs2'
      ? urlBytes(rest).swap16().toString('utf16le')
      : type === 'text'
        ? rest
        : urlBytes(rest).toString('utf8');
  return { from, to, type, udh, text, at: Date.now() };
}

export async function startKannel(
  options: {
    echo?: boolean;
    /**
     * Also append each received message, whole, as one JSON line to this file: the way processes
     * other than the starter's (Playwright's workers) read what arrived (readReceivedFile).
     */
    receivedFile?: string;
  } = {},
): Promise<Kannel> {
  if (!kannelInstalled())
    throw new Error(
      `Kannel is not installed (${BEARERBOX}, ${SMSBOX}, ${FAKESMSC}): apt-get install kannel kannel-extras`,
    );
  const dir = await mkdtemp(path.join(os.tmpdir(), 'b2j-kannel-'));
  const ports = {
    admin: await freePort(),
    box: await freePort(),
    smsc: await freePort(),
    sendsms: await freePort(),
  };
  const user = 'b2j';
  const password = randomBytes(12).toString('hex');
  const file = path.join(dir, 'kannel.conf');
  await writeFile(file, config({ ...ports, dir, user, password }), { mode: 0o600 });

  const received: ReceivedSms[] = [];
  const waiters = new Set<() => void>();
  let bearerbox: ChildProcess | null = null;
  let smsbox: ChildProcess | null = null;
  let fakesmsc: ChildProcess | null = null;
  const stderrOf = new Map<ChildProcess, string>();

  const launch = (command: string, args: string[]) => {
    const child = spawn(command, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    stderrOf.set(child, '');
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = (stderrOf.get(child) ?? '') + chunk.toString('utf8');
      stderrOf.set(child, text.slice(-4_000));
      if (options.echo) process.stderr.write(chunk);
    });
    child.on('error', () => undefined);
    return child;
  };

  // Parts of a concatenated message arrive one after the other; a part's UDH says its place.
  const partial = new Map<string, { text: string[]; types: string[]; total: number; at: number }>();
  const onLine = (line: string) => {
    const message = parseFakesmscLine(line);
    if (!message) return;
    // A concatenation header: 05 00 03 <reference> <total> <index>.
    const udh = message.udh;
    if (udh && udh.length >= 6 && udh[1] === 0x00) {
      const ref = udh[3]!;
      const total = udh[4]!;
      const index = udh[5]!;
      const key = `${message.from}|${message.to}|${ref}`;
      const entry = partial.get(key) ?? { text: [], types: [], total, at: message.at };
      entry.text[index - 1] = message.text;
      entry.types.push(message.type);
      partial.set(key, entry);
      if (entry.text.filter((part) => part !== undefined).length < total) return;
      partial.delete(key);
      received.push({
        from: message.from,
        to: message.to,
        text: entry.text.join(''),
        types: entry.types,
        parts: total,
        at: message.at,
      });
    } else {
      received.push({
        from: message.from,
        to: message.to,
        text: message.text,
        types: [message.type],
        parts: 1,
        at: message.at,
      });
    }
    if (options.receivedFile)
      appendFileSync(options.receivedFile, `${JSON.stringify(received[received.length - 1])}\n`);
    for (const wake of waiters) wake();
  };

  const startFakesmsc = async () => {
    // -m 0: it sends no message of its own; it prints each one the gateway hands it.
    const child = launch(FAKESMSC, [
      '-H',
      '127.0.0.1',
      '-r',
      String(ports.smsc),
      '-m',
      '0',
      '-i',
      '3600',
      '1 2 text nop',
    ]);
    let buffer = '';
    // It logs each message it receives (on stderr, as every Kannel program logs).
    child.stderr!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\n')) >= 0) {
        onLine(buffer.slice(0, end));
        buffer = buffer.slice(end + 1);
      }
    });
    fakesmsc = child;
  };

  const gatewayUp = async () => {
    bearerbox = launch(BEARERBOX, [file]);
    await waitForPort(ports.smsc, 10_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${stderrOf.get(bearerbox!) ?? ''}`);
    });
    await waitForPort(ports.box, 10_000);
    smsbox = launch(SMSBOX, [file]);
    await waitForPort(ports.sendsms, 10_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${stderrOf.get(smsbox!) ?? ''}`);
    });
  };

  const status = async (): Promise<string> => {
    try {
      const answer = await fetch(`http://127.0.0.1:${ports.admin}/status.txt`);
      return await answer.text();
    } catch {
      return '';
    }
  };

  /** Ready: fakesmsc is connected (the smsc is online) and smsbox is connected to bearerbox. */
  const ready = async () => {
    const deadline = Date.now() + 15_000;
    for (;;) {
      const text = await status();
      if (/FAKE:\d+ \(online/.test(text) && /smsbox:\S*, IP [^\n]*\(on-line/.test(text)) return;
      if (Date.now() > deadline) throw new Error(`Kannel not ready after 15 s:\n${text}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const startGateway = async () => {
    await gatewayUp();
    if (!fakesmsc || fakesmsc.exitCode !== null) await startFakesmsc();
    await ready();
  };

  const stopGateway = async () => {
    await stopProcess(smsbox);
    await stopProcess(bearerbox);
    smsbox = null;
    bearerbox = null;
  };

  try {
    await startGateway();
  } catch (error) {
    await stopProcess(fakesmsc);
    await stopGateway();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }

  const url = `http://127.0.0.1:${ports.sendsms}/cgi-bin/sendsms`;
  const to = (number: string) => received.filter((message) => message.to === number);
  return {
    url,
    user,
    password,
    env: { KANNEL_URL: url, KANNEL_USER: user, KANNEL_PASSWORD: password },
    received,
    to,
    async waitFor(number, count = 1, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (to(number).length < count) {
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(
            `fakesmsc: ${to(number).length} of ${count} SMS to ${number} after ${timeoutMs} ms`,
          );
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, Math.min(left, 200));
          waiters.add(wake);
        });
      }
      return to(number);
    },
    stopGateway,
    startGateway,
    pids: () =>
      [bearerbox, smsbox, fakesmsc]
        .map((child) => child?.pid)
        .filter((pid): pid is number => typeof pid === 'number'),
    async stop() {
      await stopGateway();
      await stopProcess(fakesmsc);
      fakesmsc = null;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

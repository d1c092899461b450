import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  at: number;
}

export interface TestSmtp {
  port: number;
  url: string;
  /** Messages the server accepted (DATA answered 250). */
  received: ReceivedMail[];
  /** Times a client got as far as RCPT TO (accepted or not). */
  attempts: number[];
  close(): Promise<void>;
}

/**
 * A real SMTP server in the test process (smtp-server) on 127.0.0.1: `hang` never sends the
 * greeting; `refuseRcpt` answers a temporary 451 to RCPT TO while it returns true.
 */
export async function startSmtp(
  options: { port?: number; hang?: boolean; refuseRcpt?: (attempt: number) => boolean } = {},
): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const attempts: number[] = [];
  const settings: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onConnect(_session, callback) {
      if (options.hang) return; // no callback: the greeting never comes
      callback();
    },
    onRcptTo(_address, _session, callback) {
      attempts.push(Date.now());
      if (options.refuseRcpt?.(attempts.length)) {
        const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          at: Date.now(),
        });
        callback();
      });
    },
  };
  const server = new SMTPServer(settings);
  server.on('error', () => undefined);
  const port = await new Promise<number>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Mails the server accepted for one address. */
export const deliveredTo = (smtp: TestSmtp, address: string) =>
  smtp.received.filter((mail) => mail.to.includes(address));

export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

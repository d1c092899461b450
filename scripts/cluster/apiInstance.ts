/** One API process of the cluster: the server itself (no wrapper), so a signal by pid reaches it. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../apps';

const SERVER_DIR = path.join(ROOT, 'server');

export interface ApiInstance {
  readonly name: string;
  readonly port: number;
  /** http://host:port, straight to this instance (the tests call one instance through it). */
  readonly url: string;
  pid(): number | null;
  /** Starts the process and waits until /api/ready answers 200. */
  start(): Promise<void>;
  /** A signal by pid; resolves with the exit code (or signal name) once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<number | string | null>;
  output(): string;
}

export function apiInstance(
  name: string,
  host: string,
  port: number,
  env: Record<string, string>,
  echo = false,
): ApiInstance {
  const url = `http://${host}:${port}`;
  let child: ChildProcess | null = null;
  let exited: Promise<number | string | null> = Promise.resolve(null);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-100_000);
    if (echo) process.stdout.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `));
  };

  return {
    name,
    port,
    url,
    pid: () => (child && child.exitCode === null && child.signalCode === null ? child.pid! : null),
    output: () => output,
    async start() {
      const started = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
        cwd: SERVER_DIR,
        env: { ...process.env, ...env, HOST: host, API_PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      exited = new Promise((resolve) =>
        started.once('exit', (code, signal) => resolve(code ?? signal)),
      );
      for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
        if (started.exitCode !== null) throw new Error(`${name} exited at start:\n${output}`);
        try {
          if ((await fetch(`${url}/api/ready`)).status === 200) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      started.kill('SIGKILL');
      throw new Error(`${name} was not ready in 120 s:\n${output}`);
    },
    async stop(signal = 'SIGTERM') {
      const running = this.pid();
      if (running !== null) process.kill(running, signal);
      return exited;
    },
  };
}

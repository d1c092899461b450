import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('./s3ServerMain.ts', import.meta.url));

/** s3rver's one account: any other key pair is refused with SignatureDoesNotMatch. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** The bucket made at start. */
  bucket: string;
  pid: number;
  /** Where the server keeps its objects (removed by stop()). */
  dir: string;
  /** The API's settings for this server and bucket: FILE_STORE=s3, S3_ENDPOINT, S3_BUCKET, … */
  env(bucket?: string): Record<string, string>;
  /** Every line the server printed (for a failure message). */
  output(): string;
  /** SIGTERM by pid, then SIGKILL after 5 s; removes dir. Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Starts an S3-compatible server (s3rver: PutObject, multipart uploads, HeadObject, ranged
 * GetObject, CopyObject, DeleteObject, ListObjectsV2, SigV4 checked) in its own process on
 * 127.0.0.1 and a free port, with `buckets` made (one fresh random bucket by default).
 */
export async function startS3(
  options: { buckets?: string[]; port?: number; dir?: string } = {},
): Promise<S3Server> {
  const buckets = options.buckets ?? [`btj-test-${randomBytes(4).toString('hex')}`];
  const dir = options.dir ?? (await mkdtemp(path.join(os.tmpdir(), 'btj-s3-')));
  const child: ChildProcess = spawn(
    process.execPath,
    // s3rver makes a ListObjectsV2 continuation token with DES, which OpenSSL 3 only has in its
    // legacy provider: without it a listing longer than one page (1000 keys) answers 500.
    [
      '--openssl-legacy-provider',
      '--import',
      'tsx',
      MAIN,
      dir,
      String(options.port ?? 0),
      ...buckets,
    ],
    // tsx and s3rver resolve from the server package, whatever the caller's cwd.
    { cwd: path.dirname(MAIN), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`s3rver did not start:\n${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /s3rver listening on (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${code}) before listening:\n${output}`));
    });
  }).catch(async (error) => {
    if (child.exitCode === null) child.kill('SIGKILL');
    if (!options.dir) await rm(dir, { recursive: true, force: true });
    throw error;
  });
  const endpoint = `http://127.0.0.1:${port}`;
  let stopped: Promise<void> | null = null;
  return {
    endpoint,
    bucket: buckets[0] as string,
    pid: child.pid as number,
    dir,
    env: (bucket = buckets[0] as string) => ({
      FILE_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_TEST_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_TEST_CREDENTIALS.secretAccessKey,
    }),
    output: () => output,
    stop() {
      stopped ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) {
          process.kill(child.pid as number, 'SIGTERM');
          const killer = setTimeout(() => process.kill(child.pid as number, 'SIGKILL'), 5_000);
          await exited;
          clearTimeout(killer);
        }
        if (!options.dir) await rm(dir, { recursive: true, force: true });
      })();
      return stopped;
    },
  };
}

/** Runs `work` with a fresh S3-compatible server, stopped (by pid) and removed afterwards. */
export async function withS3<T>(work: (s3: S3Server) => Promise<T>): Promise<T> {
  const s3 = await startS3();
  try {
    return await work(s3);
  } finally {
    await s3.stop();
  }
}

/**
 * The file store on both drivers: the API's file tests on the S3 driver against
 * a real S3-compatible server (s3rver in its own process), the store's promises on disk and S3,
 * the S3 settings checked at start, and `npm run files:migrate` from a disk store to a bucket.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { ConfigError, loadConfig } from '../src/config';
import { openFileStores } from '../src/files';
import { TEST_JWT_SECRET, startTestApi } from './helpers/context';
import { startS3, withS3, type S3Server } from './helpers/s3Server';
import { SERVER_DIR } from './helpers/serverProcess';
import { bucketClient, bucketKeys } from './helpers/storage';
import { testDriver } from './helpers/testDatabase';
import { createWorld, type World } from './helpers/world';
import { filesSuite } from './suites/files';
import { objectStoreSuite } from './suites/objectStore';
import { uploadAbortSuite } from './suites/uploadAbort';

describe(`files on the S3 driver, ${testDriver}`, () => {
  const world = {} as World;
  let s3: S3Server;
  before(async () => {
    s3 = await startS3();
    Object.assign(world, await createWorld(s3.env()));
  });
  after(async () => {
    await world.api?.close();
    await s3?.stop();
  });

  filesSuite(world);
  uploadAbortSuite(world);
  objectStoreSuite(world, () => s3);
});

describe(`files on the disk driver, ${testDriver}`, () => {
  const world = {} as World;
  before(async () => {
    Object.assign(world, await createWorld());
  });
  after(async () => {
    await world.api?.close();
  });

  objectStoreSuite(world);
});

describe('S3 settings are checked at start', () => {
  const base = { NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, DATA_DIR: os.tmpdir() };
  const refused = (env: Record<string, string>, message: RegExp) =>
    assert.throws(
      () => loadConfig({ ...base, ...env }),
      (error: unknown) => error instanceof ConfigError && message.test(error.message),
      JSON.stringify(env),
    );
  const s3 = {
    FILE_STORE: 's3',
    S3_ENDPOINT: 'http://127.0.0.1:9000',
    S3_BUCKET: 'cases',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  test('a wrong or missing setting is refused with a message that names it', () => {
    refused({ FILE_STORE: 'ftp' }, /^FILE_STORE must be disk or s3 \(got "ftp"\)$/);
    refused({ ...s3, S3_BUCKET: '' }, /^S3_BUCKET is required when FILE_STORE=s3/);
    refused({ ...s3, S3_BUCKET: 'Not_A_Bucket' }, /^S3_BUCKET must be a bucket name/);
    refused({ ...s3, S3_ENDPOINT: 'minio:9000' }, /^S3_ENDPOINT must be an absolute http\(s\) URL/);
    refused({ ...s3, S3_SECRET_ACCESS_KEY: '' }, /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    refused({ ...s3, S3_FORCE_PATH_STYLE: 'yes' }, /^S3_FORCE_PATH_STYLE must be 1 or 0/);
    assert.equal(loadConfig(base).fileStore.driver, 'disk', 'disk is the default');
    const config = loadConfig({ ...base, ...s3 });
    assert.deepEqual(config.fileStore, {
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'cases',
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
  });

  test('an unreachable bucket or an unknown key stops the start with a message naming the bucket', async () => {
    await withS3(async (server) => {
      const attempts: [Record<string, string>, RegExp][] = [
        [
          { S3_BUCKET: 'no-such-bucket' },
          /^S3 bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ answered 404 \(bucket not found\)$/,
        ],
        [
          { S3_ACCESS_KEY_ID: 'NOT-A-KEY' },
          /^S3 bucket "btj-test-\w+" at http:\/\/127\.0\.0\.1:\d+ answered 403 \(access denied: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY\)$/,
        ],
        [
          { S3_ENDPOINT: 'http://127.0.0.1:9' },
          /^S3 bucket "btj-test-\w+" at http:\/\/127\.0\.0\.1:9 cannot be reached: .*ECONNREFUSED/,
        ],
      ];
      for (const [override, message] of attempts) {
        const settings = loadConfig({ ...base, ...server.env(), ...override }).fileStore;
        await assert.rejects(openFileStores(settings, os.tmpdir(), 1024), (error: Error) => {
          assert.ok(error instanceof ConfigError, 'error instanceof ConfigError');
          assert.match(error.message, message);
          return true;
        });
      }
      // The server's own start stops on it (before it listens).
      await assert.rejects(
        startTestApi({ ...server.env(), S3_BUCKET: 'no-such-bucket' }),
        /no-such-bucket/,
      );
    });
  });
});

/** Runs `npm run files:migrate -w server` with these settings; answers its output. */
async function migrate(env: Record<string, string>): Promise<{ code: number; output: string }> {
  const child = spawn('npm', ['run', '--silent', 'files:migrate'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? 1)));
  return { code, output };
}

describe('npm run files:migrate copies a disk store into a bucket', () => {
  test('copies every stored file once (case files and attachments); a second run copies none', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'btj-migrate-'));
    try {
      await withS3(async (server) => {
        const files = new Map<string, Buffer>();
        const put = async (dir: string[], area: string) => {
          const key = randomBytes(24).toString('hex');
          const bytes = randomBytes(1000 + files.size);
          await mkdir(path.join(dataDir, ...dir, 'tmp'), { recursive: true });
          await writeFile(path.join(dataDir, ...dir, key), bytes);
          files.set(`${area}/${key}`, bytes);
        };
        for (let i = 0; i < 3; i++) await put(['uploads'], 'cases');
        for (let i = 0; i < 2; i++) await put(['messages', 'uploads'], 'messages');
        // Half uploads and foreign files are not the store's files: never copied.
        await writeFile(path.join(dataDir, 'uploads', 'tmp', `${'a'.repeat(48)}.part`), 'half');
        await writeFile(path.join(dataDir, 'uploads', 'notes.txt'), 'not a key');

        const env: Record<string, string> = { ...server.env(), DATA_DIR: dataDir };
        const first = await migrate(env);
        assert.equal(first.code, 0, first.output);
        assert.match(first.output, /copied 5 files? \(0 already in the bucket\)/);
        assert.deepEqual((await bucketKeys(env)).sort(), [...files.keys()].sort());
        const client = bucketClient(env);
        for (const [key, bytes] of files) {
          const object = await client.send(
            new GetObjectCommand({ Bucket: env.S3_BUCKET, Key: key }),
          );
          assert.deepEqual(Buffer.from(await object.Body!.transformToByteArray()), bytes, key);
        }
        client.destroy();

        const second = await migrate(env);
        assert.equal(second.code, 0, second.output);
        assert.match(second.output, /copied 0 files \(5 already in the bucket\)/);
        assert.equal((await bucketKeys(env)).length, 5);
      });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

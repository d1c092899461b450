/**
 * No footguns in configuration (design.md §4): the demo accounts and the dev outbox are explicit
 * opt-ins (DEMO_SEED=1, DEV_OUTBOX=1), refused with NODE_ENV=production, and an unknown NODE_ENV
 * stops the start.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { ConfigError, loadConfig } from '../src/config';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { TEST_JWT_SECRET, startTestApi, type TestApi } from './helpers/context';
import { SERVER_DIR, freePort } from './helpers/serverProcess';
import { createTestDatabase, testDriver } from './helpers/testDatabase';

const SECRET = { JWT_SECRET: TEST_JWT_SECRET };

describe('loadConfig', () => {
  let dataDir = '';
  before(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'btj-config-test-'));
  });
  after(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });
  const refused = (env: Record<string, string>, message: RegExp) =>
    assert.throws(
      () => load(env),
      (error: unknown) => error instanceof ConfigError && message.test(error.message),
    );

  test('an unknown NODE_ENV is refused with the allowed values', () => {
    for (const nodeEnv of ['prod', 'Production', 'staging', 'dev'])
      refused(
        { NODE_ENV: nodeEnv, ...SECRET },
        new RegExp(
          `^NODE_ENV must be one of development, test, production \\(got "${nodeEnv}"\\)$`,
        ),
      );
    for (const nodeEnv of ['development', 'test', 'production'])
      assert.equal(load({ NODE_ENV: nodeEnv, ...SECRET }).nodeEnv, nodeEnv);
    assert.equal(load({ ...SECRET }).nodeEnv, 'development', 'unset is development');
  });

  test('the demo accounts and the dev outbox are off unless asked for, in every environment', () => {
    for (const nodeEnv of ['development', 'test', 'production']) {
      const config = load({ NODE_ENV: nodeEnv, ...SECRET });
      assert.equal(config.demoSeed, false, nodeEnv);
      assert.equal(config.devOutbox, false, nodeEnv);
    }
    const local = load({ NODE_ENV: 'development', DEMO_SEED: '1', DEV_OUTBOX: '1' });
    assert.equal(local.demoSeed, true);
    assert.equal(local.devOutbox, true);
    // The old opt-out switch no longer turns anything on.
    assert.equal(load({ NODE_ENV: 'development', SEED_DEMO: 'true' }).demoSeed, false);
  });

  test('DEMO_SEED=1 and DEV_OUTBOX=1 are refused with NODE_ENV=production', () => {
    refused(
      { NODE_ENV: 'production', ...SECRET, DEMO_SEED: '1' },
      /^DEMO_SEED=1 is refused when NODE_ENV=production/,
    );
    refused(
      { NODE_ENV: 'production', ...SECRET, DEV_OUTBOX: '1' },
      /^DEV_OUTBOX=1 is refused when NODE_ENV=production/,
    );
    refused({ NODE_ENV: 'development', DEMO_SEED: 'yes' }, /^DEMO_SEED must be 1 or 0/);
  });

  test('TRUST_PROXY: off by default; true, a hop count, or a list of addresses and CIDRs', () => {
    assert.equal(load({}).trustProxy, false);
    assert.equal(load({ TRUST_PROXY: 'false' }).trustProxy, false);
    assert.equal(load({ TRUST_PROXY: 'true' }).trustProxy, true);
    assert.equal(load({ TRUST_PROXY: '2' }).trustProxy, 2);
    assert.deepEqual(load({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1, fd00::/8' }).trustProxy, [
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    for (const bad of ['yes', 'loadbalancer.local', '10.0.0.0/33', '10.0.0.1/8/1', '300.1.1.1'])
      refused({ TRUST_PROXY: bad }, /^TRUST_PROXY must be true, a hop count, or proxy addresses/);
  });

  test('every limit is configurable and must be a positive integer', () => {
    const config = load({
      LOGIN_IP_MAX: '7',
      LOGIN_ACCOUNT_MAX: '8',
      REGISTER_IP_MAX: '9',
      RESET_IP_MAX: '10',
    });
    assert.deepEqual(
      [
        config.loginIpLimit.max,
        config.loginAccountLimit.max,
        config.registerIpLimit.max,
        config.resetIpLimit.max,
      ],
      [7, 8, 9, 10],
    );
    refused({ LOGIN_IP_MAX: '0' }, /^LOGIN_IP_MAX must be an integer/);
    refused({ REGISTER_IP_MAX: 'many' }, /^REGISTER_IP_MAX must be an integer/);
  });
});

describe(`without DEMO_SEED and DEV_OUTBOX on ${testDriver}`, () => {
  let api: TestApi;
  before(async () => {
    api = await startTestApi({ DEMO_SEED: '', DEV_OUTBOX: '' });
  });
  after(async () => {
    await api?.close();
  });

  test('GET /api/dev/outbox is 404', async () => {
    const answer = await api.http.get('/api/dev/outbox');
    assert.equal(answer.status, 404);
    assert.equal(answer.body.status, 'error');
  });

  test('no demo account exists', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const answer = await api.http.post('/api/users/login', {
        json: { email: account.email, password: account.password },
      });
      assert.equal(answer.status, 401, account.email);
    }
    assert.deepEqual((await api.http.get('/api/users/lawyers')).body.data, []);
  });
});

/** Starts `src/index.ts` and waits for it to exit (or kills it after `ms`). */
async function startAndExit(env: Record<string, string>, ms = 60_000) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'btj-config-process-'));
  const databaseUrl = await createTestDatabase();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DATA_DIR: dataDir,
      API_PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  const code = await new Promise<number | string>((resolve) =>
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? signal ?? -1)),
  );
  clearTimeout(timer);
  await rm(dataDir, { recursive: true, force: true });
  return { code, output };
}

describe(`the server process refuses a dangerous configuration on ${testDriver}`, () => {
  test('NODE_ENV=prod: exits non-zero with a clear message, before listening', async () => {
    const { code, output } = await startAndExit({ NODE_ENV: 'prod', ...SECRET });
    assert.equal(code, 1, output);
    assert.match(
      output,
      /Cannot start: NODE_ENV must be one of development, test, production \(got "prod"\)/,
    );
  });

  test('NODE_ENV=production with DEMO_SEED=1 or DEV_OUTBOX=1: exits non-zero with a clear message', async () => {
    for (const name of ['DEMO_SEED', 'DEV_OUTBOX']) {
      const { code, output } = await startAndExit({
        NODE_ENV: 'production',
        ...SECRET,
        [name]: '1',
      });
      assert.equal(code, 1, output);
      assert.match(
        output,
        new RegExp(`Cannot start: ${name}=1 is refused when NODE_ENV=production`),
      );
    }
  });
});

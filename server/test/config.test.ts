/**
 * No footguns in configuration: the demo accounts and the dev outbox are explicit
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
/** A Kannel smsbox's sendsms interface and its user. */
const KANNEL = {
  KANNEL_URL: 'http://sms.example.rw:13013/cgi-bin/sendsms',
  KANNEL_USER: 'btj',
  KANNEL_PASSWORD: 'kannel-password',
};
/** What a production start needs besides the secret: a way for mail and SMS to leave. */
const PRODUCTION = {
  NODE_ENV: 'production',
  ...SECRET,
  SMTP_URL: 'smtp://mail.example.rw:587',
  ...KANNEL,
};

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
      assert.equal(load({ ...PRODUCTION, NODE_ENV: nodeEnv }).nodeEnv, nodeEnv);
    assert.equal(load({ ...SECRET }).nodeEnv, 'development', 'unset is development');
  });

  test('the demo accounts and the dev outbox are off unless asked for, in every environment', () => {
    for (const nodeEnv of ['development', 'test', 'production']) {
      const config = load({ ...PRODUCTION, NODE_ENV: nodeEnv });
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
    refused({ ...PRODUCTION, DEMO_SEED: '1' }, /^DEMO_SEED=1 is refused when NODE_ENV=production/);
    refused(
      { ...PRODUCTION, DEV_OUTBOX: '1' },
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

  test('production without SMTP_URL is refused unless mail to a folder is asked for', () => {
    refused(
      { NODE_ENV: 'production', ...SECRET },
      /^SMTP_URL is required when NODE_ENV=production \(set MAIL_TO_FOLDER=1 to keep every mail in DATA_DIR\/outbox instead\)$/,
    );
    refused({ NODE_ENV: 'production', ...SECRET, MAIL_TO_FOLDER: '0' }, /^SMTP_URL is required/);
    const toFolder = load({ NODE_ENV: 'production', ...SECRET, MAIL_TO_FOLDER: '1', ...KANNEL });
    assert.equal(toFolder.smtpUrl, null);
    assert.equal(toFolder.mailToFolder, true);
    assert.equal(load(PRODUCTION).smtpUrl, 'smtp://mail.example.rw:587');
    // Outside production the folder stays the default.
    assert.equal(load({ NODE_ENV: 'development' }).smtpUrl, null);
    refused({ ...PRODUCTION, MAIL_TO_FOLDER: '1' }, /^MAIL_TO_FOLDER=1 and SMTP_URL contradict/);
    refused({ MAIL_TO_FOLDER: 'yes' }, /^MAIL_TO_FOLDER must be 1 or 0/);
  });

  test('production without KANNEL_URL is refused unless SMS to a folder is asked for', () => {
    const mailOnly = { NODE_ENV: 'production', ...SECRET, SMTP_URL: 'smtp://mail.example.rw:587' };
    refused(
      mailOnly,
      /^KANNEL_URL is required when NODE_ENV=production \(set SMS_TO_FOLDER=1 to keep every SMS in DATA_DIR\/sms-outbox instead\)$/,
    );
    refused({ ...mailOnly, SMS_TO_FOLDER: '0' }, /^KANNEL_URL is required/);
    const toFolder = load({ ...mailOnly, SMS_TO_FOLDER: '1' });
    assert.equal(toFolder.kannel, null);
    assert.equal(toFolder.smsToFolder, true);
    assert.deepEqual(load(PRODUCTION).kannel, {
      url: 'http://sms.example.rw:13013/cgi-bin/sendsms',
      user: 'btj',
      password: 'kannel-password',
    });
    // Outside production the folder stays the default.
    assert.equal(load({ NODE_ENV: 'development' }).kannel, null);
    refused({ ...PRODUCTION, SMS_TO_FOLDER: '1' }, /^SMS_TO_FOLDER=1 and KANNEL_URL contradict/);
    refused({ SMS_TO_FOLDER: 'yes' }, /^SMS_TO_FOLDER must be 1 or 0/);
    refused(
      { KANNEL_URL: 'smpp://sms.example.rw' },
      /^KANNEL_URL must be an absolute http\(s\) URL/,
    );
    refused(
      { KANNEL_URL: KANNEL.KANNEL_URL, KANNEL_USER: 'btj' },
      /^KANNEL_URL needs KANNEL_USER and KANNEL_PASSWORD/,
    );
  });

  test('SMS_SENDER is up to 11 letters and digits or a number; the SMS retries are bounded', () => {
    assert.equal(load({}).smsSender, 'BridgeToJ');
    assert.equal(load({ SMS_SENDER: 'BTJ2026' }).smsSender, 'BTJ2026');
    assert.equal(load({ SMS_SENDER: '+250788000111' }).smsSender, '+250788000111');
    for (const bad of ['Bridge to Justice', 'BTJ!', 'TwelveLetter'])
      refused({ SMS_SENDER: bad }, /^SMS_SENDER must be up to 11 letters and digits/);
    assert.equal(load({}).smsRetryLimit, 12);
    assert.equal(load({ SMS_RETRY_DELAY_S: '3' }).smsRetryDelaySeconds, 3);
    refused({ SMS_RETRY_LIMIT: '1000' }, /^SMS_RETRY_LIMIT must be an integer between 0 and 100/);
  });

  test("TRUST_PROXY=true is refused in production: only a hop count or the proxies' addresses", () => {
    refused(
      { ...PRODUCTION, TRUST_PROXY: 'true' },
      /^TRUST_PROXY=true is refused when NODE_ENV=production \(any client could pick its own address and escape every per-address limit\)/,
    );
    refused({ ...PRODUCTION, TRUST_PROXY: 'TRUE' }, /^TRUST_PROXY=true is refused/);
    assert.equal(load({ ...PRODUCTION, TRUST_PROXY: '1' }).trustProxy, 1);
    assert.deepEqual(load({ ...PRODUCTION, TRUST_PROXY: '10.0.0.5' }).trustProxy, ['10.0.0.5']);
  });

  test('the API documentation is off in production unless API_DOCS=1, on elsewhere unless API_DOCS=0', () => {
    assert.equal(load(PRODUCTION).apiDocs, false);
    assert.equal(load({ ...PRODUCTION, API_DOCS: '1' }).apiDocs, true);
    assert.equal(load({ NODE_ENV: 'development' }).apiDocs, true);
    assert.equal(load({ NODE_ENV: 'test', API_DOCS: '0' }).apiDocs, false);
    refused({ ...PRODUCTION, API_DOCS: 'on' }, /^API_DOCS must be 1 or 0/);
  });

  test('JWT_SECRET_PREVIOUS: at least 32 characters and not the current secret', () => {
    assert.equal(load(PRODUCTION).jwtPreviousSecret, null);
    const previous = 'the-secret-before-this-one-0123456789-abcdef';
    assert.equal(
      load({ ...PRODUCTION, JWT_SECRET_PREVIOUS: previous }).jwtPreviousSecret,
      previous,
    );
    refused(
      { ...PRODUCTION, JWT_SECRET_PREVIOUS: 'short' },
      /^JWT_SECRET_PREVIOUS must be at least 32/,
    );
    refused(
      { ...PRODUCTION, JWT_SECRET_PREVIOUS: TEST_JWT_SECRET },
      /^JWT_SECRET_PREVIOUS must differ from JWT_SECRET$/,
    );
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
      const { code, output } = await startAndExit({ ...PRODUCTION, [name]: '1' });
      assert.equal(code, 1, output);
      assert.match(
        output,
        new RegExp(`Cannot start: ${name}=1 is refused when NODE_ENV=production`),
      );
    }
  });

  test('NODE_ENV=production without SMTP_URL, or with TRUST_PROXY=true: exits non-zero with the reason', async () => {
    const noMail = await startAndExit({ NODE_ENV: 'production', ...SECRET });
    assert.equal(noMail.code, 1, noMail.output);
    assert.match(noMail.output, /Cannot start: SMTP_URL is required when NODE_ENV=production/);
    const noSms = await startAndExit({
      NODE_ENV: 'production',
      ...SECRET,
      SMTP_URL: 'smtp://mail.example.rw:587',
    });
    assert.notEqual(noSms.code, 0);
    assert.match(noSms.output, /Cannot start: KANNEL_URL is required when NODE_ENV=production/);
    const anyProxy = await startAndExit({ ...PRODUCTION, TRUST_PROXY: 'true' });
    assert.equal(anyProxy.code, 1, anyProxy.output);
    assert.match(
      anyProxy.output,
      /Cannot start: TRUST_PROXY=true is refused when NODE_ENV=production/,
    );
  });
});

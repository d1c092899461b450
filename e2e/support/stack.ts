/**
 * The stack under test: the five apps built for free ports (into dist-e2e/), each served from its
 * own static server, and the real API on a fresh temp DATA_DIR. Started once by globalSetup;
 * tests read the URLs from the environment (see fixtures.ts).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type http from 'node:http';
import { promisify } from 'node:util';
import { APPS, REMOTE_NAMES, type AppName } from '../../topology';
import { buildApps, distDir, ROOT, waitForUrl } from '../../scripts/apps';
import { startStaticServer } from '../../shell/server/staticServer';
import { shellServing } from '../../shell/server/shellServing';
import { STACK_ACCOUNTS } from './accounts';
import { startKannel } from '../../server/test/helpers/kannel';

const execFileAsync = promisify(execFile);

/** Per run, so two suites running at once never build into each other's folder. */
export const E2E_OUT = process.env.E2E_OUT ?? `dist-e2e-${process.pid}`;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface StackUrls {
  /** The per-run build folder of every app (e.g. remote-staff/dist-e2e-123). */
  out: string;
  shell: string;
  api: string;
  /** Ports the API's CORS allowlist already trusts, for shells a test starts on its own. */
  spare: number[];
  remotes: Record<string, string>;
  ports: Record<AppName | 'api', number>;
  /** The file where the SMS gateway's operator side (fakesmsc) logs each SMS it got, one JSON a line. */
  smsLog: string;
}

const PORT_ENV: Record<AppName | 'api', string> = {
  shell: 'SHELL_PORT',
  'remote-landing': 'LANDING_PORT',
  'remote-client': 'CLIENT_PORT',
  'remote-staff': 'STAFF_PORT',
  'remote-admin': 'ADMIN_PORT',
  api: 'API_PORT',
};

export interface ApiOptions {
  /** Build variables (API_URL, the ports...), passed on to the server as well. */
  env: Record<string, string>;
  /** A fresh folder for the server's database and uploads. */
  dataDir: string;
  /** http://localhost:<api port>, the PUBLIC_API_URL. */
  apiOrigin: string;
  /** The shell's origin: the APP_URL that e-mail links point to. */
  appUrl: string;
  /** Comma-separated origins the API's CORS allowlist trusts. */
  corsOrigins: string;
  /** Limits of its own (e.g. LOGIN_ACCOUNT_MAX), for a test of what a limit does. */
  limits?: Record<string, string>;
  /** The SMS gateway's settings (a Kannel's `env`); without them SMS go to DATA_DIR/sms-outbox. */
  sms?: Record<string, string>;
}

/** Starts the real API (tsx server/src/index.ts) on dataDir and resolves once it answers. */
export async function startApi({
  env,
  dataDir,
  apiOrigin,
  appUrl,
  corsOrigins,
  limits = {},
  sms = {},
}: ApiOptions): Promise<ChildProcess> {
  const api = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/index.ts'], {
    cwd: path.join(ROOT, 'server'),
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: appUrl,
      PUBLIC_API_URL: apiOrigin,
      CORS_ORIGINS: corsOrigins,
      // Local use: demo accounts and the dev outbox the tests read links from.
      DEMO_SEED: '1',
      DEV_OUTBOX: '1',
      // Every test signs in and registers from 127.0.0.1: the limits are not what they test.
      RATE_LIMIT_MAX: '10000',
      LOGIN_IP_MAX: '100000',
      LOGIN_ACCOUNT_MAX: '100000',
      REGISTER_IP_MAX: '100000',
      RESET_IP_MAX: '100000',
      MESSAGE_REMINDER_MS: '3000',
      LOG_LEVEL: 'warn',
      ...sms,
      ...limits,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForUrl(`${apiOrigin}/api/users/lawyers`, 120_000);
  } catch (error) {
    api.kill('SIGTERM'); // the caller has no handle to stop it yet
    throw error;
  }
  return api;
}

/**
 * Accounts the tests need beyond the demo ones, made with the operator's CLI before the API
 * opens the data dir: lawyers whose assigned lists no other test writes to, admins whose sessions
 * and profile no other test changes.
 */
async function createStackAccounts(dataDir: string): Promise<void> {
  for (const account of Object.values(STACK_ACCOUNTS)) {
    const { email, password } = account;
    const names =
      'firstName' in account
        ? ['--first-name', account.firstName, '--last-name', account.lastName]
        : [];
    await execFileAsync(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [
        'src/cli/user-create.ts',
        '--role',
        'role' in account ? account.role : 'adminStaff',
        '--email',
        email,
        '--password',
        password,
        ...names,
      ],
      {
        cwd: path.join(ROOT, 'server'),
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          DEMO_SEED: '1',
          LOG_LEVEL: 'warn',
        },
      },
    );
  }
}

export interface RunningStack {
  urls: StackUrls;
  env: Record<string, string>;
  stop: () => Promise<void>;
}

export async function startStack(): Promise<RunningStack> {
  const ownsOut = !process.env.E2E_OUT;
  const ports = {} as Record<AppName | 'api', number>;
  for (const key of [...APPS, 'api'] as const) ports[key] = await freePort();
  const spare: number[] = [];
  for (let i = 0; i < 7; i++) spare.push(await freePort());
  const origin = (port: number) => `http://localhost:${port}`;
  const apiBase = `${origin(ports.api)}/api`;
  const env: Record<string, string> = { API_URL: apiBase };
  for (const [key, name] of Object.entries(PORT_ENV))
    env[name] = String(ports[key as AppName | 'api']);

  if (!process.env.E2E_SKIP_BUILD) await buildApps(APPS, { ...env, BUILD_OUT: E2E_OUT });

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'btj-e2e-data-'));
  await createStackAccounts(dataDir);
  // A real SMS gateway (Kannel, with fakesmsc as the operator): clients who chose the phone get
  // their notices there, and the tests read them from smsLog.
  const smsDir = mkdtempSync(path.join(os.tmpdir(), 'btj-e2e-sms-'));
  const smsLog = path.join(smsDir, 'received.jsonl');
  const kannel = await startKannel({ receivedFile: smsLog });
  const origins = [...APPS.map((app) => ports[app]), ...spare].map(origin).join(',');
  const api = await startApi({
    env,
    dataDir,
    apiOrigin: origin(ports.api),
    appUrl: origin(ports.shell),
    corsOrigins: origins,
    sms: kannel.env,
  }).catch(async (error: unknown) => {
    await kannel.stop();
    throw error;
  });

  const remotes = Object.fromEntries(
    Object.entries(REMOTE_NAMES).map(([app, name]) => [
      name,
      `${origin(ports[app as AppName])}/mf-manifest.json`,
    ]),
  );
  const servers: http.Server[] = await Promise.all(
    APPS.map((app) =>
      startStaticServer({
        dir: distDir(app, E2E_OUT),
        port: ports[app],
        apiOrigin: origin(ports.api),
        ...(app === 'shell' ? shellServing(() => remotes, distDir('shell', E2E_OUT)) : {}),
      }),
    ),
  );

  return {
    urls: {
      out: E2E_OUT,
      shell: origin(ports.shell),
      api: apiBase,
      spare,
      remotes,
      ports,
      smsLog,
    },
    env,
    stop: async () => {
      await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
      api.kill('SIGTERM');
      await new Promise((r) => api.once('exit', r));
      await kannel.stop();
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(smsDir, { recursive: true, force: true });
      if (ownsOut) {
        for (const app of APPS) rmSync(distDir(app, E2E_OUT), { recursive: true, force: true });
      }
    },
  };
}

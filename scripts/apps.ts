/** Building and serving the five apps: shared by start, dev, test and bench scripts. */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, appPorts, apiPort, remotesManifest, type AppName } from '../topology';
import { publishBuild } from '../shell/server/publishBuild';

export const ROOT = path.resolve(__dirname, '..');

export function appDir(app: AppName): string {
  return path.join(ROOT, app);
}

export function distDir(app: AppName, out = 'dist'): string {
  return path.join(appDir(app), out);
}

export function isBuilt(app: AppName, out = 'dist'): boolean {
  return existsSync(path.join(distDir(app, out), 'index.html'));
}

export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, ...options.env },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} exited ${code ?? signal}`)),
    );
  });
}

const rspackBin = path.join(ROOT, 'node_modules', '.bin', 'rspack');
/**
 * The apps' rspack.config.ts are CommonJS TypeScript (__dirname, extensionless imports): jiti
 * loads them. Left to guess, rspack first tries Node's own type stripping, which fails on them
 * and prints a module-type warning per app before falling back.
 */
export const RSPACK_CONFIG_LOADER = ['--config-loader', 'jiti'];

/** The folder a build is written to before it is published (`dist` → `dist-next`). */
export function stagingDir(live: string): string {
  return `${live}-next`;
}

/**
 * One build at a time into a folder: a second one is refused with who holds it (a lock left by a
 * build that died is taken over).
 */
async function withBuildLock<T>(live: string, work: () => Promise<T>): Promise<T> {
  const lock = `${stagingDir(live)}.lock`;
  const pidFile = path.join(lock, 'pid');
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(existsSync(pidFile) ? readFileSync(pidFile, 'utf8') : NaN);
      if (Number.isInteger(holder) && holder > 0 && !isRunning(holder)) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      throw new Error(
        `Another build into ${live} is running (pid ${Number.isNaN(holder) ? '?' : holder}); ` +
          `wait for it to end, or remove ${lock} if no build is running`,
        { cause: error },
      );
    }
  }
  writeFileSync(pidFile, String(process.pid));
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Production build of the app in `dir` into BUILD_OUT (default dist/), as a deploy: written into
 * a staging folder beside it, then published (shell/server/publishBuild.ts), so a server serving
 * the folder meanwhile answers every request from one whole build, the old or the new.
 */
export async function buildAppIn(dir: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const live = path.resolve(dir, env.BUILD_OUT ?? process.env.BUILD_OUT ?? 'dist');
  const staging = stagingDir(live);
  await withBuildLock(live, async () => {
    try {
      await run(rspackBin, ['build', '--mode', 'production', ...RSPACK_CONFIG_LOADER], {
        cwd: dir,
        env: { ...env, BUILD_OUT: path.relative(dir, staging) },
      });
    } catch (error) {
      // A failed build is never published, nor left beside the served folder.
      rmSync(staging, { recursive: true, force: true });
      throw error;
    }
    const report = await publishBuild({ staging, live });
    console.log(
      `Published into ${path.relative(ROOT, live) || live}: ${report.added} new, ` +
        `${report.replaced} replaced, ${report.unchanged} unchanged files; ` +
        `${report.kept} of earlier builds kept, ${report.pruned} removed`,
    );
  });
}

/** Production build of one app into its own dist/ (or BUILD_OUT), published as a deploy. */
export function buildApp(app: AppName, env: NodeJS.ProcessEnv = {}): Promise<void> {
  return buildAppIn(appDir(app), env);
}

export async function buildApps(apps: readonly AppName[] = APPS, env: NodeJS.ProcessEnv = {}) {
  for (const app of apps) await buildApp(app, env);
}

/** What one app's server process serves (./serveApp.ts). */
export interface ServeAppSpec {
  app: AppName;
  dir: string;
  port: number;
  host: string;
  /** The API origin the pages call (their CSP); default: from API_URL / API_PORT. */
  apiOrigin?: string;
  /** The shell's remotes.json. */
  remotes?: Record<string, string>;
}

/** One app's server process, kept running by its supervisor until stopped. */
export interface ServedApp {
  readonly pid: number | undefined;
  /** Starts it (again); resolves once it takes requests. */
  start(): Promise<void>;
  /** Stops it for good (until start): it is not started again. */
  stop(): Promise<void>;
}

export interface ServedApps {
  apps: Record<AppName, ServedApp>;
  stop(): Promise<void>;
}

export interface ServeAppsOptions {
  host?: string;
  /** The build folder of every app (dist), unless `dirs` names one. */
  out?: string;
  dirs?: Partial<Record<AppName, string>>;
  ports?: Record<AppName, number>;
  /** The shell's remotes.json; default: every remote on `host` at its port. */
  remotes?: Record<string, string>;
  apiOrigin?: string;
  /** Where a restart is told (default: console.error). */
  log?: (message: string) => void;
}

/** Longest wait before a process that keeps ending is started again. */
const MAX_RESTART_DELAY_MS = 10_000;

function supervise(spec: ServeAppSpec, log: (message: string) => void): ServedApp {
  let child: ChildProcess | null = null;
  let wanted = false;
  let failures = 0;
  let restart: NodeJS.Timeout | undefined;

  const launch = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const startedAt = Date.now();
      const proc = fork(path.join(ROOT, 'scripts', 'serveApp.ts'), [], {
        cwd: ROOT,
        execArgv: ['--import', 'tsx'],
        env: { ...process.env, BTJ_SERVE_APP: JSON.stringify(spec) },
        stdio: 'inherit',
      });
      child = proc;
      proc.on('message', (message: { type?: string }) => {
        if (message?.type === 'listening') resolve();
      });
      proc.once('exit', (code, signal) => {
        if (child === proc) child = null;
        reject(new Error(`${spec.app} ended (${code ?? signal}) before it took requests`));
        // Exit 0 is a server told to stop (Ctrl+C reaches every process of the terminal).
        if (!wanted || code === 0) return;
        // Ended unasked: this app alone is down, and is started again (later each time it
        // ends at once, so a broken one does not spin).
        failures = Date.now() - startedAt > MAX_RESTART_DELAY_MS ? 0 : failures + 1;
        const delay = Math.min(250 * 2 ** failures, MAX_RESTART_DELAY_MS);
        log(
          `${spec.app} (port ${spec.port}) ended (${code ?? signal}); starting it again in ${delay} ms`,
        );
        restart = setTimeout(() => {
          if (wanted) launch().catch((error: unknown) => log(String(error)));
        }, delay);
      });
    });

  return {
    get pid() {
      return child?.pid;
    },
    start() {
      wanted = true;
      clearTimeout(restart);
      return child ? Promise.resolve() : launch();
    },
    async stop() {
      wanted = false;
      clearTimeout(restart);
      const proc = child;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGTERM');
      const forced = setTimeout(() => proc.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(forced);
    },
  };
}

/**
 * Serves every built app on its port, each from its own process under a supervisor: one app's
 * crash takes only that app down, for the moment its supervisor needs to start it again. The
 * shell's remotes.json follows the ports.
 */
export async function serveApps(options: ServeAppsOptions = {}): Promise<ServedApps> {
  const host = options.host ?? 'localhost';
  const ports = options.ports ?? appPorts();
  const log = options.log ?? ((message: string) => console.error(message));
  const apps = Object.fromEntries(
    APPS.map((app) => [
      app,
      supervise(
        {
          app,
          dir: options.dirs?.[app] ?? distDir(app, options.out),
          port: ports[app],
          host,
          apiOrigin: options.apiOrigin,
          remotes: app === 'shell' ? (options.remotes ?? remotesManifest(host)) : undefined,
        },
        log,
      ),
    ]),
  ) as Record<AppName, ServedApp>;
  const stop = () => Promise.all(Object.values(apps).map((app) => app.stop())).then(() => {});
  try {
    await Promise.all(Object.values(apps).map((app) => app.start()));
  } catch (error) {
    await stop();
    throw error;
  }
  return { apps, stop };
}

/** Starts the API as its own process (it owns its database and graceful shutdown). */
/**
 * For local use the API seeds the demo accounts and lists the dev outbox; both
 * are opt-ins the server refuses in production, so they are left off there. The caller's own
 * DEMO_SEED / DEV_OUTBOX win.
 */
export function localApiEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  if (env.NODE_ENV === 'production') return {};
  return { DEMO_SEED: env.DEMO_SEED ?? '1', DEV_OUTBOX: env.DEV_OUTBOX ?? '1' };
}

/**
 * What a person running the API in a terminal reads: one readable line per log entry
 * (LOG_FORMAT=pretty) unless they asked for a format; production keeps JSON for its collectors.
 */
export function readableLogs(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  if (env.NODE_ENV === 'production') return {};
  return { LOG_FORMAT: env.LOG_FORMAT || 'pretty' };
}

export function startApi(env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['src/index.ts'], {
    cwd: path.join(ROOT, 'server'),
    env: { ...process.env, API_PORT: String(apiPort()), ...env },
    stdio: 'inherit',
  });
}

export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Building and serving the five apps: shared by start, dev, test and bench scripts. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import { APPS, appPorts, apiPort, remotesManifest, type AppName } from '../topology';
import { startStaticServer } from '../shell/server/staticServer';
import { shellServing } from '../shell/server/shellServing';

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

/** Production build of one app into its own dist/. */
export function buildApp(app: AppName, env: NodeJS.ProcessEnv = {}): Promise<void> {
  return run(rspackBin, ['build', '--mode', 'production'], { cwd: appDir(app), env });
}

export async function buildApps(apps: readonly AppName[] = APPS, env: NodeJS.ProcessEnv = {}) {
  for (const app of apps) await buildApp(app, env);
}

/** Serves every built app on its port; the shell's remotes.json follows the current ports. */
export async function serveApps(host = 'localhost', out = 'dist'): Promise<http.Server[]> {
  const ports = appPorts();
  return Promise.all(
    APPS.map((app) =>
      startStaticServer({
        dir: distDir(app, out),
        port: ports[app],
        ...(app === 'shell'
          ? shellServing(() => remotesManifest(host), distDir('shell', out))
          : {}),
      }),
    ),
  );
}

/** Starts the API as its own process (it owns its database and graceful shutdown). */
/**
 * For local use (design.md §4) the API seeds the demo accounts and lists the dev outbox; both
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

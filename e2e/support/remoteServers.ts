/**
 * Per-test servers for failure drills: a shell of its own whose remotes.json points one remote at
 * a server the test controls (stopped, slowed, or re-deployed), the others at the shared stack.
 */
import { cpSync, mkdtempSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ROOT, run } from '../../scripts/apps';
import { startStaticServer } from '../../shell/server/staticServer';
import { shellServing } from '../../shell/server/shellServing';
import { freePort, type StackUrls } from './stack';

export function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

export async function serveDist(app: string, out: string, port: number): Promise<http.Server> {
  return startStaticServer({ dir: path.join(ROOT, app, out), port });
}

/**
 * A shell served on one of the stack's spare ports (the API trusts them), with `overrides`
 * replacing remotes.json entries.
 */
export async function startShell(
  stack: StackUrls,
  spareIndex: number,
  overrides: Record<string, string>,
): Promise<{ url: string; server: http.Server }> {
  const port = stack.spare[spareIndex]!;
  const remotes = { ...stack.remotes, ...overrides };
  const server = await startStaticServer({
    dir: path.join(ROOT, 'shell', stack.out),
    port,
    apiOrigin: new URL(stack.api).origin,
    ...shellServing(() => remotes, path.join(ROOT, 'shell', stack.out)),
  });
  return { url: `http://localhost:${port}`, server };
}

/**
 * A copy of an app's source inside the repo (so its imports resolve), for a test to change and
 * build as a new release. The caller removes it.
 */
export function copyApp(app: string): string {
  const copy = mkdtempSync(path.join(ROOT, `${app}-redeploy-`));
  cpSync(path.join(ROOT, app), copy, {
    recursive: true,
    filter: (src) => !/[\\/](dist[^\\/]*|node_modules)$/.test(src),
  });
  return copy;
}

/** Production build of an app's source folder into `out`, calling the stack's API. */
export async function buildAppFrom(dir: string, out: string, stack: { api: string }) {
  await run(path.join(ROOT, 'node_modules/.bin/rspack'), ['build', '--mode', 'production'], {
    cwd: dir,
    env: { API_URL: stack.api, BUILD_OUT: path.relative(dir, out) },
  });
}

/** Forwards to `target`, holding back remoteEntry[.hash].js answers for `delayMs`. */
export async function startSlowProxy(
  target: string,
  delayMs: number,
): Promise<{ url: string; server: http.Server }> {
  const port = await freePort();
  const server = http.createServer(async (req, res) => {
    if (/\/remoteEntry(\.[0-9a-f]+)?\.js/.test(req.url ?? ''))
      await new Promise((r) => setTimeout(r, delayMs));
    const upstream = await fetch(new URL(req.url ?? '/', target));
    const headers: Record<string, string> = {};
    upstream.headers.forEach((value, key) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(key))
        headers[key] = value;
    });
    res.writeHead(upstream.status, headers);
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, server };
}

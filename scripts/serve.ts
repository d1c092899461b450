/**
 * Serves one built app from its own static server, as if deployed on its own: precompressed
 * files, long cache for content-hashed files, no cache for what names the current build
 * (index.html, remotes.json, manifests, remoteEntry.js), CORS so the shell may load remotes.
 */
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

const HASHED = /\.[0-9a-f]{10}\.js$/;
const NO_CACHE =
  /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;

export interface StaticServerOptions {
  dir: string;
  port: number;
  host?: string;
  /** Served at /remotes.json instead of the built file (the shell only): per-deployment remotes. */
  remotesJson?: () => Record<string, string>;
}

export function cacheControlFor(pathname: string): string {
  if (NO_CACHE.test(pathname)) return 'no-cache';
  if (HASHED.test(pathname) || pathname.startsWith('/assets/')) {
    return 'public, max-age=31536000, immutable';
  }
  return 'public, max-age=300';
}

function commonHeaders(res: http.ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
}

export function startStaticServer(options: StaticServerOptions): Promise<http.Server> {
  const files = sirv(path.resolve(options.dir), {
    single: true,
    gzip: true,
    brotli: true,
    etag: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      if (pathname.endsWith('.html')) res.setHeader('X-Frame-Options', 'DENY');
    },
  });
  const server = http.createServer((req, res) => {
    commonHeaders(res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD' }).end();
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (options.remotesJson && pathname === '/remotes.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(options.remotesJson()));
      return;
    }
    files(req, res);
  });
  // Keep-alive sockets must not hold a stopping server open.
  server.keepAliveTimeout = 5000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve(server));
  });
}

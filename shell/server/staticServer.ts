/**
 * Serves one built app from its own static server, as if deployed on its own: precompressed
 * files, long cache for content-hashed files (a production remoteEntry's too), no cache for what
 * names the current build (index.html, remotes.json, manifests, a dev build's remoteEntry.js), CORS so the shell may load remotes.
 * Every HTML answer carries a Content-Security-Policy made for that document; source maps are
 * never served; the server listens on localhost unless HOST says otherwise.
 * Files are looked up at each request (./staticFiles.ts): a build written while the server runs
 * is served at once, and a file that vanishes is a 404 for that request, never a stopped server.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  COMMON_SECURITY_HEADERS,
  contentSecurityPolicy,
  originOf,
  type PolicyOrigins,
} from './contentSecurityPolicy';
import { staticFiles } from './staticFiles';
import { apiUrl } from '../../topology';

const HASHED = /\.[0-9a-f]{10}\.js$/;
const NO_CACHE =
  /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/;

export interface StaticServerOptions {
  dir: string;
  port: number;
  /** The address to listen on: HOST, else localhost (set HOST=0.0.0.0 to expose the apps). */
  host?: string;
  /** The API origin the pages call (their CSP's connect-src); default: from API_URL / API_PORT. */
  apiOrigin?: string;
  /** Served at /remotes.json instead of the built file (the shell only): per-deployment remotes. */
  remotesJson?: () => Record<string, string>;
  /**
   * The document for a page request (a path with no file extension), made per request: the shell
   * puts the remote's prerendered page in its index.html, in the visitor's language
   * (./shellServing.ts). A PageAnswer also names the answer's language and what it varies on.
   */
  page?: (pathname: string, request: http.IncomingMessage) => Promise<string | PageAnswer>;
}

/** A made document and the headers that say what it is made from. */
export interface PageAnswer {
  html: string;
  /** Content-Language: the document's language. */
  language?: string;
  /** Request headers the document depends on, beside Accept-Encoding (Vary). */
  vary?: readonly string[];
}

/** A page request: a path whose last segment names no file. */
function isPageRequest(pathname: string): boolean {
  return pathname === '/index.html' || !/\.[^/]*$/.test(pathname);
}

/** Composed documents, compressed once per content (a handful of pages, so a small cache). */
const encodedPages = new Map<string, { br: Buffer; gzip: Buffer }>();

function encoded(etag: string, body: Buffer) {
  let found = encodedPages.get(etag);
  if (!found) {
    found = {
      br: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: zlib.gzipSync(body, { level: 9 }),
    };
    if (encodedPages.size >= 64) encodedPages.delete(encodedPages.keys().next().value!);
    encodedPages.set(etag, found);
  }
  return found;
}

/** Sends a made document the way sirv sends index.html: no-cache, an ETag, br or gzip. */
function sendPage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  answer: string | PageAnswer,
  origins: PolicyOrigins,
): void {
  const { html, language, vary = [] } = typeof answer === 'string' ? { html: answer } : answer;
  const body = Buffer.from(html);
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', cacheControlFor('/index.html'));
  res.setHeader('Content-Security-Policy', contentSecurityPolicy(html, origins));
  res.setHeader('ETag', etag);
  // A cache keys the answer on these too: one language's page is never served for another.
  res.setHeader('Vary', ['Accept-Encoding', ...vary].join(', '));
  if (language) res.setHeader('Content-Language', language);
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  const payload = encoding ? encoded(etag, body)[encoding] : body;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', payload.length);
  res.writeHead(200).end(req.method === 'HEAD' ? undefined : payload);
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
  for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) res.setHeader(name, value);
}

/** The app's own index.html, read again when it changes (a new build in place). */
function builtIndex(dir: string): () => Promise<string> {
  const file = path.join(dir, 'index.html');
  let known: { html: string; mtimeMs: number } | null = null;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (known?.mtimeMs !== mtimeMs) known = { html: await readFile(file, 'utf8'), mtimeMs };
    return known.html;
  };
}

export function startStaticServer(options: StaticServerOptions): Promise<http.Server> {
  const dir = path.resolve(options.dir);
  const apiOrigin = options.apiOrigin ?? originOf(apiUrl());
  // The shell's pages load the remotes named in its remotes.json, as it is at each request.
  const origins = (): PolicyOrigins => ({
    api: apiOrigin,
    remotes: Object.values(options.remotesJson?.() ?? {})
      .map(originOf)
      .filter((origin): origin is string => origin !== null),
  });
  const ownIndex = builtIndex(dir);
  const page = options.page ?? ownIndex;
  const files = staticFiles(dir, {
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      // Any other HTML file (a prerender fragment opened on its own) may run no inline script.
      if (pathname.endsWith('.html'))
        res.setHeader('Content-Security-Policy', contentSecurityPolicy('', origins()));
    },
  });
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    commonHeaders(res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD' }).end();
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    // Source maps would hand out the source: never served, whatever a build left in dist/.
    if (pathname.endsWith('.map')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    if (options.remotesJson && pathname === '/remotes.json') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(options.remotesJson()));
      return;
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && isPageRequest(pathname)) {
      // A page that cannot be made (a remote's prerender in trouble) is the app's own
      // index.html; with no index.html (a build in progress), a 404 for this request.
      const document = await page(pathname, req).catch(() => ownIndex().catch(() => null));
      if (document === null) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      sendPage(req, res, document, origins());
      return;
    }
    await files(req, res, pathname);
  };
  const server = http.createServer((req, res) => {
    // One request's failure is that request's 500, never the server's end.
    answer(req, res).catch((error: unknown) => {
      console.error(`Answering ${req.url} failed`, error);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  // Keep-alive sockets must not hold a stopping server open.
  server.keepAliveTimeout = 5000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? (process.env.HOST?.trim() || 'localhost'), () =>
      resolve(server),
    );
  });
}

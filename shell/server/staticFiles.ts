/**
 * Answers a request with a file of one build folder, looked up on disk at each request: a build
 * written in place while the server runs is served as it is now (a new file is found, a removed
 * one is a 404), never from a list made at start.
 *
 * A file is opened before anything is said about it, and its size, date and bytes all come from
 * that open file: one that vanishes before it is opened is a clean 404 (or its next variant: the
 * .br twin gone, the plain file), one that vanishes while it is sent is still sent whole (an
 * open file outlives its name). A read that fails half-way ends that one answer, never the
 * process: every stream has its error handled.
 */
import { constants as fsConstants, type Stats } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import type http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { lookup } from 'mrmime';

export interface StaticFilesOptions {
  /** Called before the headers are sent, with the request's path (Cache-Control, CSP…). */
  setHeaders?: (res: http.ServerResponse, pathname: string) => void;
  /** Where a failure worth an operator's eye is told (default: console.error). */
  log?: (message: string, error: unknown) => void;
}

/** The precompressed twins the build writes beside a text file, best first. */
const TWINS = [
  { encoding: 'br', suffix: '.br', accepted: /\b(br|brotli)\b/i },
  { encoding: 'gzip', suffix: '.gz', accepted: /\bgzip\b/i },
] as const;

/** What an open() of a name that is not (or no longer) a file answers. */
const ABSENT = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ENAMETOOLONG', 'ELOOP']);

interface OpenFile {
  handle: FileHandle;
  stats: Stats;
}

/** The file at `file`, open, or null when there is no such file (any more). */
async function openFile(file: string): Promise<OpenFile | null> {
  let handle: FileHandle;
  try {
    handle = await open(file, fsConstants.O_RDONLY);
  } catch (error) {
    if (ABSENT.has((error as NodeJS.ErrnoException).code ?? '')) return null;
    throw error;
  }
  try {
    const stats = await handle.stat();
    if (stats.isFile()) return { handle, stats };
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  await handle.close().catch(() => undefined);
  return null;
}

/**
 * The decoded path's file inside `root`, or null for a path that is malformed, names a hidden
 * file or folder, or leads out of the folder.
 */
export function fileInFolder(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const segments = decoded.split(/[\\/]/);
  if (segments.some((segment) => segment.startsWith('.') && segment !== '.well-known')) return null;
  const file = path.join(root, decoded);
  return file.startsWith(root + path.sep) ? file : null;
}

function notFound(res: http.ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
}

/** The request's connection ended before the answer did: nothing to tell anyone. */
function clientLeft(error: NodeJS.ErrnoException): boolean {
  return (
    error.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    error.code === 'ECONNRESET' ||
    error.code === 'ERR_STREAM_UNABLE_TO_PIPE' ||
    error.code === 'ERR_STREAM_DESTROYED'
  );
}

/**
 * A handler that answers `pathname` from `dir`: the best variant the client accepts (.br, .gz,
 * the file), an ETag and Last-Modified of the variant sent, 304 when the client has it, 404
 * when there is none. It never rejects: a failure to read is a 500 (or, once the answer has
 * started, an answer cut short), logged.
 */
export function staticFiles(dir: string, options: StaticFilesOptions = {}) {
  const root = path.resolve(dir);
  const log = options.log ?? ((message, error) => console.error(message, error));

  async function answer(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    pathname: string,
  ): Promise<void> {
    const file = fileInFolder(root, pathname);
    if (!file) return notFound(res);
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const candidates = [
      ...TWINS.filter((twin) => twin.accepted.test(accepted)).map((twin) => ({
        name: file + twin.suffix,
        encoding: twin.encoding as string | null,
      })),
      { name: file, encoding: null },
    ];
    let found: (OpenFile & { encoding: string | null }) | null = null;
    for (const candidate of candidates) {
      const opened = await openFile(candidate.name);
      if (opened) {
        found = { ...opened, encoding: candidate.encoding };
        break;
      }
    }
    if (!found) return notFound(res);
    const { handle, stats, encoding } = found;

    const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`;
    let type = lookup(path.extname(file)) ?? 'application/octet-stream';
    if (type === 'text/html') type += '; charset=utf-8';
    res.setHeader('Content-Type', type);
    res.setHeader('Last-Modified', stats.mtime.toUTCString());
    res.setHeader('ETag', etag);
    res.setHeader('Vary', 'Accept-Encoding');
    options.setHeaders?.(res, pathname);

    if (req.headers['if-none-match'] === etag || req.method === 'HEAD' || stats.size === 0) {
      await handle.close().catch(() => undefined);
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304).end();
        return;
      }
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', stats.size);
      res.writeHead(200).end();
      return;
    }

    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', stats.size);
    res.writeHead(200);
    // A client that left while the file was opened is owed nothing (a page left mid-load).
    if (res.destroyed) {
      await handle.close().catch(() => undefined);
      return;
    }
    // Exactly the bytes fstat counted, from the open file (it closes with the stream).
    const body = handle.createReadStream({ start: 0, end: stats.size - 1 });
    await new Promise<void>((resolve) =>
      pipeline(body, res, (error) => {
        if (error && !clientLeft(error)) log(`Sending ${pathname} failed`, error);
        resolve();
      }),
    );
  }

  return (req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<void> =>
    answer(req, res, pathname).catch((error: unknown) => {
      if (res.destroyed && clientLeft(error as NodeJS.ErrnoException)) return;
      log(`Answering ${pathname} failed`, error);
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Server error');
      } else {
        res.destroy();
      }
    });
}

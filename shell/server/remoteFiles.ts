/**
 * Files the shell's HTML server reads from the remotes (a page's prerender, a remote's manifest):
 * each URL kept for `freshMs`, served stale while a newer copy is fetched behind it, revalidated
 * with its ETag, one fetch at a time per URL; a remote that is down or slow costs at most
 * `timeoutMs`, once, and is asked again after a second.
 */
export interface RemoteFilesOptions {
  /** How long a fetched file is used before it is asked for again (default 5 s). */
  freshMs?: number;
  /** How long a page request waits for a file it has no copy of yet (default 3 s). */
  timeoutMs?: number;
  /** The clock (tests set it). */
  now?: () => number;
}

interface Entry {
  /** The file, or null: the remote has no such file (404) or could not be asked. */
  body: string | null;
  etag: string | null;
  fetchedAt: number;
  /** The remote did not answer (down, slow, 5xx): asked again after `retryMs`, not `freshMs`. */
  failed: boolean;
}

export function createRemoteFiles(options: RemoteFilesOptions = {}) {
  const freshMs = options.freshMs ?? 5000;
  const retryMs = Math.min(1000, freshMs);
  const timeoutMs = options.timeoutMs ?? 3000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<void>>();

  async function refresh(url: string, previous: Entry | undefined): Promise<void> {
    const next: Entry = { body: null, etag: null, fetchedAt: 0, failed: false };
    try {
      const response = await fetch(url, {
        headers: previous?.etag ? { 'If-None-Match': previous.etag } : {},
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 304 && previous) {
        next.body = previous.body;
        next.etag = previous.etag;
      } else if (response.ok) {
        next.body = await response.text();
        next.etag = response.headers.get('etag');
      } else {
        // 404: no such file. Anything else: the remote is in trouble.
        next.failed = response.status !== 404;
      }
    } catch {
      // Down or slow: this answer goes without the file.
      next.failed = true;
    }
    next.fetchedAt = now();
    entries.set(url, next);
  }

  /** One fetch at a time per URL, however many requests want it. */
  function refreshOnce(url: string, previous: Entry | undefined): Promise<void> {
    let pending = inflight.get(url);
    if (!pending) {
      pending = refresh(url, previous).finally(() => inflight.delete(url));
      inflight.set(url, pending);
    }
    return pending;
  }

  function isFresh(entry: Entry): boolean {
    return now() - entry.fetchedAt < (entry.failed ? retryMs : freshMs);
  }

  return {
    /**
     * The file at `url`: fresh; or stale while a newer one is fetched behind it; or, with none
     * to show yet, the one being fetched (at most `timeoutMs`).
     */
    async text(url: string): Promise<string | null> {
      const known = entries.get(url);
      if (known && isFresh(known)) return known.body;
      const pending = refreshOnce(url, known);
      if (known?.body) return known.body;
      await pending;
      return entries.get(url)?.body ?? null;
    },
  };
}

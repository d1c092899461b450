/**
 * The shell's HTML server side: for a visitor's page request it puts the owning remote's
 * prerendered page (published at build time beside its manifest, see rspack/prerenderConfig.ts) in the
 * shell's index.html, so the page paints with the first response instead of after the
 * federated JavaScript. A remote redeployed with new pages is picked up within `freshMs`, with no
 * shell rebuild; a remote that is down, slow or has no prerender only costs the prerender.
 */
import { readFile, stat } from 'node:fs/promises';
import { PRERENDER_DIR, REMOTE_BASE_TOKEN, prerenderFileName } from './prerenderFiles';
import { routePattern } from '../build/earlyRemotesScript';
import { PRERENDER_ID } from '../src/indexHtmlContract';
import type { RouteEntry } from '../src/routing/routeTable';

export interface PrerenderComposerOptions {
  /** The shell's built index.html. */
  indexHtml: string;
  /** remotes.json as this deployment serves it: remote name → manifest URL. */
  remotes: () => Record<string, string>;
  /** The shell's route table: only routes open to everyone are prerendered. */
  routes: readonly RouteEntry[];
  /** How long a fetched prerender is used before it is asked for again (default 5 s). */
  freshMs?: number;
  /** How long a page request waits for a remote with no page to show yet (default 3 s). */
  timeoutMs?: number;
  /** The clock (tests set it). */
  now?: () => number;
}

interface Fragment {
  /** The page, or null: the remote has none for this path (404) or could not be asked. */
  body: string | null;
  etag: string | null;
  fetchedAt: number;
  /** The remote did not answer (down, slow, 5xx): asked again after `retryMs`, not `freshMs`. */
  failed: boolean;
}

const ROOT_DIV = '<div id="root"></div>';

export function createPrerenderComposer(options: PrerenderComposerOptions) {
  const freshMs = options.freshMs ?? 5000;
  const retryMs = Math.min(1000, freshMs);
  const timeoutMs = options.timeoutMs ?? 3000;
  const now = options.now ?? Date.now;
  const publicRoutes = options.routes
    .filter((route) => !route.roles && !route.byRole)
    .map((route) => ({ pattern: new RegExp(routePattern(route.path)), remote: route.remote }));
  const fragments = new Map<string, Fragment>();
  const inflight = new Map<string, Promise<void>>();
  let index: { html: string; mtimeMs: number } | null = null;

  async function indexHtml(): Promise<string> {
    const { mtimeMs } = await stat(options.indexHtml);
    if (index?.mtimeMs !== mtimeMs) {
      index = { html: await readFile(options.indexHtml, 'utf8'), mtimeMs };
    }
    return index.html;
  }

  async function refresh(url: string, previous: Fragment | undefined): Promise<void> {
    const next: Fragment = { body: null, etag: null, fetchedAt: 0, failed: false };
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
        // 404: this page has no prerender. Anything else: the remote is in trouble.
        next.failed = response.status !== 404;
      }
    } catch {
      // Down or slow: this answer goes without a prerender; the shell shows its load failure.
      next.failed = true;
    }
    next.fetchedAt = now();
    fragments.set(url, next);
  }

  /** One fetch at a time per URL, however many requests want it. */
  function refreshOnce(url: string, previous: Fragment | undefined): Promise<void> {
    let pending = inflight.get(url);
    if (!pending) {
      pending = refresh(url, previous).finally(() => inflight.delete(url));
      inflight.set(url, pending);
    }
    return pending;
  }

  function isFresh(fragment: Fragment): boolean {
    return now() - fragment.fetchedAt < (fragment.failed ? retryMs : freshMs);
  }

  /**
   * The fragment at `url`: fresh; or stale while a newer one is fetched behind it; or, with none
   * to show yet, the one being fetched (at most `timeoutMs`).
   */
  async function fragment(url: string): Promise<string | null> {
    const known = fragments.get(url);
    if (known && isFresh(known)) return known.body;
    const pending = refreshOnce(url, known);
    if (known?.body) return known.body;
    await pending;
    return fragments.get(url)?.body ?? null;
  }

  /** Where a path's prerender lives, or null when no remote prerenders it. */
  function prerenderUrl(pathname: string): { url: string; base: string } | null {
    const route = publicRoutes.find((candidate) => candidate.pattern.test(pathname));
    const manifest = route && options.remotes()[route.remote];
    const file = prerenderFileName(pathname);
    if (!manifest || !file) return null;
    const base = new URL('.', manifest).href;
    return { url: new URL(`${PRERENDER_DIR}/${file}`, base).href, base };
  }

  return {
    /** The document for a page request to `pathname`: index.html, with its prerender if any. */
    async page(pathname: string): Promise<string> {
      const html = await indexHtml();
      const where = prerenderUrl(pathname);
      const body = where && (await fragment(where.url));
      if (!where || !body || !html.includes(ROOT_DIV)) return html;
      const prerender = body.split(REMOTE_BASE_TOKEN).join(where.base);
      return html.replace(
        ROOT_DIV,
        () => `<div id="${PRERENDER_ID}">${prerender}</div>${ROOT_DIV}`,
      );
    },
  };
}

export type PrerenderComposer = ReturnType<typeof createPrerenderComposer>;

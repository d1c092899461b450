/**
 * The shell's HTML server side: for a visitor's page request it puts the owning remote's
 * prerendered page (published at build time beside its manifest, see rspack.config.base.ts) in the
 * shell's index.html, so the page paints with the first response instead of after the
 * federated JavaScript. A remote redeployed with new pages is picked up within `freshMs`, with no
 * shell rebuild; a remote that is down, slow or has no prerender only costs the prerender.
 */
import { readFile, stat } from 'node:fs/promises';
import { PRERENDER_DIR, REMOTE_BASE_TOKEN, prerenderFileName } from '../../scripts/prerenderFiles';
import { routePattern } from '../build/earlyRemotesScript';
import { PRERENDER_ID } from '../src/prerender/prerenderContract';
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
  /** How long a page request waits for a remote it has never asked (default 1.5 s). */
  timeoutMs?: number;
  /** The clock (tests set it). */
  now?: () => number;
}

interface Fragment {
  body: string | null;
  etag: string | null;
  fetchedAt: number;
  refreshing?: Promise<void>;
}

const ROOT_DIV = '<div id="root"></div>';

export function createPrerenderComposer(options: PrerenderComposerOptions) {
  const freshMs = options.freshMs ?? 5000;
  const timeoutMs = options.timeoutMs ?? 1500;
  const now = options.now ?? Date.now;
  const publicRoutes = options.routes
    .filter((route) => !route.roles && !route.byRole)
    .map((route) => ({ pattern: new RegExp(routePattern(route.path)), remote: route.remote }));
  const fragments = new Map<string, Fragment>();
  let index: { html: string; mtimeMs: number } | null = null;

  async function indexHtml(): Promise<string> {
    const { mtimeMs } = await stat(options.indexHtml);
    if (index?.mtimeMs !== mtimeMs)
      index = { html: await readFile(options.indexHtml, 'utf8'), mtimeMs };
    return index.html;
  }

  async function refresh(url: string, previous: Fragment | undefined): Promise<void> {
    const next: Fragment = { body: null, etag: null, fetchedAt: now() };
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
      }
    } catch {
      // Down or slow: no prerender until it answers again; the shell shows its load failure.
    }
    fragments.set(url, next);
  }

  /** The fragment at `url`: fresh, or stale while a newer one is fetched behind it. */
  async function fragment(url: string): Promise<string | null> {
    const known = fragments.get(url);
    if (known && now() - known.fetchedAt < freshMs) return known.body;
    if (known) {
      known.refreshing ??= refresh(url, known);
      return known.body;
    }
    const first: Fragment = { body: null, etag: null, fetchedAt: 0 };
    first.refreshing = refresh(url, undefined);
    fragments.set(url, first);
    await first.refreshing;
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

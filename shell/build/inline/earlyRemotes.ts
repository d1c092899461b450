/**
 * The inline script the shell's index.html starts with. While main.js is still downloading it
 * reads remotes.json (from the document, where the shell's HTML server put it; else it fetches
 * it), then fetches the manifest of the remote that owns the current URL, and preloads
 * that remote's entry and the scripts of the page itself (when the shell's scripts start), so the page's code arrives several round
 * trips sooner on a slow connection. The shell uses the same answers: remotes.json through
 * window.__BTJ_REMOTES__, the manifest through window.__BTJ_EARLY_FETCH__ (remoteLoadPlugin's fetch).
 */
import type { RemotesJson } from '../../src/indexHtmlContract';

/** A remote's page: [remote, exposed page]. */
export type EarlyPageRef = [remote: string, page: string];
/** A route: its path as a regular expression, its page, and the page per role if it has some. */
export type EarlyRoute = [
  pattern: string,
  page: EarlyPageRef,
  byRole: Record<string, EarlyPageRef> | null,
];

interface EarlyManifest {
  metaData?: { remoteEntry?: { name: string; path?: string } };
  exposes?: { name: string; assets: { js: { sync: string[] } } }[];
}

export function earlyRemotes([routes, remotesJsonId]: [EarlyRoute[], string]): void {
  // The role is read from the stored token's payload the way shared-api's readTokenClaims does:
  // this runs before any bundle, and a wrong guess only costs unused preloads.
  function role(): string | null {
    try {
      const payload = localStorage.getItem('token')?.split('.')[1];
      if (!payload) return null;
      const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as {
        role?: string;
      };
      return claims.role ?? null;
    } catch {
      return null;
    }
  }

  // Held until the shell's scripts start (after the first paint of a prerendered page).
  function preload(href: string): void {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    (window.__BTJ_AFTER_PAINT__ ??= [] as HTMLLinkElement[]).push(link);
  }

  const early: Record<string, Promise<Response> | undefined> = (window.__BTJ_EARLY_FETCH__ = {});
  const inlined = document.getElementById(remotesJsonId)?.textContent;
  const remotes = inlined
    ? Promise.resolve(JSON.parse(inlined) as RemotesJson)
    : fetch('/remotes.json', { cache: 'no-cache' }).then((response) => {
        if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
        return response.json() as Promise<RemotesJson>;
      });
  window.__BTJ_REMOTES__ = remotes;
  remotes
    .then((entries) => {
      const route = routes.find(([pattern]) => new RegExp(pattern).test(location.pathname));
      if (!route) return;
      const [, page, byRole] = route;
      const who = role();
      const [remote, exposed] = (byRole && who && byRole[who]) || page;
      const manifest = entries[remote];
      if (!manifest) return;
      const answer = fetch(manifest, { cache: 'no-cache' });
      early[manifest] = answer;
      // Scripts are preloaded only once the manifest came: a failed preload would be reused by
      // Chromium for the script Module Federation adds later, and Retry could never recover.
      return answer
        .then((response) =>
          response.ok ? (response.clone().json() as Promise<EarlyManifest>) : null,
        )
        .then((found) => {
          if (!found) return;
          // The entry's name carries its content hash (rspack.config.base.ts): read it from the manifest.
          const entry = found.metaData?.remoteEntry;
          if (entry) {
            const folder = entry.path ? entry.path.replace(/\/?$/, '/') : '';
            preload(new URL(folder + entry.name, manifest).href);
          }
          for (const expose of found.exposes ?? []) {
            if (expose.name !== exposed) continue;
            for (const file of expose.assets.js.sync) preload(new URL(file, manifest).href);
          }
        });
    })
    .catch(() => undefined);
}

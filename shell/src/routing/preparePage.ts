import { useMemo, type FulfilledReactPromise, type PendingReactPromise } from 'react';
import { sessionStore } from 'shared-api';
import { loadRegisteredCatalogues } from 'shared-i18n';
import { entryAt } from './entryAt';
import { loadQueryLayer } from './queryLayer';
import { guardRedirect } from './RoleGuard';
import { prefetchRouteData } from './routeData';
import { pageFor, type RouteEntry } from './routeTable';
import { loadRemotePage, type RemoteName } from '../federation/remotes';
import { preloadSiteFrame } from '../federation/siteFrame';
import { loadAccountMenu } from '../account/AccountMenu';

const ignore = () => undefined;

/**
 * A promise React's use() reads (React's typed ReactPromise): once settled it says so on itself,
 * so a page whose code is already there renders at once, with no fallback, even the first time
 * use() meets that promise.
 */
type Readable = (PendingReactPromise<void> | FulfilledReactPromise<void>) & Promise<void>;

/** One promise per page (and signed-in or not), kept. */
const prepared = new Map<string, Readable>();

/**
 * What a route's page needs before it renders: its code and, for a signed-in page, the query
 * layer, the signed-in texts and the header's bell and account menu (loaded on demand: a
 * visitor's page never downloads them), so the page shows with its whole header. Never
 * rejects: a page whose code failed to load shows Loading chunk failed with Retry in its place.
 */
export function preparePage(remote: RemoteName, page: string, signedIn: boolean): Readable {
  const key = `${remote}/${page}/${signedIn ? 'signed-in' : 'visitor'}`;
  const kept = prepared.get(key);
  if (kept) return kept;
  const loading = Promise.all([
    loadRemotePage(remote, page).catch(ignore),
    signedIn ? loadQueryLayer().catch(ignore) : null,
    signedIn ? loadRegisteredCatalogues(undefined, { onDemand: true }).catch(ignore) : null,
    // (Its texts are registered once its code is there: loaded then.)
    signedIn
      ? loadAccountMenu()
          .then(() => loadRegisteredCatalogues(undefined, { onDemand: true }))
          .catch(ignore)
      : null,
  ]).then(ignore);
  // A visitor page's frame comes next, for the loading of the visitor page after it.
  if (remote === 'landing') void loading.then(preloadSiteFrame);
  const ready = Object.assign(loading, { status: 'pending' as const });
  void loading.then(() => Object.assign(ready, { status: 'fulfilled', value: undefined }));
  prepared.set(key, ready);
  return ready;
}

/**
 * Prepares the page the app opens on (for the role of the stored session), so its first render
 * has the page in it: the prerender gives way to the live page in one commit, with no frame of a
 * page still loading in between. A page the session may not see needs nothing: it is left at once.
 */
export function prepareFirstPage(pathname: string): Promise<void> {
  const entry = entryAt(pathname);
  const { role } = sessionStore.getState();
  if (!entry || guardRedirect(entry.roles, role)) return Promise.resolve();
  const { remote, page } = pageFor(entry, role);
  return preparePage(remote, page, entry.roles !== undefined);
}

/**
 * Starts asking for a signed-in route's first answer while its page's code loads, once per
 * route and parameters shown (the query layer dedupes a question already in flight or fresh).
 */
export function usePrefetchRouteData(
  entry: RouteEntry,
  params: Record<string, string | undefined>,
): void {
  const paramsKey = JSON.stringify(params);
  useMemo(() => {
    if (entry.roles) void prefetchRouteData(entry.path, JSON.parse(paramsKey)).catch(ignore);
  }, [entry, paramsKey]);
}

import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { loadRegisteredCatalogues } from 'shared-i18n';
import type { RemotePageProps } from 'shared-ui';

import type { RemoteName } from './remoteNames';

export type { RemoteName };

let registry: Promise<Record<string, string>> | null = null;

function fetchRemotesJson(): Promise<Record<string, string>> {
  return fetch('/remotes.json', { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    return response.json() as Promise<Record<string, string>>;
  });
}

/** remotes.json once per page (no-cache on the server), so a redeployed remote needs no shell rebuild. */
function remotesJson(): Promise<Record<string, string>> {
  const early = window.__BTJ_REMOTES__;
  window.__BTJ_REMOTES__ = undefined; // used once: a Retry asks the server again
  registry ??= (early ?? fetchRemotesJson()).catch((error: unknown) => {
    registry = null; // a later Retry asks again
    throw error;
  });
  return registry;
}

async function register(name: RemoteName, force: boolean): Promise<void> {
  const entries = await remotesJson();
  const entry = entries[name];
  if (!entry) throw new Error(`remotes.json has no entry for "${name}"`);
  // force drops a failed entry from the federation cache, so Retry really loads again.
  registerRemotes([{ name, entry }], { force });
}

const registered = new Set<RemoteName>();

type PageModule = { default: ComponentType<RemotePageProps> };
const loadedPages = new Map<string, PageModule>();

/** A page already loaded, to render at once with no Suspense fallback (and no reveal delay). */
export function loadedRemotePage(remote: RemoteName, page: string): PageModule | undefined {
  return loadedPages.get(`${remote}/${page}`);
}

/** Loads one exposed page, e.g. `loadRemotePage('client', 'UserDashboard')`. */
export async function loadRemotePage(
  remote: RemoteName,
  page: string,
  retry = false,
): Promise<PageModule> {
  if (retry || !registered.has(remote)) {
    await register(remote, retry);
    registered.add(remote);
  }
  const mod = await loadRemote<PageModule>(`${remote}/${page}`);
  if (!mod?.default) throw new Error(`${remote}/${page} did not load`);
  // The page registered its catalogue as it loaded: its texts in the page's language come first.
  await loadRegisteredCatalogues();
  loadedPages.set(`${remote}/${page}`, mod);
  return mod;
}

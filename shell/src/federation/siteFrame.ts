import type { ComponentType, ReactNode } from 'react';
import { loadedRemotePage, loadRemotePage } from './remotes';
import { SITE_FRAME } from '../indexHtmlContract';

export { SITE_FRAME };

export type SiteFrameComponent = ComponentType<{
  accountMenu?: ReactNode;
  footer?: boolean;
  children?: ReactNode;
}>;

/** The site's frame when its code is already here (else undefined: nothing waits for it). */
export function loadedSiteFrame(): SiteFrameComponent | undefined {
  return loadedRemotePage(SITE_FRAME.remote, SITE_FRAME.page)?.default as
    SiteFrameComponent | undefined;
}

/**
 * Fetches the site's frame once the browser is idle (after a visitor page has shown), so the
 * next visitor page asked for shows the real navigation around its loading body.
 */
export function preloadSiteFrame(): void {
  if (loadedSiteFrame()) return;
  const load = () => void loadRemotePage(SITE_FRAME.remote, SITE_FRAME.page).catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 1000);
}

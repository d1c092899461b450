import { PageBodySkeleton, PageFrameSkeleton } from 'shared-ui';
import { entryAt } from '../routing/entryAt';
import { loadedSiteFrame } from '../federation/siteFrame';
import { AccountMenu } from '../account/AccountMenu';

/** Signed-in routes sit in the dashboard frame; visitor pages under the site's top navigation. */
export function frameFor(pathname: string): 'dashboard' | 'site' {
  return entryAt(pathname)?.roles ? 'dashboard' : 'site';
}

/**
 * While a page's code loads: the frame of the page in grey (not a bare spinner for seconds). A
 * visitor page asked for from another one keeps the site's real navigation (its code is here),
 * with only the page's body in grey.
 */
export function PageLoading() {
  const frame = frameFor(window.location.pathname);
  const SiteFrame = frame === 'site' ? loadedSiteFrame() : undefined;
  if (SiteFrame)
    return (
      <SiteFrame accountMenu={<AccountMenu />} footer={false}>
        <PageBodySkeleton />
      </SiteFrame>
    );
  return <PageFrameSkeleton frame={frame} />;
}

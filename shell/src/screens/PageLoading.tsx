import { PageFrameSkeleton } from 'shared-ui';
import { entryAt } from '../routing/entryAt';

/** Signed-in routes sit in the dashboard frame; visitor pages under the site's top navigation. */
export function frameFor(pathname: string): 'dashboard' | 'site' {
  return entryAt(pathname)?.roles ? 'dashboard' : 'site';
}

/** While a page's code loads: the frame of the page in grey (not a bare spinner for seconds). */
export function PageLoading() {
  return <PageFrameSkeleton frame={frameFor(window.location.pathname)} />;
}

/** Where a nav item points and where the user is: only the parts that decide a match. */
interface Target {
  to: string;
}
interface Place {
  pathname: string;
  search: string;
}

/**
 * The one nav item to highlight for a location, or -1: an item matches its own path or a page
 * under it ('/' only itself) when every query parameter it names is present; the most specific
 * match wins (longer path, then more parameters), so '/user-dashboard?submit=case' lights only
 * Submit Case and '/messages/abc' lights Messages.
 */
export function activeNavIndex(items: readonly Target[], { pathname, search }: Place): number {
  const here = new URLSearchParams(search);
  let best = -1;
  let bestScore = -1;
  items.forEach((item, index) => {
    const url = new URL(item.to, 'http://nav.invalid');
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const under =
      path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
    if (!under) return;
    const params = [...url.searchParams];
    if (!params.every(([key, value]) => here.get(key) === value)) return;
    const score = path.length * 100 + params.length;
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

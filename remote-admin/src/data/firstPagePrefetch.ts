import { readTokenClaims, sessionStore } from 'shared-api';

/** A prefetched answer older than this is not used: the page asks again. */
const FRESH_FOR_MS = 10_000;

/**
 * Starts loading page 1 as soon as a page's module is evaluated (before React mounts it: in the
 * shell that is a few hundred ms earlier), for an admin session only. The returned loader hands
 * that answer out once, for page 1, while fresh; every other call goes to `load`.
 */
export function withFirstPagePrefetch<T>(
  load: (page: number, limit: number) => Promise<T>,
  limit: number,
): (page: number, limit: number) => Promise<T> {
  const { token } = sessionStore.getState();
  let early: { at: number; answer: Promise<T> } | null = null;
  if (readTokenClaims(token)?.role === 'admin') {
    const answer = load(1, limit);
    // Nobody may ever take it (the user left): a failure here is the page's to report, not global.
    answer.catch(() => undefined);
    early = { at: Date.now(), answer };
  }
  return (page, pageLimit) => {
    const taken = early;
    early = null;
    if (taken && page === 1 && pageLimit === limit && Date.now() - taken.at < FRESH_FOR_MS) {
      return taken.answer;
    }
    return load(page, pageLimit);
  };
}

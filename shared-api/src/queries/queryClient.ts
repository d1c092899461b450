import { focusManager, QueryClient } from '@tanstack/react-query';
import { errorStatus } from '../http/errorMessage';
import { sessionStore } from '../session/sessionStore';

/** How many times a read is tried again, and only where another try can help. */
const MAX_RETRIES = 2;

/** A read is tried again when the server never answered or failed (5xx), never for a 4xx it meant. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  return failureCount < MAX_RETRIES && (status === undefined || status >= 500);
}

/** An answer is reused without asking again for this long (a route's prefetch is still fresh). */
const FRESH_FOR_MS = 10_000;

/**
 * The one cache of server data in the browser. shared-api/queries is a federation singleton, so
 * the shell's loaders and every remote's pages share this client: one request per key (dedupe),
 * answers reused while fresh, stale ones fetched again when the tab regains focus.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: FRESH_FOR_MS, retry: shouldRetry, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});

// The tab's visibility is heard on the document, its target (TanStack listens on window, which
// misses a visibilitychange that does not bubble): a hidden tab's polls stop, a visible one catches up.
focusManager.setEventListener((onVisibilityChange) => {
  if (typeof document === 'undefined') return undefined;
  const listener = () => onVisibilityChange();
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
});

// The one client lives as long as the page: mounted here (not only under a provider), it refetches
// on focus for the shell's account menu too, which also shows outside the signed-in routes.
queryClient.mount();

// The cache holds one reader's answers: when the tab's user changes (another signs in, or the
// session ends), nothing the previous one read may be served, not even while fresh.
let cacheUser = sessionStore.getState().userId;
sessionStore.subscribe(({ userId }) => {
  if (userId === cacheUser) return;
  cacheUser = userId;
  queryClient.removeQueries();
});

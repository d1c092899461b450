import { sessionStore } from 'shared-api';
import { ADMIN_PAGE_SIZE, CARD_PAGE_SIZE } from 'shared-contract';
import { loadQueryLayer } from './queryLayer';

type QueryLayer = Awaited<ReturnType<typeof loadQueryLayer>>;
type CasesFeature = typeof import('shared-cases');
type Params = Record<string, string | undefined>;

const FIRST_ADMIN_PAGE = { page: 1, limit: ADMIN_PAGE_SIZE };

/**
 * The first answer each case route shows, by route path (the same query the page runs). The cases
 * feature owns these queries; its page needs the feature's code anyway, so it loads alongside.
 */
const firstCaseAnswerOf: Record<
  string,
  (layer: QueryLayer, cases: CasesFeature, params: Params) => Promise<void> | null
> = {
  '/user-dashboard': ({ queryClient }, { caseQueries }) => {
    const { userId } = sessionStore.getState();
    return userId ? queryClient.prefetchQuery(caseQueries.userCases(userId)) : null;
  },
  '/update-case/:id': ({ queryClient }, { caseQueries }, { id }) =>
    id ? queryClient.prefetchQuery(caseQueries.single(id)) : null,
  '/staff-dashboard': ({ queryClient }, { caseQueries }) => {
    const { email } = sessionStore.getState();
    const firstPage = { page: 1, limit: CARD_PAGE_SIZE };
    return email ? queryClient.prefetchQuery(caseQueries.assignedPage(email, firstPage)) : null;
  },
  '/admin-dashboard': ({ queryClient }, { caseQueries }) =>
    queryClient.prefetchQuery(caseQueries.stats()),
  '/submitted-cases': ({ queryClient }, { caseQueries }) =>
    queryClient.prefetchQuery(caseQueries.allPage(FIRST_ADMIN_PAGE)),
  '/archived-cases': ({ queryClient }, { caseQueries }) =>
    queryClient.prefetchQuery(caseQueries.allPage({ ...FIRST_ADMIN_PAGE, flag: 'Done' })),
};

/** The first answer of the other signed-in routes, read through the query layer's own queries. */
const firstAnswerOf: Record<string, (layer: QueryLayer, params: Params) => Promise<void> | null> = {
  '/users': ({ queryClient, userQueries }) =>
    queryClient.prefetchQuery(userQueries.page(FIRST_ADMIN_PAGE)),
};

/**
 * A signed-in route's loader: loads the query layer and starts asking for the route's first answer
 * while the page's code loads, so the page finds it in the cache or in flight (never asked twice).
 * Resolves once the layer (and, for a case route, the cases feature) is there; the answer itself
 * is not waited for (a failure is the page's).
 */
export async function prefetchRouteData(path: string, params: Params): Promise<void> {
  const askCases = firstCaseAnswerOf[path];
  if (askCases) {
    const [layer, cases] = await Promise.all([loadQueryLayer(), import('shared-cases')]);
    void askCases(layer, cases, params);
    return;
  }
  const layer = await loadQueryLayer();
  void firstAnswerOf[path]?.(layer, params);
}

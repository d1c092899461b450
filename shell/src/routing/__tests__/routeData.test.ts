import { sessionStore } from 'shared-api';
import { queryClient, userQueries } from 'shared-api/queries';
import { caseQueries } from 'shared-cases';
import { fakeApi, okPage, signIn } from 'shared-api/src/testing/fakeApi';
import { prefetchRouteData } from '../routeData';

/** Every list answers one empty page; the requests are returned. */
const serveEmptyPages = () => fakeApi(() => okPage([], 0, 1, 10));

beforeEach(() => sessionStore.getState().clearSession());

test.each([
  [
    '/submitted-cases',
    () => queryClient.fetchQuery(caseQueries.allPage({ page: 1, limit: 10 })),
    '/cases/',
    {},
  ],
  [
    '/archived-cases',
    () => queryClient.fetchQuery(caseQueries.allPage({ page: 1, limit: 10, flag: 'Done' })),
    '/cases/',
    { flag: 'Done' },
  ],
  ['/users', () => queryClient.fetchQuery(userQueries.page({ page: 1, limit: 10 })), '/users', {}],
])(
  "%s: the loader's prefetch is the page's first query, so the page asks nothing more",
  async (path, pageAsks, url, filter) => {
    signIn('admin');
    const seen = serveEmptyPages();
    await prefetchRouteData(path, {});
    // The page mounts while the answer is in flight or fresh: the same key, no second request.
    await pageAsks();
    expect(seen.map((request) => [request.url, request.params])).toEqual([
      [url, { page: 1, limit: 10, ...filter }],
    ]);
  },
);

test("the lawyer's first page of 3 is asked for with their e-mail", async () => {
  signIn('adminStaff');
  const seen = serveEmptyPages();
  await prefetchRouteData('/staff-dashboard', {});
  await queryClient.fetchQuery(
    caseQueries.assignedPage('aline@example.com', { page: 1, limit: 3 }),
  );
  expect(seen.map((request) => [request.url, request.params])).toEqual([
    ['/cases/assignedTo/aline%40example.com', { page: 1, limit: 3 }],
  ]);
});

test('a visitor route asks nothing', async () => {
  const seen = serveEmptyPages();
  await prefetchRouteData('/', {});
  expect(seen).toEqual([]);
});

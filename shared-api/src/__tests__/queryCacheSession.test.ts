import { sessionStore } from '../session/sessionStore';
import { userQueries } from '../queries/userQueries';
import { queryClient } from '../queries/queryClient';
import { aCase } from '../testing/fixtures';
import { resetQueryCache } from '../testing/queryCache';

const signIn = (userId: string) =>
  sessionStore
    .getState()
    .setSession({ token: `tok-${userId}`, userId, email: `${userId}@example.com` });

/** A case, the admin's counts and the unread counts, under the keys the cases and messages
 * features read them by (those features build on this package: their keys are written out). */
const CASE_KEY = ['cases', 'single', 'case-1'];
const STATS_KEY = ['cases', 'stats'];
const UNREAD_KEY = ['messages', 'unread'];

/** Answers of every kind one user read, as the pages leave them in the cache. */
function readAsThisUser() {
  queryClient.setQueryData(CASE_KEY, aCase());
  queryClient.setQueryData(STATS_KEY, {
    total: 1,
    pending: 1,
    inProgress: 0,
    completed: 0,
  } as never);
  queryClient.setQueryData(userQueries.page({ page: 1, limit: 10 }).queryKey, {
    items: [],
    total: 0,
    page: 1,
    limit: 10,
  } as never);
  queryClient.setQueryData(UNREAD_KEY, { total: 1, byCase: { a: 1 } });
}

beforeEach(() => {
  resetQueryCache();
  signIn('user-1');
});

afterEach(() => sessionStore.getState().clearSession('logout'));

describe('the query cache belongs to one signed-in user', () => {
  it('another user signing in on the tab is never served what the previous one read', () => {
    readAsThisUser();
    signIn('user-2');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('a session that ends (sign-out or expiry) leaves nothing of it in the cache', () => {
    readAsThisUser();
    sessionStore.getState().clearSession('expired');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('the same user signing in again keeps the answers (a new token, the same reader)', () => {
    readAsThisUser();
    signIn('user-1');
    expect(queryClient.getQueryData(CASE_KEY)).toEqual(aCase());
  });
});

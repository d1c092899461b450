import { queryClient } from '../queries/queryClient';

/**
 * For tests: an empty query cache (no answer of an earlier test is reused), and reads retried at
 * once instead of after a back-off (the policy stays: a 5xx is still asked again).
 */
export function resetQueryCache() {
  queryClient.clear();
  const queries = queryClient.getDefaultOptions().queries;
  queryClient.setDefaultOptions({ queries: { ...queries, retryDelay: 0 } });
}

import { queryOptions } from '@tanstack/react-query';
import { getLawyers, listUsers } from '../calls/users';
import type { Paging } from '../calls/types';

/** The user reads (admin), each with its key and call defined once. */
export const userQueries = {
  /** One server page of the users. */
  page: (paging: Paging) =>
    queryOptions({
      queryKey: ['users', 'page', paging],
      queryFn: () => listUsers(paging),
    }),
  /** The lawyers an admin may assign; a failure is ignored by the page (spec §8), so no retry. */
  lawyers: () =>
    queryOptions({
      queryKey: ['users', 'lawyers'],
      queryFn: getLawyers,
      retry: false,
    }),
};

import { queryOptions } from '@tanstack/react-query';
import { getLawyers, getUser, listUsers, type UserListQuery } from '../calls/users';

/** The user reads, each with its key and call defined once. */
export const userQueries = {
  /** One user's record (the signed-in user's own: their name, role, contact and language). */
  one: (userId: string) =>
    queryOptions({
      queryKey: ['users', 'one', userId],
      queryFn: () => getUser(userId),
    }),
  /** One server page of the users, optionally searched and filtered by role. */
  page: (query: UserListQuery) =>
    queryOptions({
      queryKey: ['users', 'page', query],
      queryFn: () => listUsers(query),
    }),
  /** The lawyers an admin may assign; a failure is ignored by the page, so no retry. */
  lawyers: () =>
    queryOptions({
      queryKey: ['users', 'lawyers'],
      queryFn: getLawyers,
      retry: false,
    }),
};

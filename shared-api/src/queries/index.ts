// shared-api/queries: the query layer of every signed-in page (a federation singleton of its own,
// so a visitor's page never loads TanStack Query): the one query client, the paging hook and the
// account's own user record. Each feature's reads and changes live with the feature
// (shared-cases, shared-messages, shared-account) on this one client.

export { queryClient } from './queryClient';
// Pages read with TanStack's own hook on the options below (remotes need no dependency of their own).
export { useQuery } from '@tanstack/react-query';
export { DataProvider, withDataProvider } from './DataProvider';
export { userQueries } from './userQueries';
export { smsQueries } from './smsQueries';
export { accountUserChanged, useAccountUser } from './useAccountUser';
export { usePagedQuery, type PagedQuery } from './usePagedQuery';

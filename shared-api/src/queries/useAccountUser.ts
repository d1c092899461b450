import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { User } from '../calls/types';
import { onProfileSaved, profileLoaded } from '../session/profileLocale';
import { useSession } from '../session/sessionStore';
import { queryClient } from './queryClient';
import { userQueries } from './userQueries';

/** The cache's copy of `user` after the server answered a change with it; a read still on its
 * way (begun before the change) is dropped, so it cannot put the old record back. */
export function accountUserChanged(user: User): void {
  const { queryKey } = userQueries.one(user.userId);
  void queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, user);
}

let hearingSavedProfiles = false;

/** A language saved to the profile comes back as the whole record: the cache takes it. */
function keepCacheWithSavedProfiles(): void {
  if (hearingSavedProfiles) return;
  hearingSavedProfiles = true;
  onProfileSaved(accountUserChanged);
}

/**
 * The signed-in user's own record (read while a session is held; the one cache serves the account
 * menu and the profile page alike). Once read, its language is handed to the session layer, which
 * lets the profile's language win once per sign-in.
 */
export function useAccountUser() {
  const token = useSession((state) => state.token);
  const userId = useSession((state) => state.userId);
  const query = useQuery(
    { ...userQueries.one(userId ?? ''), enabled: Boolean(token && userId) },
    queryClient,
  );
  useEffect(keepCacheWithSavedProfiles, []);
  useEffect(() => {
    if (query.data) profileLoaded(query.data);
  }, [query.data]);
  return query;
}

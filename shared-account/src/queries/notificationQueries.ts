import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  getNotificationPreferences,
  getNotifications,
  markNotificationsRead,
  notificationTexts,
  saveNotificationPreferences,
  type NotificationList,
} from '../calls/notifications';
import type { NotificationPreference } from 'shared-api';
import { errorMessage, useSession } from 'shared-api';
import { queryClient } from 'shared-api/queries';

const NOTIFICATIONS_KEY = ['notifications'] as const;
const RECENT_KEY = [...NOTIFICATIONS_KEY, 'recent'] as const;

/** How many notifications the bell lists (the newest; the server bounds a page at 100). */
export const BELL_LIST_SIZE = 10;

/**
 * How often the bell asks while the tab is visible: one small indexed query, so a status change or
 * an assignment shows within about 10 s (a hidden tab asks nothing; coming back asks at once).
 */
export const NOTIFICATION_POLL_MS = 10_000;

export const notificationQueries = {
  /** The newest notifications and the unread count, polled while the tab is visible. */
  recent: () =>
    queryOptions({
      queryKey: RECENT_KEY,
      queryFn: () => getNotifications(BELL_LIST_SIZE),
      staleTime: NOTIFICATION_POLL_MS,
      refetchInterval: NOTIFICATION_POLL_MS,
      refetchIntervalInBackground: false,
      retry: false,
    }),
  /** Which kinds reach the user, by e-mail and in the app. */
  preferences: (userId: string) =>
    queryOptions({
      queryKey: [...NOTIFICATIONS_KEY, 'preferences', userId],
      queryFn: () => getNotificationPreferences(userId),
    }),
};

/** The signed-in user's newest notifications and unread count (nothing without a session). */
export function useNotifications(): NotificationList | undefined {
  const token = useSession((state) => state.token);
  const { data } = useQuery(
    { ...notificationQueries.recent(), enabled: Boolean(token) },
    queryClient,
  );
  return token ? data : undefined;
}

/** Marks notifications read (some, or all): the bell shows it at once, the server's count follows. */
export function useMarkNotificationsRead() {
  const mutation = useMutation(
    {
      mutationFn: (which: { ids: string[] } | { all: true }) => markNotificationsRead(which),
      onMutate: (which) =>
        queryClient.setQueryData<NotificationList>(RECENT_KEY, (list) => {
          if (!list) return list;
          const ids = 'ids' in which ? new Set(which.ids) : null;
          let marked = 0;
          const items = list.items.map((item) => {
            if (item.read || (ids && !ids.has(item.id))) return item;
            marked += 1;
            return { ...item, read: true };
          });
          return { ...list, items, unread: ids ? Math.max(0, list.unread - marked) : 0 };
        }),
      onSuccess: (unread) =>
        queryClient.setQueryData<NotificationList>(RECENT_KEY, (list) =>
          list ? { ...list, unread } : list,
        ),
      onError: () => queryClient.invalidateQueries({ queryKey: RECENT_KEY }),
    },
    queryClient,
  );
  return (which: { ids: string[] } | { all: true }) => mutation.mutate(which);
}

/** The profile's notification settings: every kind of the user's role, by e-mail and in the app. */
export function useNotificationPreferences(userId: string) {
  const query = useQuery(notificationQueries.preferences(userId), queryClient);
  const mutation = useMutation(
    {
      mutationFn: (changes: Array<Pick<NotificationPreference, 'kind' | 'email' | 'inApp'>>) =>
        saveNotificationPreferences(userId, changes),
      onSuccess: (saved) =>
        queryClient.setQueryData(notificationQueries.preferences(userId).queryKey, saved),
    },
    queryClient,
  );
  return {
    preferences: query.data,
    loading: query.isPending,
    error: query.error ? errorMessage(query.error, notificationTexts.preferencesFallback) : null,
    refetch: () => void query.refetch(),
    save: (changes: Array<Pick<NotificationPreference, 'kind' | 'email' | 'inApp'>>) =>
      mutation.mutateAsync(changes),
    saving: mutation.isPending,
  };
}

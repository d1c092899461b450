import { catalogueTexts } from 'shared-i18n';
import { apiClient, request } from 'shared-api';
import type { ApiEnvelope, Notification, NotificationPreference } from 'shared-api';

export const notificationTexts = catalogueTexts({
  listFallback: 'api.notification.listFallback',
  readFallback: 'api.notification.readFallback',
  preferencesFallback: 'api.notification.preferencesFallback',
  savePreferencesFallback: 'api.notification.savePreferencesFallback',
  preferencesSaved: 'api.notification.preferencesSaved',
});

/** One page of notifications, newest first, with the user's unread count. */
export interface NotificationList {
  items: Notification[];
  total: number;
  unread: number;
}

/** GET /notifications: newest first, `limit` of them (the bell's list), and the unread count. */
export function getNotifications(limit = 10): Promise<NotificationList> {
  return request(notificationTexts.listFallback, async () => {
    const { data } = await apiClient.get<
      ApiEnvelope<Notification[]> & { total: number; unread: number }
    >('/notifications', { params: { page: 1, limit } });
    return { items: data.data ?? [], total: data.total, unread: data.unread };
  });
}

/** POST /notifications/read: these ids, or every one; answers how many stay unread. */
export function markNotificationsRead(which: { ids: string[] } | { all: true }): Promise<number> {
  return request(notificationTexts.readFallback, async () => {
    const { data } = await apiClient.post<ApiEnvelope<{ unread: number }>>(
      '/notifications/read',
      which,
    );
    return data.data.unread;
  });
}

const preferencesPath = (userId: string) =>
  `/users/${encodeURIComponent(userId)}/notification-preferences`;

/** GET /users/{userId}/notification-preferences: every kind of the user's role, on or off. */
export function getNotificationPreferences(userId: string): Promise<NotificationPreference[]> {
  return request(notificationTexts.preferencesFallback, async () => {
    const { data } = await apiClient.get<ApiEnvelope<NotificationPreference[]>>(
      preferencesPath(userId),
    );
    return data.data ?? [];
  });
}

/** PUT the kinds given (the others stay); answers every kind as now stored. */
export function saveNotificationPreferences(
  userId: string,
  preferences: Array<Pick<NotificationPreference, 'kind' | 'email' | 'inApp'>>,
): Promise<NotificationPreference[]> {
  return request(notificationTexts.savePreferencesFallback, async () => {
    const { data } = await apiClient.put<ApiEnvelope<NotificationPreference[]>>(
      preferencesPath(userId),
      preferences,
    );
    return data.data ?? [];
  });
}

export { AccountMenu, LOGOUT_RELOAD_DELAY_MS, type AccountMenuProps } from './AccountMenu';
// The notifications' calls and reads (the bell's list, its marking read, the profile's settings),
// on shared-api's HTTP client and its one query client.
export {
  getNotificationPreferences,
  getNotifications,
  markNotificationsRead,
  notificationTexts,
  saveNotificationPreferences,
  type NotificationList,
} from './calls/notifications';
export {
  BELL_LIST_SIZE,
  NOTIFICATION_POLL_MS,
  notificationQueries,
  useMarkNotificationsRead,
  useNotificationPreferences,
  useNotifications,
} from './queries/notificationQueries';

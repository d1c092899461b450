// shared-messages/unread: the signed-in user's unread count, for a side link's badge and the
// account menu. Not a federation singleton: it holds no state of its own (the count lives in
// shared-api's one query cache), so each app bundles these few lines and shows the count without
// loading the messages feature's chunk.
export { UnreadNavBadge } from './UnreadNavBadge';
export { useUnreadCount } from './queries/useMessages';

import { useUnreadCount } from './queries/useMessages';
import { UnreadBadge } from 'shared-ui';

/** The signed-in user's unread count beside a side link, polled while the tab is visible. */
export function UnreadNavBadge() {
  return <UnreadBadge count={useUnreadCount()} />;
}

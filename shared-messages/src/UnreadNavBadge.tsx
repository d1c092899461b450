import { useUnreadPolling } from 'shared-api';
import { UnreadBadge } from 'shared-ui';

/** The signed-in user's unread count beside a side link, polled while the tab is visible. */
export function UnreadNavBadge() {
  const unread = useUnreadPolling();
  return <UnreadBadge count={unread} />;
}

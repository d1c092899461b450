import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';

interface UnreadCountProps {
  /** Renders with the signed-in user's unread total (0 until the query layer is there). */
  children: (unread: number) => ReactNode;
}

// The count reads through the messages feature's unread query, fetched only once a session renders
// this: a visitor's page never downloads TanStack Query. It only reports the number; what shows it
// stays mounted.
const Counter = lazy(() =>
  import('shared-messages/unread').then(({ useUnreadCount }) => ({
    default: function Counter({ onCount }: { onCount: (unread: number) => void }) {
      const unread = useUnreadCount();
      useEffect(() => onCount(unread), [unread, onCount]);
      return null;
    },
  })),
);

/**
 * The unread total for the account menu, polled while the tab is visible. What it renders is
 * mounted once and keeps its elements when the count arrives: a button a person has already
 * focused or pressed is never swapped for another.
 */
export function UnreadCount({ children }: UnreadCountProps) {
  const [unread, setUnread] = useState(0);
  return (
    <>
      {children(unread)}
      <Suspense fallback={null}>
        <Counter onCount={setUnread} />
      </Suspense>
    </>
  );
}

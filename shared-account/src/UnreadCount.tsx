import { lazy, Suspense, type ReactNode } from 'react';

interface UnreadCountProps {
  /** Renders with the signed-in user's unread total (0 until the query layer is there). */
  children: (unread: number) => ReactNode;
}

// The count reads through the query layer, fetched only once a session renders this: a visitor's
// page never downloads TanStack Query.
const Counted = lazy(() =>
  import('shared-api/queries').then(({ useUnreadCount }) => ({
    default: function Counted({ children }: UnreadCountProps) {
      return children(useUnreadCount());
    },
  })),
);

/** The unread total for the account menu, polled while the tab is visible. */
export function UnreadCount({ children }: UnreadCountProps) {
  return (
    <Suspense fallback={children(0)}>
      <Counted>{children}</Counted>
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { useSession } from 'shared-api';
import { registerCatalogueOfAccount } from './i18n/catalogue';

registerCatalogueOfAccount();

// The bell reads its notification queries and draws its menu from a chunk of its own, both fetched
// only once a session renders it: a visitor's page downloads neither.
const LiveBell = lazy(() =>
  Promise.all([import('./queries/notificationQueries'), import('./BellMenu')]).then(
    ([layer, { BellMenu }]) => ({
      default: function LiveBell() {
        return (
          <BellMenu list={layer.useNotifications()} markRead={layer.useMarkNotificationsRead()} />
        );
      },
    }),
  ),
);

/** The header's notification bell, for a signed-in user only. */
export function NotificationBell() {
  const token = useSession((state) => state.token);
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <LiveBell />
    </Suspense>
  );
}

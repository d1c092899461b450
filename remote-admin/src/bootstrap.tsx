import { withDataProvider } from 'shared-api/queries';
import { bootStandalone } from 'shared-boot';
import { STANDALONE_ROUTES } from './standalone/standaloneRoutes';

// The admin remote's own URL is the dedicated admin entry (design.md §2): sign-in, then the pages
// (under the query client).
bootStandalone(
  STANDALONE_ROUTES.map((route) => ({ ...route, Page: withDataProvider(route.Page) })),
);

import { keepLocaleWithProfile } from 'shared-api';
import { withDataProvider } from 'shared-api/queries';
import { bootStandalone } from 'shared-boot';
import { StandaloneFrame } from './standalone/StandaloneFrame';
import { STANDALONE_ROUTES } from './standalone/standaloneRoutes';

// The admin remote's own URL is the dedicated admin entry: sign-in, then the pages
// (under the query client), in a frame that follows the session as the shell's does. The admin's
// language is the profile's, and a switch is saved to it (the server's e-mails follow it).
keepLocaleWithProfile();
bootStandalone(
  STANDALONE_ROUTES.map((route) => ({ ...route, Page: withDataProvider(route.Page) })),
  { Frame: StandaloneFrame },
);

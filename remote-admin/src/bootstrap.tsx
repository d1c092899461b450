import { bootStandalone } from 'shared-boot';
import { STANDALONE_ROUTES } from './standalone/standaloneRoutes';

// The admin remote's own URL is the dedicated admin entry (design.md §2): sign-in, then the pages.
bootStandalone(STANDALONE_ROUTES);

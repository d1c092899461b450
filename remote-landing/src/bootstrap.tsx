import { bootStandalone } from 'shared-boot';
import { landingRoutes } from './routes';

// Standalone boot at this remote's own URL, for its team (design.md §2).
bootStandalone([...landingRoutes]);

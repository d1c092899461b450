import { bootStandalone } from 'shared-boot';
import { landingRoutes } from './routes';

// Standalone boot at this remote's own URL, for its team: each remote also runs without the shell.
bootStandalone([...landingRoutes]);

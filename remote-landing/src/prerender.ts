/** This remote's visitor pages prerendered at build time (shell/build/prerender renders them). */
import { landingRoutes } from './routes';

export default landingRoutes.filter((route) => route.prerender);

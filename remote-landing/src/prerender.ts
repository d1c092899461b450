/** Build-time entry (Node): this remote's visitor pages as static HTML, see shared-ui/prerender. */
import { renderPages } from 'shared-ui/prerender';
import { landingRoutes } from './routes';

export default function prerender() {
  return renderPages(landingRoutes.filter((route) => route.prerender));
}

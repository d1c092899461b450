/** `npm run build`: production build of all five apps (or those named), each into its own dist/. */
import { APPS, type AppName } from '../topology';
import { buildApps } from './apps';

const requested = process.argv.slice(2) as AppName[];
const unknown = requested.filter((app) => !APPS.includes(app));
if (unknown.length > 0) {
  console.error(`Unknown app(s): ${unknown.join(', ')}. Known: ${APPS.join(', ')}`);
  process.exit(2);
}
buildApps(requested.length > 0 ? requested : APPS).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

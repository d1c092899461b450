/**
 * Each app's `npm run build` (e.g. `npm run build -w remote-landing`): the production build of
 * the app in the current folder into BUILD_OUT (default dist/), published so that a server
 * serving that folder meanwhile never answers from half a build (buildAppIn in ./apps.ts).
 */
import { buildAppIn } from './apps';

buildAppIn(process.cwd()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * One app's static server in a process of its own (started by serveApps in ./apps.ts): whatever
 * ends this process ends this app only, and its supervisor starts it again. It is told what to
 * serve in BTJ_SERVE_APP (JSON of ServeAppSpec), says `listening` on its IPC channel once it
 * takes requests, and ends when told (SIGTERM) or when its parent is gone.
 */
import type http from 'node:http';
import { startStaticServer } from '../shell/server/staticServer';
import { shellServing } from '../shell/server/shellServing';
import type { ServeAppSpec } from './apps';

async function main() {
  const spec = JSON.parse(process.env.BTJ_SERVE_APP ?? 'null') as ServeAppSpec | null;
  if (!spec) throw new Error('BTJ_SERVE_APP is not set: serveApps (scripts/apps.ts) starts this');
  const remotes = spec.remotes;
  const server: http.Server = await startStaticServer({
    dir: spec.dir,
    port: spec.port,
    host: spec.host,
    apiOrigin: spec.apiOrigin,
    ...(spec.app === 'shell' && remotes ? shellServing(() => remotes, spec.dir) : {}),
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // The supervisor is gone: no server is left behind on its port.
  process.once('disconnect', stop);
  process.send?.({ type: 'listening' });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * `npm start`: builds what is missing, serves the shell and each remote from its own static
 * server in its own process (restarted should it end), starts the API, and prints the URLs and
 * the demo accounts.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, appPorts, apiPort, apiUrl } from '../topology';
import {
  buildApps,
  isBuilt,
  localApiEnv,
  readableLogs,
  ROOT,
  serveApps,
  startApi,
  waitForUrl,
} from './apps';

async function main() {
  const missing = APPS.filter((app) => !isBuilt(app));
  if (missing.length > 0) {
    console.log(`Building ${missing.join(', ')} …`);
    await buildApps(missing);
  }
  const served = await serveApps();
  const api = existsSync(path.join(ROOT, 'server', 'src', 'index.ts'))
    ? startApi({ ...localApiEnv(), ...readableLogs() })
    : null;
  if (api) await waitForUrl(`http://localhost:${apiPort()}/api/docs/json`, 120_000);

  const ports = appPorts();
  console.log(`
Bridge to Justice is running:
  Shell (open this)     http://localhost:${ports.shell}
  remote-landing        http://localhost:${ports['remote-landing']}
  remote-client         http://localhost:${ports['remote-client']}
  remote-staff          http://localhost:${ports['remote-staff']}
  remote-admin (admin)  http://localhost:${ports['remote-admin']}
  API                   ${apiUrl()}
  API docs              http://localhost:${apiPort()}/api/docs
Press Ctrl+C to stop.`);

  const stop = () => {
    void served.stop();
    api?.kill('SIGTERM');
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  api?.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`The API stopped (exit ${code}).`);
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

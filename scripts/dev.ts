/** `npm run dev`: every app on its rspack dev server (React Refresh) and the API with reload. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { APPS, appPorts, apiUrl } from '../topology';
import { appDir, localApiEnv, readableLogs, ROOT, RSPACK_CONFIG_LOADER } from './apps';

const children: ChildProcess[] = [];
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

for (const app of APPS) {
  children.push(
    spawn(bin('rspack'), ['serve', '--mode', 'development', ...RSPACK_CONFIG_LOADER], {
      cwd: appDir(app),
      stdio: 'inherit',
    }),
  );
}
children.push(
  spawn(bin('tsx'), ['watch', 'src/index.ts'], {
    cwd: path.join(ROOT, 'server'),
    env: { ...process.env, ...localApiEnv(), ...readableLogs() },
    stdio: 'inherit',
  }),
);

const ports = appPorts();
console.log(
  `Dev servers: shell http://localhost:${ports.shell} (remotes on ${ports['remote-landing']}–${ports['remote-admin']}), API ${apiUrl()}`,
);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 3000).unref();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

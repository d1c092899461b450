/**
 * `npm run db:generate -w server -- --name <what>`: writes the next versioned SQL migration into
 * server/drizzle after a schema change.
 *
 * npm installs drizzle-orm under server/node_modules but hoists drizzle-kit to the root, where
 * drizzle-kit's own `import("drizzle-orm")` cannot see it. Running a copy of drizzle-kit placed
 * under server/node_modules makes both resolve together.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const require = createRequire(path.join(serverDir, 'package.json'));
// drizzle-kit exports no ./package.json: find its folder from its main entry.
const kitDir = path.dirname(require.resolve('drizzle-kit'));
const localKit = path.join(serverDir, 'node_modules', '.drizzle-kit');

const version = (dir: string) =>
  (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
if (!existsSync(localKit) || version(localKit) !== version(kitDir))
  cpSync(kitDir, localKit, { recursive: true });

const result = spawnSync(
  process.execPath,
  [path.join(localKit, 'bin.cjs'), 'generate', ...process.argv.slice(2)],
  {
    cwd: serverDir,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);

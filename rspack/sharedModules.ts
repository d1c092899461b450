/**
 * The federation's shared modules (each loaded once in the browser) and the versions each build
 * offers and needs. A build offers the version in the package's package.json and needs the range
 * in its own app's package.json; a build that is offered a version outside its range refuses it
 * (strictVersion), so a remote never runs on code it was not built for.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

type Shared = NonNullable<ConstructorParameters<typeof ModuleFederationPlugin>[0]['shared']>;

const rootDir = path.join(__dirname, '..');

/**
 * Shared modules every page runs on. The shell bundles them in its main.js (eager) and offers them
 * from there: a page starts with one script of the shell, not a chain of small shared chunks.
 */
export const VISITOR_SHARED = [
  'react',
  'react-dom',
  'react-dom/client',
  // The part of react-router the apps use (./sharedRouting); nothing imports react-router itself.
  'react-router-dom',
  'zustand',
  'styled-components',
  'shared-api',
  'shared-ui',
  // The i18n layer: one locale and one set of catalogues for the shell and every remote.
  'shared-i18n',
  // Its API only: the library comes with the first toast (./sharedToast).
  'react-hot-toast',
] as const;

/** Loaded exactly once in the browser, whoever asks first. */
const singletons = [
  ...VISITOR_SHARED,
  // Loaded with the first call to the API (shared-api loads its client lazily).
  'axios',
  // The cases feature's building blocks (card, timeline, documents, uploads) and the case messages
  // feature: one copy each for every remote; a visitor never loads them.
  'shared-cases',
  'shared-messages',
  // A signed-in user's bell and account menu: one copy for the shell's header and the dedicated
  // admin entry's; the shell loads it for a session only, so a visitor never does.
  'shared-account',
  // (Not 'shared-messages/unread': the side links' badge reads the query layer's one cache, so each
  // remote's layout bundles its few lines and a dashboard loads no chunk of the feature.)
  // The query layer of the signed-in pages, the same way: one client, never on a visitor's page.
  'shared-api/queries',
  '@tanstack/react-query',
  // The design system's part for the signed-in pages (cases, dialogs, lists, the dashboard frame):
  // loaded with the first signed-in page, never on a visitor's, so a visitor's first page stays
  // small. Its modules take the visitor part from 'shared-ui' above, so that is never a second
  // copy.
  'shared-ui/dashboard',
] as const;

interface PackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  workspaces?: string[];
}

function readPackageJson(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/** Shared modules offered from a file of ours instead of the package itself. */
const offeredFrom: Partial<Record<string, string>> = {
  'react-router-dom': path.join(__dirname, 'sharedRouting/reactRouterDom.ts'),
  'react-hot-toast': path.join(__dirname, 'sharedToast/reactHotToast.ts'),
};

/** `react-dom/client` → `react-dom`, `@scope/pkg/sub` → `@scope/pkg`. */
function packageNameOf(key: string): string {
  const parts = key.split('/');
  return parts.slice(0, key.startsWith('@') ? 2 : 1).join('/');
}

/** The package.json of `name` as `appDir` resolves it (walking up from its entry: not every
 * package exports its package.json). */
function installedPackageJson(name: string, appDir: string): PackageJson {
  let dir = path.dirname(createRequire(path.join(appDir, 'package.json')).resolve(name));
  for (;;) {
    try {
      const json = readPackageJson(path.join(dir, 'package.json'));
      if (json.name === name) return json;
    } catch {
      // no package.json here: keep walking up
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json of ${name} above ${appDir}`);
    dir = parent;
  }
}

/** The repo's own packages (shared-api, shared-ui…): versioned by scripts/versionShared.ts. */
const workspaces = new Set(readPackageJson(path.join(rootDir, 'package.json')).workspaces ?? []);

/**
 * The `shared` option of the app in `appDir`. Our own packages are shared under a key that names
 * their major (`shared-api@1`): a remote built on a new major never meets the shell's copy and
 * brings its own, while every build of one major shares a single instance (one session store).
 */
export function sharedModules(appDir: string, eager: readonly string[] = []): Shared {
  const ranges = readPackageJson(path.join(appDir, 'package.json')).dependencies ?? {};
  return Object.fromEntries(
    singletons.map((key) => {
      const name = packageNameOf(key);
      const { version } = installedPackageJson(name, appDir);
      const major = version.split('.')[0];
      return [
        key,
        {
          ...(offeredFrom[key] ? { import: offeredFrom[key] } : {}),
          shareKey: workspaces.has(name) ? `${key}@${major}` : key,
          singleton: true,
          eager: eager.includes(key),
          strictVersion: true,
          version,
          // A package the app does not name (react-router comes with react-router-dom) needs
          // what it was built with or newer in the same major: Module Federation's own default.
          requiredVersion: ranges[name] ?? `^${version}`,
        },
      ];
    }),
  );
}

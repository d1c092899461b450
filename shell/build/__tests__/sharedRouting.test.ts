/** @jest-environment node */
/**
 * The browser builds share a part of react-router-dom (rspack/sharedRouting/reactRouterDom.ts):
 * a name an app imports that the part lacks would be undefined in the browser, with no build error.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { productionBuildsOfLibraries } from '../../../rspack/libraryBuilds';

const ROOT = path.join(__dirname, '../../..');
const APP_SOURCES = [
  'shell/src',
  'remote-landing/src',
  'remote-client/src',
  'remote-staff/src',
  'remote-admin/src',
  'shared-ui/src',
  'shared-api/src',
  'shared-cases/src',
  'shared-messages/src',
  'shared-account/src',
  'shared-boot/src',
];
/** Tests and test helpers run on the real package under jest, never in a browser build. */
const NOT_IN_A_BROWSER_BUILD = /(__tests__|\.test\.tsx?$|[\\/]testing[\\/])/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (NOT_IN_A_BROWSER_BUILD.test(file)) return [];
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function importedNames(source: string, from: RegExp): string[] {
  const names: string[] = [];
  for (const [, list, module] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    if (!from.test(module!)) continue;
    for (const part of list!.split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

const files = APP_SOURCES.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));

test('every name the apps import from react-router-dom is in the shared part', () => {
  const shared = readFileSync(path.join(ROOT, 'rspack/sharedRouting/reactRouterDom.ts'), 'utf8');
  const offered = new Set(
    [...shared.matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, list]) =>
      list!
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  );
  const missing = files.flatMap((file) =>
    importedNames(readFileSync(file, 'utf8'), /^react-router-dom$/)
      .filter((name) => !offered.has(name))
      .map((name) => `${path.relative(ROOT, file)}: ${name}`),
  );
  expect(files.length).toBeGreaterThan(50);
  expect(missing).toEqual([]);
});

test('no app imports react-router itself (it would bring a second, whole copy)', () => {
  const direct = files.filter((file) =>
    /from\s*'react-router(\/[^']*)?'/.test(readFileSync(file, 'utf8')),
  );
  expect(direct.map((file) => path.relative(ROOT, file))).toEqual([]);
});

/**
 * No data router: a data router (createBrowserRouter, RouterProvider, loaders, route errors) brings
 * react-router's whole data layer to every page: ≈ 27 KB on the wire against ≈ 12.6 KB for the
 * component router (BrowserRouter, Routes), measured alone with the same compiler. The apps route
 * with components, so the part they share offers none of the data router's names.
 */
const DATA_ROUTER = [
  'createBrowserRouter',
  'createHashRouter',
  'createMemoryRouter',
  'RouterProvider',
  'redirect',
  'useLoaderData',
  'useActionData',
  'useRouteError',
  'isRouteErrorResponse',
  'useMatches',
  'useNavigation',
  'useFetcher',
  'useBlocker',
];

test('the shared part offers the component router, and nothing of the data router', () => {
  const shared = readFileSync(path.join(ROOT, 'rspack/sharedRouting/reactRouterDom.ts'), 'utf8');
  const offered = [...shared.matchAll(/export\s*\{([^}]*)\}/g)].flatMap(([, list]) =>
    list!
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  expect(offered.filter((name) => DATA_ROUTER.includes(name))).toEqual([]);
  expect(offered).toEqual(expect.arrayContaining(['BrowserRouter', 'Routes', 'Route']));
});

describe("react-router's own builds", () => {
  it('a production build takes its production files (its package names only the development ones)', () => {
    const aliases = productionBuildsOfLibraries('production');
    expect(Object.keys(aliases)).toEqual(['react-router$', 'react-router/dom$']);
    for (const file of Object.values(aliases)) {
      expect(file).toMatch(/[\\/]dist[\\/]production[\\/]/);
      expect(readFileSync(file, 'utf8').length).toBeGreaterThan(0);
    }
    expect(productionBuildsOfLibraries('development')).toEqual({});
  });
});

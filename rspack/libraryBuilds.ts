/** Which build of a library the apps' production bundles take. */
import path from 'node:path';

/**
 * Libraries whose package picks its development build for every bundler: react-router names only
 * dist/development in its exports (its warnings and checks on), so a production build takes its
 * dist/production twin by path. The same module graph, without the development-only code.
 */
export function productionBuildsOfLibraries(
  mode: 'development' | 'production',
): Record<string, string> {
  if (mode !== 'production') return {};
  const packageDir = path.dirname(require.resolve('react-router/package.json'));
  return {
    'react-router$': path.join(packageDir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(packageDir, 'dist/production/dom-export.mjs'),
  };
}

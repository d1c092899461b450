/** @jest-environment node */
/**
 * shared-ui is two federation singletons (rspack/sharedModules.ts): 'shared-ui', in the shell's
 * main.js on every page, and 'shared-ui/dashboard', loaded only with a signed-in page. A module
 * reached from both entries by relative imports would be bundled twice (the second copy with its
 * own state); a dashboard module reached from the index would put the signed-in part back on a
 * visitor's page. The dashboard part takes the visitor part by the package's name instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.join(__dirname, '..');

/** The files a module reaches through relative imports and re-exports (type-only ones aside:
 * they are erased from the build). */
function reached(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const imports = source.matchAll(
      /(?:^|\n)\s*(?:import|export)\s+([^'"]*?)\s*from\s*'(\.[^']*)'|(?:^|\n)\s*import\s*'(\.[^']*)'/g,
    );
    for (const match of imports) {
      const statement = match[0];
      const specifier = match[2] ?? match[3];
      if (/^\s*(?:import|export)\s+type\s/.test(statement.trimStart())) continue;
      const base = path.resolve(path.dirname(file), specifier!);
      const found = ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
        .map((ext) => base + ext)
        .find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate));
      if (found) visit(found);
    }
  };
  visit(path.join(SRC, entry));
  return seen;
}

const relative = (files: Iterable<string>) => [...files].map((file) => path.relative(SRC, file));

test("the visitor entry reaches none of the dashboard entry's modules, and they share none", () => {
  const visitor = reached('index.ts');
  const dashboard = reached('dashboard.ts');
  expect(relative([...dashboard].filter((file) => visitor.has(file)))).toEqual([]);
});

test("the dashboard's modules take the visitor part from 'shared-ui', by the package's name", () => {
  const dashboard = relative(reached('dashboard.ts'));
  expect(dashboard).toEqual(
    expect.arrayContaining([
      'components/ConfirmDialog.tsx',
      'layout/DashboardLayout.tsx',
      'components/Modal.tsx',
    ]),
  );
  const byName = [
    'components/ConfirmDialog.tsx',
    'layout/DashboardLayout.tsx',
    'forms/FileField.tsx',
  ];
  for (const file of byName) {
    expect(readFileSync(path.join(SRC, file), 'utf8')).toMatch(/from 'shared-ui';/);
  }
});

test("no module of the visitor entry imports 'shared-ui/dashboard'", () => {
  const importing = relative(reached('index.ts')).filter((file) =>
    /from 'shared-ui\/dashboard'/.test(readFileSync(path.join(SRC, file), 'utf8')),
  );
  expect(importing).toEqual([]);
});

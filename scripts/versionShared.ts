/**
 * Bumps one shared package's semver version: `npm run version:shared -- shared-api minor`.
 *
 * The package's package.json and the lockfile's entry take the new version. A patch or a minor
 * leaves the apps' caret ranges as they are (`^1.0.0` still accepts 1.1.0): an app raises its own
 * floor when it starts using what the release adds, and until then its remote keeps running on an
 * older shell. A major leaves every range behind, so each workspace that depends on the package
 * moves to `^<new major>.0.0` (it is built against the new major from now on).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const BUMPS = ['major', 'minor', 'patch'] as const;
type Bump = (typeof BUMPS)[number];

interface PackageJson {
  name: string;
  version: string;
  workspaces?: string[];
  dependencies?: Record<string, string>;
}

interface Lockfile {
  packages: Record<string, { version?: string; dependencies?: Record<string, string> }>;
}

/** The next version; our packages carry plain `major.minor.patch` versions only. */
function nextVersion(version: string, bump: Bump): string {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`${version} is not a plain major.minor.patch version`);
  const [major, minor, patch] = match.slice(1).map(Number) as [number, number, number];
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

const readJson = <T>(file: string) => JSON.parse(readFileSync(file, 'utf8')) as T;
const writeJson = (file: string, json: unknown) =>
  writeFileSync(file, JSON.stringify(json, null, 2) + '\n');

function main(root: string, args: string[]): void {
  const [name, bump] = args;
  const workspaces = readJson<PackageJson>(path.join(root, 'package.json')).workspaces ?? [];
  const shared = workspaces.filter((ws) => ws.startsWith('shared-'));
  if (!name || !shared.includes(name) || !BUMPS.includes(bump as Bump)) {
    throw new Error(`usage: npm run version:shared -- <${shared.join('|')}> <${BUMPS.join('|')}>`);
  }
  const file = path.join(root, name, 'package.json');
  const pkg = readJson<PackageJson>(file);
  const version = nextVersion(pkg.version, bump as Bump);
  writeJson(file, { ...pkg, version });

  const lockFile = path.join(root, 'package-lock.json');
  const lock = readJson<Lockfile>(lockFile);
  const entry = lock.packages[name];
  if (entry) entry.version = version;

  if (bump === 'major') {
    const range = `^${version}`;
    for (const ws of workspaces) {
      const wsFile = path.join(root, ws, 'package.json');
      const wsPkg = readJson<PackageJson>(wsFile);
      if (!wsPkg.dependencies?.[name]) continue;
      wsPkg.dependencies[name] = range;
      writeJson(wsFile, wsPkg);
      const wsEntry = lock.packages[ws]?.dependencies;
      if (wsEntry?.[name]) wsEntry[name] = range;
      console.log(`${ws} now depends on ${name} ${range}`);
    }
  }
  writeJson(lockFile, lock);
  console.log(`${name} ${pkg.version} -> ${version}`);
}

try {
  // npm run starts scripts in the repo's root.
  main(process.cwd(), process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/**
 * A remote rebuilt by its team after a release of a shared package: a copy of the remote whose
 * `node_modules/<package>` is a copy of the workspace package at another version, built for
 * production like any release. Nothing in the repo is changed.
 */
import {
  cpSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/apps';
import { buildAppFrom, copyApp } from './remoteServers';

function editJson(file: string, edit: (json: Record<string, unknown>) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(json);
  writeFileSync(file, JSON.stringify(json, null, 2) + '\n');
}

/** The shared entry a build's mf-manifest.json declares for one package. */
export interface DeclaredShare {
  version: string;
  requiredVersion?: string | false;
  /** The scripts that load this package's own copy (and no other shared package). */
  ownFiles: string[];
}

interface ManifestShared {
  name: string;
  version: string;
  requiredVersion?: string | false;
  assets: { js: { sync: string[] } };
}

function declaredShare(out: string, name: string): DeclaredShare {
  const manifest = JSON.parse(readFileSync(path.join(out, 'mf-manifest.json'), 'utf8')) as {
    shared: ManifestShared[];
  };
  const filesOf = (entry: ManifestShared) => entry.assets.js.sync;
  const ofPackage = (entry: ManifestShared) => entry.name.split('@')[0] === name;
  const entry = manifest.shared.find(ofPackage);
  if (!entry) throw new Error(`${out}/mf-manifest.json shares no ${name}`);
  const others = new Set(manifest.shared.filter((e) => !ofPackage(e)).flatMap(filesOf));
  return {
    version: entry.version,
    requiredVersion: entry.requiredVersion,
    ownFiles: filesOf(entry).filter((file) => !others.has(file)),
  };
}

export interface SharedRelease {
  /** The copy (the caller removes it). */
  dir: string;
  /** Its production build. */
  out: string;
  shared: DeclaredShare;
}

/**
 * Builds `app` against `pkg` at `version`, the app's package.json asking for `range`, with a line
 * of text on top of one exposed page (`pagePath`, relative to src/pages) to show the release is live.
 */
export async function buildRemoteAgainst(
  options: {
    app: string;
    pkg: string;
    version: string;
    range: string;
    page: string;
    banner: string;
  },
  stack: { api: string },
): Promise<SharedRelease> {
  const { app, pkg, version, range, page, banner } = options;
  const dir = copyApp(app);
  // The package copy sits outside node_modules (swc compiles workspace sources, not node_modules);
  // node_modules/<pkg> links to it, so the app resolves it before the workspace's own.
  const pkgCopy = path.join(dir, `${pkg}-${version}`);
  cpSync(path.join(ROOT, pkg), pkgCopy, {
    recursive: true,
    filter: (src) => !/[\\/]node_modules$/.test(src),
  });
  editJson(path.join(pkgCopy, 'package.json'), (json) => (json.version = version));
  mkdirSync(path.join(dir, 'node_modules'));
  symlinkSync(pkgCopy, path.join(dir, 'node_modules', pkg), 'dir');
  editJson(path.join(dir, 'package.json'), (json) => {
    (json.dependencies as Record<string, string>)[pkg] = range;
  });

  const pages = path.join(dir, 'src/pages');
  renameSync(path.join(pages, `${page}.tsx`), path.join(pages, `${page}Before.tsx`));
  writeFileSync(
    path.join(pages, `${page}.tsx`),
    `import type { RemotePageProps } from 'shared-ui';
import Before from './${page}Before';
export default function ${page}(props: RemotePageProps) {
  return (<><p>${banner}</p><Before {...props} /></>);
}
`,
  );
  const out = path.join(dir, 'dist');
  await buildAppFrom(dir, out, stack);
  return { dir, out, shared: declaredShare(out, pkg) };
}

/** Every file of a build folder with its modification time, to show it was not rebuilt. */
export function filesWithTimes(dir: string): Record<string, number> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => [
      file,
      statSync(path.join(dir, file)).mtimeMs,
    ]),
  );
}

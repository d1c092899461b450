/**
 * Puts a finished build into the folder a static server serves (./staticFiles.ts looks each file
 * up at each request), so that whoever loads a page at any instant of a deploy meets one whole
 * build, the old one or the new one, never a folder half emptied or half written:
 *
 * 1. The build is written elsewhere first (a staging folder), and only a finished one is published.
 * 2. The files whose names the served folder does not have yet (content-hashed chunks, a new
 *    remoteEntry) go in first, each by rename(2): nothing names them yet.
 * 3. Then the files whose names stay from build to build (mf-manifest.json, index.html, the
 *    prerendered pages, each with its .br and .gz) are replaced, each by one rename(2): a reader
 *    gets the old file whole or the new file whole. Each of them names only files of its own
 *    build, and those are all in place by now.
 * 4. The previous builds' files the new one no longer has stay, so that a page opened before the
 *    deploy (holding the old manifest) still loads every chunk it asks for; each is deleted once
 *    it has been out of the build for `keepMs`, or once its build is no longer one of the last
 *    `keepDeploys` builds replaced, whichever comes first. The record of when each left is a hidden file of the folder (never served).
 *
 * A file whose bytes did not change is left as it is (its ETag and date stay, caches keep it).
 * The same disk holds both folders (beside each other), so every move is a rename.
 */
import {
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';

/** The record of the files that left the build: kept in the served folder, never served. */
export const PUBLISH_RECORD = '.published.json';
/** A file the current build no longer has stays served this long (24 h)… */
export const KEEP_RETIRED_MS = 24 * 60 * 60 * 1000;
/** …and only while its build is one of the last this many builds replaced. */
export const KEEP_RETIRED_DEPLOYS = 5;

export interface PublishOptions {
  /** The finished build (emptied and removed once published). */
  staging: string;
  /** The folder the servers serve (made when absent). */
  live: string;
  /** The clock (tests set it). */
  now?: number;
  keepMs?: number;
  keepDeploys?: number;
}

export interface PublishReport {
  /** Files whose names were new to the served folder. */
  added: number;
  /** Files of the same name replaced by new bytes. */
  replaced: number;
  /** Files of the same name and bytes, left as they were. */
  unchanged: number;
  /** Files of earlier builds still served for pages opened before (after this deploy's pruning). */
  kept: number;
  /** Files of earlier builds deleted by this deploy (out of the build too long or too many deploys ago). */
  pruned: number;
}

interface Retired {
  /** When the file left the build (ms since the epoch). */
  at: number;
  /** The number of the deploy that left it out. */
  deploy: number;
}

interface PublishRecord {
  deploys: number;
  retired: Record<string, Retired>;
}

/** Every file under `root`, as a path relative to it with `/` between segments. */
async function filesUnder(root: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(path.join(root, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(root, relative)));
    else if (relative !== PUBLISH_RECORD) found.push(relative);
  }
  return found;
}

async function sameBytes(a: string, b: string): Promise<boolean> {
  const [sa, sb] = await Promise.all([stat(a), stat(b)]);
  if (!sa.isFile() || !sb.isFile() || sa.size !== sb.size) return false;
  const [ba, bb] = await Promise.all([readFile(a), readFile(b)]);
  return ba.equals(bb);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return false;
      throw error;
    },
  );
}

/** The record of the served folder; a missing or unreadable one starts afresh (nothing retired). */
async function readRecord(live: string): Promise<PublishRecord> {
  try {
    const parsed = JSON.parse(await readFile(path.join(live, PUBLISH_RECORD), 'utf8')) as unknown;
    const record = parsed as Partial<PublishRecord>;
    if (
      typeof record.deploys === 'number' &&
      typeof record.retired === 'object' &&
      record.retired !== null
    )
      return { deploys: record.deploys, retired: record.retired };
  } catch {
    // none yet (a folder built in place before), or unreadable: every file counts as current
  }
  return { deploys: 0, retired: {} };
}

/** Written whole or not at all: a reader never sees half a record. */
async function writeRecord(live: string, record: PublishRecord): Promise<void> {
  const file = path.join(live, PUBLISH_RECORD);
  await writeFile(`${file}.tmp`, JSON.stringify(record));
  await rename(`${file}.tmp`, file);
}

/** Folders under `root` (not root itself) left empty by pruning, removed deepest first. */
async function removeEmptyFolders(root: string, prefix = ''): Promise<void> {
  for (const entry of await readdir(path.join(root, prefix), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    await removeEmptyFolders(root, relative);
    await rmdir(path.join(root, relative)).catch(() => undefined); // not empty: kept
  }
}

export async function publishBuild(options: PublishOptions): Promise<PublishReport> {
  const { staging, live } = options;
  const now = options.now ?? Date.now();
  const keepMs = options.keepMs ?? KEEP_RETIRED_MS;
  const keepDeploys = options.keepDeploys ?? KEEP_RETIRED_DEPLOYS;
  const incoming = await filesUnder(staging);
  if (!incoming.includes('index.html'))
    throw new Error(`${staging} holds no index.html: not a finished build, nothing published`);

  // The first deploy: the whole folder appears at once.
  if (!(await exists(live))) {
    await mkdir(path.dirname(live), { recursive: true });
    await writeRecord(staging, { deploys: 1, retired: {} });
    await rename(staging, live);
    return { added: incoming.length, replaced: 0, unchanged: 0, kept: 0, pruned: 0 };
  }
  if (!(await stat(live)).isDirectory()) throw new Error(`${live} is not a folder`);

  const record = await readRecord(live);
  const deploy = record.deploys + 1;
  const added: string[] = [];
  const replaced: string[] = [];
  let unchanged = 0;
  for (const file of incoming) {
    const target = path.join(live, file);
    if (!(await exists(target))) added.push(file);
    else if (await sameBytes(path.join(staging, file), target)) unchanged++;
    else replaced.push(file);
  }
  // New names first: by the time a replaced file names them, they are served.
  for (const file of [...added, ...replaced]) {
    const target = path.join(live, file);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(path.join(staging, file), target);
  }

  // What this build no longer has stays for the pages opened before, within the bounds.
  const current = new Set(incoming);
  const retired: Record<string, Retired> = {};
  for (const file of await filesUnder(live)) {
    if (current.has(file)) continue;
    retired[file] = record.retired[file] ?? { at: now, deploy };
  }
  let pruned = 0;
  for (const [file, since] of Object.entries(retired)) {
    if (now - since.at < keepMs && deploy - since.deploy < keepDeploys) continue;
    await unlink(path.join(live, file)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    delete retired[file];
    pruned++;
  }
  if (pruned > 0) await removeEmptyFolders(live);
  await writeRecord(live, { deploys: deploy, retired });
  await rm(staging, { recursive: true, force: true });
  return {
    added: added.length,
    replaced: replaced.length,
    unchanged,
    kept: Object.keys(retired).length,
    pruned,
  };
}

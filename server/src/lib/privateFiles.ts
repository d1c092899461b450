import { chmodSync, mkdirSync } from 'node:fs';
import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../config';

/** Group and other permission bits: none of what the server stores is theirs to read. */
const OPEN_TO_OTHERS = 0o077;

/**
 * Everything this process creates is its user's only (folders 0700, files 0600), whatever umask
 * the login shell or service manager gave it. Called first by each entry point (server, CLI).
 */
export function keepNewFilesPrivate(): void {
  process.umask(OPEN_TO_OTHERS);
}

/** Creates DATA_DIR as 0700, or closes an existing one that was left open (e.g. 0755). */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    chmodSync(dir, 0o700);
  } catch (error) {
    throw new ConfigError(
      `DATA_DIR ${dir} cannot be made private (0700): ${(error as Error).message}. ` +
        'Run the server as the owner of this folder.',
      { cause: error },
    );
  }
}

/**
 * Removes group and other bits from everything below `dir`; answers how many entries it changed.
 * PGlite's initdb sets 0666 files and 0755 folders with chmod, which no umask masks.
 */
export async function closeTree(dir: string): Promise<number> {
  let changed = 0;
  async function visit(entry: string): Promise<void> {
    const info = await lstat(entry);
    if (info.isSymbolicLink()) return;
    if (info.mode & OPEN_TO_OTHERS) {
      await chmod(entry, info.mode & 0o700);
      changed++;
    }
    if (info.isDirectory()) {
      for (const name of await readdir(entry)) await visit(path.join(entry, name));
    }
  }
  await visit(dir);
  return changed;
}

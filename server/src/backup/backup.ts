import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pack as tarPack, type Pack } from 'tar-stream';
import type { Database } from '../db/client';
import type { FileStores } from '../files';
import { dumpDatabase, type DatabaseDump } from './databaseDump';
import { finishRun, heartbeat, HEARTBEAT_MS, removeDeferred, startRun } from './runs';
import { sealStream } from './sealing';

/** What `manifest.json`, the archive's last entry, says of the backup. */
export interface Manifest {
  format: 'btj-backup';
  formatVersion: 1;
  appVersion: string;
  createdAt: string;
  database: {
    driver: Database['driver'];
    format: DatabaseDump['format'];
    entry: string;
    bytes: number;
    sha256: string;
    migration: DatabaseDump['migration'];
    counts: Record<string, number>;
  };
  files: { area: 'cases' | 'messages'; key: string; bytes: number; sha256: string }[];
  /** Files rows of the snapshot name that the store did not have (a damaged store). */
  missingFiles: { area: 'cases' | 'messages'; key: string }[];
}

export const MANIFEST_ENTRY = 'manifest.json';
export const fileEntry = (area: string, key: string) => `files/${area}/${key}`;

// Read at load without a top-level await: scripts that run as CommonJS import this module too.
const APP_VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/** Adds one entry of known size from a stream, answering its sha256 once written. */
async function addEntry(pack: Pack, name: string, size: number, body: Readable): Promise<string> {
  const hash = createHash('sha256');
  let seen = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      seen += chunk.length;
      done(null, chunk);
    },
  });
  const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date(0) });
  await pipeline(body, meter, entry);
  if (seen !== size) throw new Error(`${name}: the store gave ${seen} bytes of ${size}`);
  return hash.digest('hex');
}

export interface BackupResult {
  archive: string;
  bytes: number;
  manifest: Manifest;
  /** How long the database dump took (the part during which PGlite holds its writers). */
  dumpMs: number;
  ms: number;
}

/**
 * Writes one archive of everything a firm would lose (a tar, encrypted when `key` is given):
 * the database dump first, then every stored file its rows name, then the manifest (the app
 * version, the last migration, rows per table, a sha256 per file). The archive is written
 * beside `archive` and renamed into place only once complete.
 *
 * Consistent while clients write: the run's row is committed first (from then on file removals
 * wait, backup/runs), then the database snapshot is dumped, then the files that snapshot names
 * are copied: a file added later is not named, a file removed later is still there. The file
 * sweep removes only unreferenced files older than its grace, and its removals wait too.
 */
export async function takeBackup(options: {
  database: Database;
  stores: FileStores;
  archive: string;
  key: Buffer | null;
  /** Called once the database is dumped, before the files are copied (tests write there). */
  onSnapshot?: () => Promise<void>;
}): Promise<BackupResult> {
  const { database, stores } = options;
  const started = performance.now();
  const runId = await startRun(database);
  const beat = setInterval(
    () => void heartbeat(database, runId).catch(() => undefined),
    HEARTBEAT_MS,
  );
  const temp = await mkdtemp(path.join(os.tmpdir(), 'btj-backup-'));
  const partial = `${options.archive}.part`;
  try {
    const dumpStarted = performance.now();
    const dump = await dumpDatabase(database, path.join(temp, 'database.pgdump'));
    const dumpMs = Math.round(performance.now() - dumpStarted);
    await options.onSnapshot?.();

    const pack = tarPack();
    const output = createWriteStream(partial, { mode: 0o600 });
    const written = options.key
      ? pipeline(pack, sealStream(options.key), output)
      : pipeline(pack, output);
    // A failed write (disk full) ends the pack, so the entries below fail instead of waiting.
    written.catch((error: unknown) => pack.destroy(error as Error));

    const entry = dump.format === 'pglite-sql' ? 'database.sql' : 'database.pgdump';
    const dumpBody = dump.bytes
      ? Readable.from([
          Buffer.from(dump.bytes.buffer, dump.bytes.byteOffset, dump.bytes.byteLength),
        ])
      : createReadStream(dump.file as string);
    const dumpSha = await addEntry(pack, entry, dump.size, dumpBody);
    await rm(temp, { recursive: true, force: true });

    const files: Manifest['files'] = [];
    const missingFiles: Manifest['missingFiles'] = [];
    for (const file of dump.files) {
      const stored = await stores[file.area].read(file.key);
      if (!stored) {
        missingFiles.push(file);
        continue;
      }
      const sha256 = await addEntry(
        pack,
        fileEntry(file.area, file.key),
        stored.size,
        stored.stream,
      );
      files.push({ ...file, bytes: stored.size, sha256 });
    }

    const manifest: Manifest = {
      format: 'btj-backup',
      formatVersion: 1,
      appVersion: APP_VERSION,
      createdAt: new Date().toISOString(),
      database: {
        driver: database.driver,
        format: dump.format,
        entry,
        bytes: dump.size,
        sha256: dumpSha,
        migration: dump.migration,
        counts: dump.counts,
      },
      files,
      missingFiles,
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 1));
    await addEntry(pack, MANIFEST_ENTRY, manifestBytes.length, Readable.from([manifestBytes]));
    pack.finalize();
    await written;
    await rename(partial, options.archive);
    const bytes = (await stat(options.archive)).size;
    if (missingFiles.length)
      throw new Error(
        `backup written to ${options.archive}, but ${missingFiles.length} file(s) named by rows were not in the store: ${missingFiles
          .slice(0, 5)
          .map((file) => `${file.area}/${file.key}`)
          .join(', ')}`,
      );
    await finishRun(database, runId, {
      state: 'good',
      archive: options.archive,
      bytes,
      files: files.length,
    });
    return {
      archive: options.archive,
      bytes,
      manifest,
      dumpMs,
      ms: Math.round(performance.now() - started),
    };
  } catch (error) {
    await rm(partial, { force: true });
    await finishRun(database, runId, {
      state: 'failed',
      archive: options.archive,
      error: (error as Error).message.slice(0, 2000),
    }).catch(() => undefined);
    throw error;
  } finally {
    clearInterval(beat);
    await rm(temp, { recursive: true, force: true });
    await removeDeferred(database, stores).catch(() => undefined);
  }
}

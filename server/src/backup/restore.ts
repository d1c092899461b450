import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { extract as tarExtract } from 'tar-stream';
import { lockDataDir } from '../db/client';
import { PGLITE_EXTENSIONS } from '../db/pgliteExtensions.mjs';
import { DiskFileStore } from '../files/diskStore';
import type { FileStores } from '../files';
import { S3FileStore } from '../files/s3Store';
import type { FileStore } from '../files/fileStore';
import { isFileKey } from '../files/fileStore';
import { fileEntry, MANIFEST_ENTRY, type Manifest } from './backup';
import { DUMPED_SCHEMAS, pgBin, runTool } from './databaseDump';
import { BackupKeyError, DamagedArchiveError, openStream, SEALED_MAGIC } from './sealing';

export { BackupKeyError, DamagedArchiveError };

/** An archive of the other kind of database than the target (PGlite's SQL vs pg_dump's). */
export class WrongDatabaseError extends Error {}

/** A target that already holds data: refused unless the operator says to replace it. */
export class TargetNotEmptyError extends Error {}

/** Where a restore goes: PostgreSQL by URL, or a PGlite data dir (DATA_DIR/pglite). */
export type RestoreDatabase =
  { driver: 'postgres'; url: string } | { driver: 'pglite'; dataDir: string };

/** A manifest names each file in about 200 bytes: this is room for millions, and a bound. */
const MAX_MANIFEST_BYTES = 256 * 1024 * 1024;

/** The archive's bytes, decrypted when it is sealed (a key is then required). */
async function archiveStream(archive: string, key: Buffer | null): Promise<Readable> {
  const handle = await open(archive, 'r');
  const head = Buffer.alloc(SEALED_MAGIC.length);
  await handle.read(head, 0, head.length, 0);
  await handle.close();
  const sealed = head.equals(SEALED_MAGIC);
  const file = createReadStream(archive);
  if (!sealed) return file;
  if (!key) {
    file.destroy();
    throw new BackupKeyError(
      'this archive is encrypted: set BACKUP_KEY to the key it was made with',
    );
  }
  const opened = openStream(key);
  file.on('error', (error) => opened.destroy(error));
  return file.pipe(opened);
}

/**
 * Reads every entry of the archive in order, each to `onEntry` (its body to drain), hashing it
 * on the way; answers the manifest and each entry's sha256. Throws DamagedArchiveError when the
 * tar is broken or cut, or has no manifest at its end.
 */
async function readArchive(
  archive: string,
  key: Buffer | null,
  onEntry: (name: string, size: number, body: Readable) => Promise<void>,
): Promise<{ manifest: Manifest; hashes: Map<string, string> }> {
  const source = await archiveStream(archive, key);
  const extract = tarExtract();
  const hashes = new Map<string, string>();
  let manifest: Manifest | null = null;
  extract.on('entry', (header, stream, next) => {
    const hash = createHash('sha256');
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    const name = header.name;
    const size = header.size ?? 0;
    const handle = async () => {
      if (hashes.has(name)) throw new DamagedArchiveError(`the archive holds ${name} twice`);
      if (name === MANIFEST_ENTRY) {
        if (size > MAX_MANIFEST_BYTES)
          throw new DamagedArchiveError(
            `the manifest is ${size} bytes: not one this program wrote`,
          );
        const chunks: Buffer[] = [];
        await pipeline(
          stream,
          meter,
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
          }),
        );
        manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
      } else {
        stream.pipe(meter);
        stream.on('error', (error) => meter.destroy(error));
        await onEntry(name, size, meter);
      }
      hashes.set(name, hash.digest('hex'));
    };
    handle().then(
      () => next(),
      (error: unknown) => extract.destroy(error as Error),
    );
  });
  try {
    await pipeline(source, extract);
  } catch (error) {
    if (error instanceof BackupKeyError || error instanceof DamagedArchiveError) throw error;
    if ((error as { code?: string }).code === 'ENOENT') throw error;
    throw new DamagedArchiveError(
      `the archive is damaged or cut short: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  if (!manifest)
    throw new DamagedArchiveError('the archive has no manifest: it is cut short or not a backup');
  return { manifest, hashes };
}

/** Checks every entry against the manifest: the dump and every file, each sha256. */
function checkAgainst(manifest: Manifest, hashes: Map<string, string>): void {
  if (manifest.format !== 'btj-backup' || manifest.formatVersion !== 1)
    throw new DamagedArchiveError('not a Bridge to Justice backup (manifest format)');
  const expected = new Map<string, string>([[manifest.database.entry, manifest.database.sha256]]);
  for (const file of manifest.files) {
    if (!isFileKey(file.key) || (file.area !== 'cases' && file.area !== 'messages'))
      throw new DamagedArchiveError(
        `the manifest names a file it may not: ${file.area}/${file.key}`,
      );
    expected.set(fileEntry(file.area, file.key), file.sha256);
  }
  for (const [name, sha] of expected) {
    const seen = hashes.get(name);
    if (!seen) throw new DamagedArchiveError(`the archive lacks ${name}`);
    if (seen !== sha) throw new DamagedArchiveError(`${name} does not match its checksum`);
  }
  for (const name of hashes.keys())
    if (name !== MANIFEST_ENTRY && !expected.has(name))
      throw new DamagedArchiveError(`the archive holds ${name}, which its manifest does not name`);
}

const drain = (body: Readable) =>
  pipeline(body, new Writable({ write: (_chunk, _encoding, done) => done() }));

/**
 * Verifies the whole archive without restoring anything: decrypts it, checks every sha256
 * against the manifest. Answers the manifest; keeps the dump in `dumpFile` when asked.
 */
export async function verifyArchive(
  archive: string,
  key: Buffer | null,
  dumpFile?: string,
): Promise<Manifest> {
  const { manifest, hashes } = await readArchive(archive, key, async (name, _size, body) => {
    if (dumpFile && (name === 'database.sql' || name === 'database.pgdump'))
      await pipeline(body, createWriteStream(dumpFile, { mode: 0o600 }));
    else await drain(body);
  });
  checkAgainst(manifest, hashes);
  return manifest;
}

const SCHEMA_LIST = DUMPED_SCHEMAS.map((schema) => `'${schema}'`).join(', ');
const TABLES_QUERY = `select count(*)::int as n from information_schema.tables
  where table_schema in (${SCHEMA_LIST})`;
const WIPE = `drop schema if exists drizzle cascade; drop schema if exists pgboss cascade;
  drop schema if exists public cascade; create schema public;`;

/** A database target: its table count, a wipe, and the restore of a dump (one transaction). */
interface TargetDatabase {
  tables(): Promise<number>;
  wipe(): Promise<void>;
  restore(manifest: Manifest, dumpFile: string): Promise<void>;
  close(): Promise<void>;
}

async function openTarget(target: RestoreDatabase): Promise<TargetDatabase> {
  if (target.driver === 'postgres') {
    const client = new pg.Client({ connectionString: target.url });
    client.on('error', () => undefined);
    await client.connect();
    return {
      tables: async () => (await client.query<{ n: number }>(TABLES_QUERY)).rows[0]!.n,
      wipe: async () => void (await client.query(WIPE)),
      async restore(manifest, dumpFile) {
        if (manifest.database.format !== 'pg_dump-custom')
          throw new Error(
            'this archive holds a PGlite dump (PGlite runs a newer PostgreSQL than pg_restore takes): restore it into PGlite (no DATABASE_URL)',
          );
        await runTool(pgBin('pg_restore'), [
          '--single-transaction',
          '--exit-on-error',
          '--no-owner',
          '--no-privileges',
          `--dbname=${target.url}`,
          dumpFile,
        ]);
      },
      close: () => client.end(),
    };
  }
  await mkdir(target.dataDir, { recursive: true, mode: 0o700 });
  const unlock = lockDataDir(target.dataDir);
  let lite: PGlite;
  try {
    lite = await PGlite.create({
      dataDir: path.join(target.dataDir, 'pglite'),
      extensions: PGLITE_EXTENSIONS,
    });
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    tables: async () => (await lite.query<{ n: number }>(TABLES_QUERY)).rows[0]!.n,
    wipe: async () => void (await lite.exec(WIPE)),
    async restore(manifest, dumpFile) {
      if (manifest.database.format !== 'pglite-sql')
        throw new Error(
          'this archive holds a PostgreSQL dump (pg_dump custom format): restore it into PostgreSQL (DATABASE_URL)',
        );
      const text = await readFile(dumpFile, 'utf8');
      await lite.transaction(async (tx) => {
        await tx.exec(text);
      });
    },
    async close() {
      try {
        await lite.close();
      } finally {
        unlock();
      }
    },
  };
}

async function storedKeys(store: FileStore): Promise<string[]> {
  const keys: string[] = [];
  try {
    for await (const entry of store.entries()) if (!entry.pending) keys.push(entry.key);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
  }
  return keys;
}

/** Writes one verified-on-the-way file to its stored place (disk: via its temp name, then rename). */
async function putFile(store: FileStore, key: string, body: Readable): Promise<void> {
  if (store instanceof DiskFileStore) {
    await mkdir(store.tempDir, { recursive: true, mode: 0o700 });
    const temp = path.join(store.tempDir, `${key}.part`);
    await pipeline(body, createWriteStream(temp, { mode: 0o600 }));
    await rename(temp, path.join(store.dir, key));
    return;
  }
  if (store instanceof S3FileStore) return store.put(key, body);
  throw new Error('unknown file store');
}

export interface RestoreResult {
  manifest: Manifest;
  files: number;
  ms: number;
}

/**
 * Restores an archive into an empty database and empty file stores (`force`: empties them first).
 * Nothing is touched before the whole archive has been read and every checksum checked; then the
 * files are written (each checked again on the way) and the database is restored in one
 * transaction. If anything fails after that, every file written is removed again and the
 * database transaction is rolled back: the target is left as empty as it was.
 */
export async function restoreBackup(options: {
  archive: string;
  key: Buffer | null;
  database: RestoreDatabase;
  stores: FileStores;
  force?: boolean;
}): Promise<RestoreResult> {
  const started = performance.now();
  const temp = await mkdtemp(path.join(os.tmpdir(), 'btj-restore-'));
  const dumpFile = path.join(temp, 'database');
  const target = await openTarget(options.database);
  const written: { store: FileStore; key: string }[] = [];
  try {
    const existing = {
      tables: await target.tables(),
      cases: await storedKeys(options.stores.cases),
      messages: await storedKeys(options.stores.messages),
    };
    const full = existing.tables > 0 || existing.cases.length > 0 || existing.messages.length > 0;
    if (full && !options.force)
      throw new TargetNotEmptyError(
        `the target is not empty (${existing.tables} table(s), ${existing.cases.length + existing.messages.length} stored file(s)): restore into an empty database and file store, or pass --force to replace what is there`,
      );

    const manifest = await verifyArchive(options.archive, options.key, dumpFile);
    const kind = options.database.driver === 'postgres' ? 'pg_dump-custom' : 'pglite-sql';
    if (manifest.database.format !== kind)
      throw new WrongDatabaseError(
        manifest.database.format === 'pglite-sql'
          ? 'this archive holds a PGlite dump (PostgreSQL 18 SQL, newer than pg_restore takes): restore it into PGlite (no DATABASE_URL)'
          : 'this archive holds a PostgreSQL dump (pg_dump custom format): restore it into PostgreSQL (DATABASE_URL)',
      );

    if (full) {
      await target.wipe();
      for (const area of ['cases', 'messages'] as const)
        for (const key of existing[area]) await options.stores[area].remove(key);
    }

    const expected = new Map(
      manifest.files.map((file) => [fileEntry(file.area, file.key), file] as const),
    );
    const { hashes } = await readArchive(
      options.archive,
      options.key,
      async (name, _size, body) => {
        const file = expected.get(name);
        if (!file) return drain(body);
        const store = options.stores[file.area];
        written.push({ store, key: file.key });
        await putFile(store, file.key, body);
      },
    );
    checkAgainst(manifest, hashes);
    await target.restore(manifest, dumpFile);
    return { manifest, files: manifest.files.length, ms: Math.round(performance.now() - started) };
  } catch (error) {
    for (const { store, key } of written) await store.remove(key).catch(() => undefined);
    throw error;
  } finally {
    await target.close().catch(() => undefined);
    await rm(temp, { recursive: true, force: true });
  }
}

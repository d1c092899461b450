/**
 * Backups that have been restored: a populated instance (users, cases with several documents,
 * messages with attachments, timeline, audit, notifications) is backed up while clients keep
 * writing, restored into a fresh database and file store, and compared: the backup holds every
 * file its rows name (files removed right after its snapshot included), a backup taken at rest
 * restores to every row and every file byte equal, and the restored instance serves a client's
 * case and its download. A corrupted or truncated archive, a wrong key and a non-empty target
 * are refused with a clear error and leave the target as empty as it was. On the disk store and
 * on S3 (s3rver), on PGlite and PostgreSQL (the run's pass).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { takeBackup, type BackupResult } from '../src/backup/backup';
import { backupStatus } from '../src/backup/runs';
import { expiredArchives } from '../src/backup/schedule';
import {
  BackupKeyError,
  DamagedArchiveError,
  restoreBackup,
  TargetNotEmptyError,
  type RestoreDatabase,
} from '../src/backup/restore';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { DEMO_ACCOUNTS } from '../src/db/seed';
import { openFileStores, type FileStores } from '../src/files';
import { fileStoreSettings } from '../src/files/settings';
import {
  TEST_ENV,
  TEST_JWT_SECRET,
  login,
  newClient,
  startTestApi,
  type Identity,
  type TestApi,
} from './helpers/context';
import { caseForm, sample, validCase } from './helpers/files';
import { client as httpClient, fetchFile } from './helpers/http';
import { RUNTIME_TABLES } from '../src/backup/databaseDump';
import { startS3, type S3Server } from './helpers/s3Server';
import { bucketClient } from './helpers/storage';
import { SERVER_DIR } from './helpers/serverProcess';
import { createTestDatabase, testDriver } from './helpers/testDatabase';

const KEY = randomBytes(32);

/** Every row of every table of the application and the migration journal, as text, in order. */
async function allRows(database: Database): Promise<Record<string, string[]>> {
  const tables = await database.rows<{ name: string }>(sql`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1`);
  const rows: Record<string, string[]> = {};
  for (const { name } of tables) {
    if (RUNTIME_TABLES.includes(name)) continue;
    const found = await database.rows<{ r: string }>(
      sql.raw(`select t::text as r from ${name} t order by 1`),
    );
    rows[name] = found.map((row) => row.r);
  }
  return rows;
}

/** Every stored file of both areas: key → bytes (pending uploads are not stored files). */
async function allFiles(stores: FileStores): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const area of ['cases', 'messages'] as const) {
    try {
      for await (const entry of stores[area].entries()) {
        if (entry.pending) continue;
        const file = await stores[area].read(entry.key);
        assert.ok(file, `${area}/${entry.key} reads back`);
        const chunks: Buffer[] = [];
        for await (const chunk of file.stream) chunks.push(chunk as Buffer);
        files.set(`${area}/${entry.key}`, Buffer.concat(chunks));
      }
    } catch (error) {
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
    }
  }
  return files;
}

/** A fresh, empty target: a database (PostgreSQL: a new one; PGlite: a new DATA_DIR) and store. */
async function emptyTarget(s3: S3Server | null) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'btj-restore-test-'));
  const url = await createTestDatabase();
  const bucketEnv = s3 ? s3.env(`btj-target-${randomBytes(4).toString('hex')}`) : {};
  if (s3) {
    // A bucket of its own on the same server: the target store starts empty.
    const client = bucketClient(bucketEnv);
    await client.send(new CreateBucketCommand({ Bucket: bucketEnv.S3_BUCKET }));
    client.destroy();
  }
  const env: Record<string, string> = {
    ...bucketEnv,
    DATA_DIR: dataDir,
    ...(url ? { DATABASE_URL: url } : {}),
  };
  const stores = await openFileStores(fileStoreSettings(env), dataDir, 10 * 1024 * 1024);
  const database: RestoreDatabase = url
    ? { driver: 'postgres', url }
    : { driver: 'pglite', dataDir };
  return {
    env,
    dataDir,
    stores,
    database,
    async close() {
      stores.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The real server on a restored target (its database and store as restored). */
async function startOn(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      API_PORT: '0',
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      APP_URL: 'http://localhost:3000',
      ...TEST_ENV,
      ...env,
    }),
  );
  await app.listen({ port: 0, host: 'localhost' });
  return app;
}

for (const storeKind of ['disk', 's3'] as const) {
  describe(`backup and restore on ${testDriver} with the ${storeKind} store`, () => {
    let s3: S3Server | null = null;
    let source: TestApi;
    let admin: Identity;
    let lawyer: Identity;
    const clients: Identity[] = [];
    const cases: { id: string; owner: Identity; documents: string[] }[] = [];
    const work = path.join(os.tmpdir(), `btj-backup-test-${randomBytes(4).toString('hex')}`);

    const submit = async (owner: Identity, name = 'claim.pdf') => {
      const created = await source.http.post('/api/cases/register', {
        token: owner.token,
        form: caseForm(validCase, { bytes: sample.pdf(), name }),
      });
      assert.equal(created.status, 201, created.text);
      return created.body.data._id as string;
    };
    const addDocument = async (caseId: string, who: Identity) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(sample.png())]), 'photo.png');
      const added = await source.http.post(`/api/cases/${caseId}/documents`, {
        token: who.token,
        form,
      });
      assert.equal(added.status, 201, added.text);
      return added.body.data.id as string;
    };
    const postMessage = async (caseId: string, who: Identity, withFile: boolean) => {
      const form = new FormData();
      form.append('text', `A word from ${who.email}`);
      if (withFile) form.append('file', new Blob([new Uint8Array(sample.pdf())]), 'letter.pdf');
      const posted = await source.http.post(`/api/cases/${caseId}/messages`, {
        token: who.token,
        form,
      });
      assert.equal(posted.status, 201, posted.text);
    };

    before(async () => {
      await mkdir(work, { recursive: true });
      if (storeKind === 's3') s3 = await startS3();
      source = await startTestApi(s3 ? s3.env() : {});
      const [adminAccount, lawyerAccount] = DEMO_ACCOUNTS;
      admin = await login(source.http, adminAccount!.email, adminAccount!.password);
      lawyer = await login(source.http, lawyerAccount!.email, lawyerAccount!.password);
      for (const email of ['amina@example.com', 'jean@example.com'])
        clients.push(await newClient(source.http, email));
      // Cases with several documents, assigned (timeline, audit, notifications), and messages
      // with attachments both ways.
      for (const owner of clients) {
        for (let n = 0; n < 2; n++) {
          const id = await submit(owner);
          const documents = [await addDocument(id, owner), await addDocument(id, owner)];
          const assigned = await source.http.patch(`/api/cases/assigning/${id}`, {
            token: admin.token,
            json: { assignedTo: lawyer.email },
          });
          assert.equal(assigned.status, 200, assigned.text);
          await postMessage(id, owner, true);
          await postMessage(id, lawyer, true);
          await postMessage(id, owner, false);
          cases.push({ id, owner, documents });
        }
      }
    });
    after(async () => {
      await source?.close();
      await s3?.stop();
      await rm(work, { recursive: true, force: true });
    });

    let atRest: BackupResult;

    test('a backup taken while clients write holds every file its rows name, also those removed right after its snapshot; it restores whole', async () => {
      let writing = true;
      let writes = 0;
      const writer = (async () => {
        while (writing) {
          const owner = clients[writes % clients.length]!;
          const id = await submit(owner, `new-${writes}.pdf`);
          await addDocument(id, owner);
          await postMessage(id, owner, true);
          writes++;
        }
      })();
      const [first, second] = cases;
      const archive = path.join(work, 'during-writes.tar');
      let result: BackupResult;
      try {
        result = await takeBackup({
          database: source.app.database,
          stores: source.app.fileStores,
          archive,
          key: KEY,
          // Right after the snapshot: a document and a whole case (its file, its attachments) go.
          onSnapshot: async () => {
            const removed = await source.http.delete(
              `/api/cases/${first!.id}/documents/${first!.documents[0]}`,
              { token: first!.owner.token },
            );
            assert.equal(removed.status, 200, removed.text);
            const deleted = await source.http.delete(`/api/cases/${second!.id}`, {
              token: admin.token,
            });
            assert.equal(deleted.status, 200, deleted.text);
          },
        });
      } finally {
        writing = false;
        await writer;
      }
      assert.ok(writes > 0, 'clients wrote while the backup ran');
      assert.deepEqual(result.manifest.missingFiles, [], 'no file the snapshot names is missing');

      // The removals waited for the backup, and happened once it was done.
      const after = await allFiles(source.app.fileStores);
      const keysInArchive = result.manifest.files.map((file) => `${file.area}/${file.key}`);
      const removedSince = keysInArchive.filter((key) => !after.has(key));
      assert.ok(
        removedSince.length >= 4,
        `files removed after the snapshot: ${removedSince.length}`,
      );

      const target = await emptyTarget(s3);
      try {
        await restoreBackup({
          archive,
          key: KEY,
          database: target.database,
          stores: target.stores,
        });
        const restoredFiles = await allFiles(target.stores);
        assert.deepEqual(
          [...restoredFiles.keys()].sort(),
          [...keysInArchive].sort(),
          'the restored store holds exactly the files of the snapshot',
        );
        const app = await startOn(target.env);
        try {
          const named = await app.database.rows<{ key: string }>(sql`
            select 'cases/' || file_key as key from case_documents
            union select 'cases/' || file_key from cases where file_key is not null
            union select 'messages/' || file_key from case_messages where file_key is not null`);
          for (const { key } of named)
            assert.ok(restoredFiles.has(key), `the restored row's file ${key} is there`);
          const counts = await app.database.rows<{ n: string }>(
            sql`select count(*)::text as n from cases`,
          );
          assert.equal(Number(counts[0]!.n), result.manifest.database.counts['public.cases']);
        } finally {
          await app.close();
        }
      } finally {
        await target.close();
      }
    });

    test('a backup at rest restores into a fresh database and store with every row and every file byte equal; the restored instance serves a client its case and its download', async () => {
      const archive = path.join(work, 'at-rest.tar');
      atRest = await takeBackup({
        database: source.app.database,
        stores: source.app.fileStores,
        archive,
        key: null,
      });
      const sourceRows = await allRows(source.app.database);
      const sourceFiles = await allFiles(source.app.fileStores);
      assert.ok(sourceFiles.size >= 20, `files in the source: ${sourceFiles.size}`);
      const status = await backupStatus(source.app.database);
      assert.ok(
        status.lastGoodAgeSeconds !== null && status.lastGoodAgeSeconds < 60,
        'the last good backup is fresh',
      );
      assert.equal(status.lastGood?.archive, archive);

      const target = await emptyTarget(s3);
      try {
        await restoreBackup({
          archive,
          key: null,
          database: target.database,
          stores: target.stores,
        });
        const restoredFiles = await allFiles(target.stores);
        assert.deepEqual([...restoredFiles.keys()].sort(), [...sourceFiles.keys()].sort());
        for (const [key, bytes] of sourceFiles)
          assert.ok(bytes.equals(restoredFiles.get(key)!), `${key}: every byte equal`);

        const app = await startOn(target.env);
        try {
          const restoredRows = await allRows(app.database);
          assert.deepEqual(Object.keys(restoredRows), Object.keys(sourceRows));
          for (const table of Object.keys(sourceRows))
            assert.deepEqual(restoredRows[table], sourceRows[table], `${table}: every row equal`);

          // The client logs in on the restored instance, sees the case and downloads its file.
          const http = httpClient(app.publicApiUrl());
          const owner = cases[2]!.owner;
          const back = await login(http, owner.email, owner.password);
          const read = await http.get(`/api/cases/singleCase/${cases[2]!.id}`, {
            token: back.token,
          });
          assert.equal(read.status, 200, read.text);
          const download = await fetchFile(read.body.data.file as string);
          assert.equal(download.status, 200);
          const bytes = Buffer.from(await download.arrayBuffer());
          const key = new URL(read.body.data.file as string).pathname.split('/').pop();
          assert.ok(
            bytes.equals(sourceFiles.get(`cases/${key}`)!),
            'the download is the file backed up',
          );
        } finally {
          await app.close();
        }
      } finally {
        await target.close();
      }
    });

    test('a corrupted or truncated archive, a wrong key and a non-empty target are refused with a clear error; the target stays empty', async () => {
      const plain = atRest.archive;
      const sealed = path.join(work, 'sealed.tar.enc');
      await takeBackup({
        database: source.app.database,
        stores: source.app.fileStores,
        archive: sealed,
        key: KEY,
      });
      const sealedBytes = await readFile(sealed);
      assert.ok(
        !sealedBytes.includes(Buffer.from('manifest.json')),
        'the sealed archive shows nothing',
      );

      const copyWith = async (from: string, name: string, change: (bytes: Buffer) => Buffer) => {
        const to = path.join(work, name);
        await writeFile(to, change(await readFile(from)));
        return to;
      };
      // One byte flipped in the middle of a file's bytes (the plain tar), and in a sealed chunk.
      const flipped = (bytes: Buffer) => {
        const copy = Buffer.from(bytes);
        const at = Math.floor(copy.length / 2);
        copy[at] = copy[at]! ^ 0xff;
        return copy;
      };
      const cut = (bytes: Buffer) => bytes.subarray(0, Math.floor(bytes.length * 0.7));
      const cases: [string, string, Buffer | null, RegExp, new (...args: never[]) => Error][] = [
        [
          await copyWith(plain, 'flipped.tar', flipped),
          'corrupted',
          null,
          /checksum|damaged/,
          DamagedArchiveError,
        ],
        [
          await copyWith(plain, 'cut.tar', cut),
          'truncated',
          null,
          /cut short|damaged/,
          DamagedArchiveError,
        ],
        [
          await copyWith(sealed, 'flipped.tar.enc', flipped),
          'corrupted sealed',
          KEY,
          /authentication/,
          DamagedArchiveError,
        ],
        [
          await copyWith(sealed, 'cut.tar.enc', cut),
          'truncated sealed',
          KEY,
          /truncated/,
          DamagedArchiveError,
        ],
        [sealed, 'wrong key', randomBytes(32), /wrong BACKUP_KEY/, BackupKeyError],
        [sealed, 'no key', null, /encrypted: set BACKUP_KEY/, BackupKeyError],
      ];
      const target = await emptyTarget(s3);
      try {
        for (const [archive, what, key, message, kind] of cases) {
          await assert.rejects(
            restoreBackup({ archive, key, database: target.database, stores: target.stores }),
            (error: Error) => {
              assert.ok(error instanceof kind, `${what}: ${error.name} ${error.message}`);
              assert.match(error.message, message, what);
              return true;
            },
          );
          assert.equal((await allFiles(target.stores)).size, 0, `${what}: no file was restored`);
        }
        // Still empty, so the good archive restores; a second restore is refused: not empty.
        await restoreBackup({
          archive: sealed,
          key: KEY,
          database: target.database,
          stores: target.stores,
        });
        const restored = (await allFiles(target.stores)).size;
        assert.ok(
          restored > 0,
          'the whole archive restores into the target the failures left empty',
        );
        await assert.rejects(
          restoreBackup({
            archive: plain,
            key: null,
            database: target.database,
            stores: target.stores,
          }),
          (error: Error) =>
            error instanceof TargetNotEmptyError && /not empty.*--force/.test(error.message),
        );
        // Told to, it replaces what is there.
        await restoreBackup({
          archive: plain,
          key: null,
          database: target.database,
          stores: target.stores,
          force: true,
        });
        assert.equal((await allFiles(target.stores)).size, atRest.manifest.files.length);
      } finally {
        await target.close();
      }
    });
  });
}

describe('scheduled backups', () => {
  test('retention keeps the newest archive of each of the last 7 days and of the last 4 weeks, and touches no other file', () => {
    const names: string[] = [];
    // Two archives a day for 60 days before 2026-11-27 (a Friday), and a file that is no archive.
    for (let day = 0; day < 60; day++)
      for (const hour of ['013000', '133000']) {
        const at = new Date(Date.UTC(2026, 10, 27 - day));
        names.push(
          `btj-backup-${at.toISOString().slice(0, 10).replace(/-/g, '')}T${hour}Z.tar.enc`,
        );
      }
    names.push('notes.txt');
    const expired = new Set(expiredArchives(names, 7, 4));
    const kept = names.filter((name) => !expired.has(name)).sort();
    assert.ok(!expired.has('notes.txt'), 'a file that is no archive stays');
    assert.deepEqual(kept, [
      // The newest of each of the 4 last ISO weeks (Sundays 11-01 … 11-22, then this week's newest).
      'btj-backup-20261108T133000Z.tar.enc',
      'btj-backup-20261115T133000Z.tar.enc',
      // The newest of each of the last 7 days (11-21 … 11-27); 11-22 is also its week's newest.
      'btj-backup-20261121T133000Z.tar.enc',
      'btj-backup-20261122T133000Z.tar.enc',
      'btj-backup-20261123T133000Z.tar.enc',
      'btj-backup-20261124T133000Z.tar.enc',
      'btj-backup-20261125T133000Z.tar.enc',
      'btj-backup-20261126T133000Z.tar.enc',
      'btj-backup-20261127T133000Z.tar.enc',
      'notes.txt',
    ]);
  });

  test(`the pg-boss job writes an encrypted archive to BACKUP_DIR and records a good backup on ${testDriver}`, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'btj-backup-dir-'));
    const api = await startTestApi({ BACKUP_DIR: dir, BACKUP_KEY: KEY.toString('hex') });
    try {
      assert.equal((await backupStatus(api.app.database)).lastGood, null, 'no backup yet');
      assert.ok(await api.app.backupSchedule?.enqueue(), 'the job was queued');
      let status = await backupStatus(api.app.database);
      for (let tries = 0; !status.lastGood && tries < 600; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = await backupStatus(api.app.database);
      }
      assert.ok(status.lastGood, 'a good backup within a minute');
      assert.match(
        path.basename(status.lastGood.archive ?? ''),
        /^btj-backup-\d{8}T\d{6}Z\.tar\.enc$/,
      );
      assert.equal(path.dirname(status.lastGood.archive ?? ''), dir);
      const head = await readFile(status.lastGood.archive as string);
      assert.equal(head.subarray(0, 8).toString('latin1'), 'BTJBKE01', 'the archive is encrypted');
    } finally {
      await api.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the commands', () => {
  test(`npm run backup and npm run restore round-trip on ${testDriver}; a second restore into the now full target is refused, a --verify passes`, async () => {
    const api = await startTestApi();
    const owner = await newClient(api.http, 'command.line@example.com');
    const created = await api.http.post('/api/cases/register', {
      token: owner.token,
      form: caseForm(validCase, { bytes: sample.pdf(), name: 'claim.pdf' }),
    });
    assert.equal(created.status, 201, created.text);
    // On PGlite the commands need the data dir to themselves: the server stops first.
    await api.app.close();
    const archive = path.join(api.dataDir, '..', `${path.basename(api.dataDir)}.tar.enc`);
    const target = await emptyTarget(null);
    const base = {
      ...process.env,
      ...TEST_ENV,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      BACKUP_KEY: KEY.toString('hex'),
    };
    const npm = (args: string[], env: Record<string, string>) =>
      spawnSync('npm', ['run', '-s', ...args], {
        cwd: SERVER_DIR,
        env: { ...base, DATABASE_URL: '', ...env },
        encoding: 'utf8',
        timeout: 240_000,
      });
    try {
      const source = {
        DATA_DIR: api.dataDir,
        ...(api.config.databaseUrl ? { DATABASE_URL: api.config.databaseUrl } : {}),
      };
      const backedUp = npm(['backup', '--', '--out', archive], source);
      assert.equal(backedUp.status, 0, backedUp.stderr);
      assert.match(
        backedUp.stdout,
        /^backup: wrote .*\.tar\.enc \(.* MB, encrypted\) .*: 1 files, /m,
      );
      const status = npm(['backup', '--', '--status'], source);
      assert.equal(status.status, 0, status.stdout + status.stderr);
      assert.match(status.stdout, /^last good backup: .*\(0\.0 h ago\)/m);

      const into = {
        DATA_DIR: target.dataDir,
        ...(target.database.driver === 'postgres' ? { DATABASE_URL: target.database.url } : {}),
      };
      const restored = npm(['restore', '--', archive], into);
      assert.equal(restored.status, 0, restored.stderr);
      assert.match(restored.stdout, /^restore: restored .* 1 files and the database/m);
      const again = npm(['restore', '--', archive], into);
      assert.equal(again.status, 1, 'a full target is refused');
      assert.match(again.stderr, /^restore: the target is not empty \(.*\): .*--force/m);
      const verified = npm(['restore', '--', archive, '--verify'], into);
      assert.equal(verified.status, 0, verified.stderr);
      assert.match(
        verified.stdout,
        /is whole: 1 files and the database dump match their checksums/,
      );
    } finally {
      await target.close();
      await rm(archive, { force: true });
      await rm(api.dataDir, { recursive: true, force: true });
    }
  });
});

/**
 * `npm run bench -- backup` (or `tsx bench/backup.ts` in server/): backup and restore time and
 * archive size for BENCH_BACKUP_CASES cases (10 000) with two 100 KB files each (20 000 files),
 * on PGlite and PostgreSQL, each with the disk store and S3 (s3rver). The rows are written by SQL
 * and the files straight into the store (filling is not what is measured). A smaller
 * BENCH_BACKUP_CASES runs it quickly; BENCH_BACKUP_FILE_KB sets the file size. Figures go to
 * .bench/backup.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { takeBackup } from '../src/backup/backup';
import { restoreBackup } from '../src/backup/restore';
import { loadConfig } from '../src/config';
import { openFileStores } from '../src/files';
import { DiskFileStore } from '../src/files/diskStore';
import { S3FileStore } from '../src/files/s3Store';
import { fileStoreSettings } from '../src/files/settings';
import { TEST_ENV, TEST_JWT_SECRET } from '../test/helpers/context';
import { withPostgres } from '../test/helpers/postgresCluster';
import { startS3, type S3Server } from '../test/helpers/s3Server';
import { bucketClient } from '../test/helpers/storage';

const CASES = Number(process.env.BENCH_BACKUP_CASES || 10_000);
const FILE_BYTES = Number(process.env.BENCH_BACKUP_FILE_KB || 100) * 1024;
const FILES_PER_CASE = 2;
const ROOT = path.resolve(import.meta.dirname, '..', '..');

interface Figure {
  database: string;
  store: string;
  cases: number;
  files: number;
  dataMb: number;
  backupS: number;
  dumpS: number;
  archiveMb: number;
  restoreS: number;
}

async function freshDatabase(adminUrl: string | null): Promise<string | null> {
  if (!adminUrl) return null;
  const pg = (await import('pg')).default;
  const name = `btj_bench_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function newBucket(s3: S3Server): Promise<Record<string, string>> {
  const env = s3.env(`btj-bench-${randomBytes(4).toString('hex')}`);
  const client = bucketClient(env);
  await client.send(new CreateBucketCommand({ Bucket: env.S3_BUCKET }));
  client.destroy();
  return env;
}

async function measure(adminUrl: string | null, s3: S3Server | null): Promise<Figure> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'btj-bench-backup-'));
  const sourceDir = path.join(work, 'source');
  const targetDir = path.join(work, 'target');
  const sourceUrl = await freshDatabase(adminUrl);
  const sourceEnv = s3 ? await newBucket(s3) : {};
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      API_PORT: '0',
      LOG_LEVEL: 'silent',
      JWT_SECRET: TEST_JWT_SECRET,
      DATA_DIR: sourceDir,
      ...TEST_ENV,
      ...sourceEnv,
      ...(sourceUrl ? { DATABASE_URL: sourceUrl } : {}),
    }),
  );
  try {
    const { database, fileStores } = app;
    const [owner] = await database.rows<{ id: string; email: string }>(
      sql`select id, email from users order by email limit 1`,
    );
    // Cases, then two documents each, in batches (keys: 48 hex digits made from the numbers).
    const BATCH = 1000;
    for (let from = 1; from <= CASES; from += BATCH) {
      const to = Math.min(CASES, from + BATCH - 1);
      await database.rows(sql`
        insert into cases (id, reference, user_id, owner_email, case_type, case_subtype, summary)
        select gen_random_uuid(), 'BTJ-2026-' || n, ${owner!.id}, ${owner!.email}, 'Civil matters', 'Land',
          'Boundary stones moved on the family plot, case ' || n
        from generate_series(${from}::int, ${to}::int) n`);
      await database.rows(sql`
        insert into case_documents (id, case_id, file_key, file_name, file_mime, file_size, uploaded_by, uploader_email, uploader_role)
        select gen_random_uuid(), c.id, substr(md5(c.reference || '-' || d) || md5(d || '-' || c.reference), 1, 48),
          'evidence-' || d || '.pdf', 'application/pdf', ${FILE_BYTES}, ${owner!.id}, ${owner!.email}, 'admin'
        from cases c cross join generate_series(1, ${FILES_PER_CASE}) d
        where c.reference in (select 'BTJ-2026-' || n from generate_series(${from}::int, ${to}::int) n)`);
    }
    const keys = await database.rows<{ key: string }>(
      sql`select file_key as key from case_documents`,
    );
    const body = randomBytes(FILE_BYTES);
    const store = fileStores.cases;
    let written = 0;
    const put = async (key: string) => {
      const bytes = Buffer.from(body);
      bytes.write(key, 0, 'latin1'); // each file its own bytes
      if (store instanceof DiskFileStore)
        await writeFile(path.join(store.dir, key), bytes, { mode: 0o600 });
      else await (store as S3FileStore).put(key, Readable.from([bytes]));
      written++;
    };
    const queue = keys.map((row) => row.key);
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let key = queue.pop(); key; key = queue.pop()) await put(key);
      }),
    );

    const archive = path.join(work, 'bench.tar');
    const backup = await takeBackup({ database, stores: fileStores, archive, key: null });

    const targetUrl = await freshDatabase(adminUrl);
    const targetEnv = s3 ? await newBucket(s3) : {};
    const targetStores = await openFileStores(
      fileStoreSettings(targetEnv),
      targetDir,
      10 * 1024 * 1024,
    );
    const restoreStarted = performance.now();
    try {
      await restoreBackup({
        archive,
        key: null,
        database: targetUrl
          ? { driver: 'postgres', url: targetUrl }
          : { driver: 'pglite', dataDir: targetDir },
        stores: targetStores,
      });
    } finally {
      targetStores.close();
    }
    return {
      database: adminUrl ? 'PostgreSQL' : 'PGlite',
      store: s3 ? 'S3 (s3rver)' : 'disk',
      cases: CASES,
      files: written,
      dataMb: Math.round((written * FILE_BYTES) / 1e5) / 10,
      backupS: Math.round(backup.ms / 100) / 10,
      dumpS: Math.round(backup.dumpMs / 100) / 10,
      archiveMb: Math.round(backup.bytes / 1e5) / 10,
      restoreS: Math.round((performance.now() - restoreStarted) / 100) / 10,
    };
  } finally {
    await app.close();
    await rm(work, { recursive: true, force: true });
  }
}

const figures: Figure[] = [];
const s3 = await startS3();
try {
  const add = (figure: Figure) => {
    figures.push(figure);
    console.log(JSON.stringify(figure)); // each as it comes: a long run shows its progress
  };
  for (const store of [null, s3]) add(await measure(null, store));
  await withPostgres(async (adminUrl) => {
    for (const store of [null, s3]) add(await measure(adminUrl, store));
  });
} finally {
  await s3.stop();
}
console.table(figures);
mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
writeFileSync(
  path.join(ROOT, '.bench', 'backup.json'),
  JSON.stringify({ measuredAt: new Date().toISOString(), fileBytes: FILE_BYTES, figures }, null, 2),
);

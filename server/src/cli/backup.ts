/**
 * `npm run backup` (root or server): writes one archive of the database and every stored file
 * (backup/backup.ts) to `--out FILE`, or to BACKUP_DIR (else the current folder) under a
 * timestamped name, encrypted when BACKUP_KEY is set. `npm run backup -- --status` prints the
 * last good backup and its age, and exits 2 when there is none younger than BACKUP_MAX_AGE_H
 * (26 hours). On PGlite the server must be stopped (one process per data dir); a running server
 * takes its own scheduled backups (BACKUP_DIR).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { takeBackup } from '../backup/backup';
import { backupStatus, prepareBackupSchema } from '../backup/runs';
import { archiveName } from '../backup/schedule';
import { loadConfig } from '../config';
import { DataDirInUseError, openDatabase } from '../db/client';
import { openFileStores } from '../files';
import { prepareJobSchema } from '../jobs/jobQueue';

function fail(message: string): never {
  console.error(`backup: ${message}`);
  process.exit(1);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: { out: { type: 'string' }, status: { type: 'boolean' } },
      allowPositionals: false,
    });
  } catch (error) {
    return fail(`${(error as Error).message} (use --out FILE or --status)`);
  }
})();

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return fail((error as Error).message);
  }
})();

const database = await openDatabase({
  ...config,
  prepare: async (db) => {
    await prepareJobSchema(db);
    await prepareBackupSchema(db);
  },
}).catch((error: unknown) =>
  fail(
    error instanceof DataDirInUseError
      ? `${error.message} A server running on PGlite backs itself up on its schedule (BACKUP_DIR).`
      : (error as Error).message,
  ),
);

let code = 0;
try {
  if (values.status) {
    const status = await backupStatus(database);
    const maxAgeHours = Number(process.env.BACKUP_MAX_AGE_H || 26);
    if (!status.lastGood) console.log('last good backup: none');
    else
      console.log(
        `last good backup: ${status.lastGood.finishedAt.toISOString()} (${(status.lastGoodAgeSeconds! / 3600).toFixed(1)} h ago), ${status.lastGood.archive ?? ''} ${status.lastGood.bytes ?? 0} bytes`,
      );
    if (status.lastFailure)
      console.log(
        `failed since: ${status.lastFailure.finishedAt.toISOString()}: ${status.lastFailure.error}`,
      );
    if (status.lastGoodAgeSeconds === null || status.lastGoodAgeSeconds > maxAgeHours * 3600) {
      console.log(`no good backup in the last ${maxAgeHours} h`);
      code = 2;
    }
  } else {
    const stores = await openFileStores(config.fileStore, config.dataDir, config.maxUploadBytes);
    try {
      // npm runs the script in server/: a relative --out is the caller's (npm's INIT_CWD).
      const archive = path.resolve(
        process.env.INIT_CWD ?? '.',
        values.out ??
          path.join(config.backup.dir ?? '.', archiveName(new Date(), config.backup.key !== null)),
      );
      const result = await takeBackup({ database, stores, archive, key: config.backup.key });
      const counts = result.manifest.database.counts;
      console.log(
        `backup: wrote ${result.archive} (${(result.bytes / 1e6).toFixed(1)} MB${config.backup.key ? ', encrypted' : ''}) in ${(result.ms / 1000).toFixed(1)} s: ` +
          `${result.manifest.files.length} files, ${counts['public.users'] ?? 0} users, ${counts['public.cases'] ?? 0} cases, migration ${result.manifest.database.migration?.tag ?? '?'}`,
      );
    } finally {
      stores.close();
    }
  }
} catch (error) {
  console.error(`backup: ${(error as Error).message}`);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);

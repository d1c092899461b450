/**
 * `npm run restore -- ARCHIVE [--force] [--verify]`: restores a backup archive into the database
 * and file store the environment names (DATABASE_URL or DATA_DIR's PGlite; FILE_STORE), which must
 * be empty (`--force` empties them first, once the archive has been verified). The whole archive
 * is read and every checksum checked before anything is written; a failure leaves the target as
 * it was. `--verify` only checks the archive. BACKUP_KEY opens an encrypted archive. Run it with
 * the API stopped, then start the API on the restored data.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup, verifyArchive } from '../backup/restore';
import { loadConfig } from '../config';
import { openFileStores } from '../files';

function fail(message: string): never {
  console.error(`restore: ${message}`);
  process.exit(1);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      options: { force: { type: 'boolean' }, verify: { type: 'boolean' } },
      allowPositionals: true,
    });
  } catch (error) {
    return fail(
      `${(error as Error).message} (usage: npm run restore -- ARCHIVE [--force] [--verify])`,
    );
  }
})();
if (positionals.length !== 1) fail('usage: npm run restore -- ARCHIVE [--force] [--verify]');
// npm runs the script in server/: a relative path is the caller's (npm's INIT_CWD).
const archive = path.resolve(process.env.INIT_CWD ?? '.', positionals[0] as string);

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return fail((error as Error).message);
  }
})();

try {
  if (values.verify) {
    const manifest = await verifyArchive(archive, config.backup.key);
    console.log(
      `restore: ${archive} is whole: ${manifest.files.length} files and the database dump match their checksums (made ${manifest.createdAt}, version ${manifest.appVersion})`,
    );
  } else {
    const stores = await openFileStores(config.fileStore, config.dataDir, config.maxUploadBytes);
    try {
      const result = await restoreBackup({
        archive,
        key: config.backup.key,
        database: config.databaseUrl
          ? { driver: 'postgres', url: config.databaseUrl }
          : { driver: 'pglite', dataDir: config.dataDir },
        stores,
        force: values.force ?? false,
      });
      console.log(
        `restore: restored ${archive} (made ${result.manifest.createdAt}) in ${(result.ms / 1000).toFixed(1)} s: ${result.files} files and the database`,
      );
    } finally {
      stores.close();
    }
  }
} catch (error) {
  fail((error as Error).message);
}
process.exit(0);

/**
 * `npm run files:migrate` (root or server): copies the disk store (DATA_DIR/uploads and
 * DATA_DIR/messages/uploads) into the bucket that FILE_STORE=s3 and the S3_* settings name, under
 * the same keys. A file already in the bucket with the same size is skipped, so a second run (or
 * one after an interruption) copies only what is missing. Half uploads are never copied. Run it
 * with the API stopped, then start the API with FILE_STORE=s3; the disk files stay until you
 * remove them.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { DiskFileStore } from '../files/diskStore';
import { createS3Client, S3FileStore } from '../files/s3Store';

function fail(message: string): never {
  console.error(`files:migrate: ${message}`);
  process.exit(1);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return fail((error as Error).message);
  }
})();
const settings = config.fileStore;
if (settings.driver !== 's3')
  fail('set FILE_STORE=s3 and the S3_* settings of the bucket to copy into (see server/README)');

const client = createS3Client(settings);
const areas = [
  { name: 'cases', dir: config.dataDir },
  { name: 'messages', dir: path.join(config.dataDir, 'messages') },
];
let copied = 0;
let present = 0;
try {
  for (const area of areas) {
    const source = new DiskFileStore(area.dir, config.maxUploadBytes);
    const target = new S3FileStore(client, settings, area.name, config.maxUploadBytes);
    await target.init();
    const entries = (async function* () {
      try {
        yield* source.entries();
      } catch (error) {
        // No folder: this area never had a file.
        if ((error as { code?: string }).code !== 'ENOENT') throw error;
      }
    })();
    for await (const entry of entries) {
      if (entry.pending) continue;
      const file = await source.read(entry.key);
      if (!file) continue;
      if ((await target.storedSize(entry.key)) === file.size) {
        file.stream.destroy();
        present++;
        continue;
      }
      await target.put(entry.key, file.stream);
      copied++;
    }
  }
} catch (error) {
  client.destroy();
  fail(`${(error as Error).message} (copied ${copied} before the error; run again to go on)`);
}
client.destroy();
console.log(
  `files:migrate: copied ${copied} ${copied === 1 ? 'file' : 'files'} (${present} already in the bucket) ` +
    `from ${config.dataDir} to bucket "${settings.bucket}"`,
);

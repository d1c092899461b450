import path from 'node:path';
import type { FileStore } from './fileStore';
import { DiskFileStore } from './diskStore';
import { createS3Client, S3FileStore } from './s3Store';
import type { FileStoreSettings } from './settings';

/** The two file areas: case files and message attachments, apart from each other. */
export interface FileStores<Store extends FileStore = FileStore> {
  cases: Store;
  messages: Store;
  /** Releases the S3 client's sockets (nothing to do on disk). */
  close(): void;
}

/**
 * Opens both areas on the configured driver and checks them: disk makes DATA_DIR/uploads and
 * DATA_DIR/messages/uploads; S3 uses `cases/` and `messages/` in the bucket and fails the start
 * with a message naming the bucket when it does not answer.
 */
export async function openFileStores(
  settings: FileStoreSettings,
  dataDir: string,
  maxBytes: number,
): Promise<FileStores> {
  if (settings.driver === 'disk') {
    const cases = new DiskFileStore(dataDir, maxBytes);
    const messages = new DiskFileStore(path.join(dataDir, 'messages'), maxBytes);
    await Promise.all([cases.init(), messages.init()]);
    return { cases, messages, close: () => undefined };
  }
  const client = createS3Client(settings);
  const cases = new S3FileStore(client, settings, 'cases', maxBytes);
  const messages = new S3FileStore(client, settings, 'messages', maxBytes);
  try {
    await cases.init();
  } catch (error) {
    client.destroy();
    throw error;
  }
  return { cases, messages, close: () => client.destroy() };
}

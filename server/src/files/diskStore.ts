import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { isFileKey, type FileStore, type StagedFile, type StoredEntry } from './fileStore';
import { receiveUpload } from './receiveUpload';

const PENDING_SUFFIX = '.part';

/**
 * The embedded default: files live in `<dir>/uploads` under random keys. An upload is streamed
 * to `uploads/tmp/<key>.part` and renamed in place inside the transaction that writes its row.
 */
export class DiskFileStore implements FileStore {
  readonly dir: string;
  readonly tempDir: string;
  staging = 0;

  constructor(
    dataDir: string,
    readonly maxBytes: number,
  ) {
    this.dir = path.join(dataDir, 'uploads');
    this.tempDir = path.join(this.dir, 'tmp');
  }

  async init(): Promise<void> {
    await mkdir(this.tempDir, { recursive: true, mode: 0o700 });
  }

  private pathOf(key: string, where: 'stored' | 'pending' = 'stored'): string {
    if (!isFileKey(key)) throw new Error('invalid file key');
    return where === 'stored'
      ? path.join(this.dir, key)
      : path.join(this.tempDir, `${key}${PENDING_SUFFIX}`);
  }

  async stage(
    stream: Readable,
    originalName: string,
    isTruncated: () => boolean,
  ): Promise<StagedFile> {
    const key = randomBytes(24).toString('hex');
    const tempPath = this.pathOf(key, 'pending');
    this.staging++;
    try {
      const upload = await receiveUpload(stream, originalName, isTruncated, this.maxBytes, (body) =>
        pipeline(body, createWriteStream(tempPath, { mode: 0o600 })),
      );
      return { key, ...upload };
    } catch (error) {
      await rm(tempPath, { force: true });
      throw error;
    } finally {
      this.staging--;
    }
  }

  async commit(file: StagedFile): Promise<void> {
    await rename(this.pathOf(file.key, 'pending'), this.pathOf(file.key));
  }

  async discard(file: StagedFile): Promise<void> {
    await this.remove(file.key, 'pending');
    await this.remove(file.key);
  }

  async remove(key: string | null | undefined, where: 'stored' | 'pending' = 'stored') {
    if (key && isFileKey(key)) await rm(this.pathOf(key, where), { force: true });
  }

  async read(key: string): Promise<{ size: number; stream: Readable } | null> {
    try {
      const file = this.pathOf(key);
      const { size } = await stat(file);
      return { size, stream: createReadStream(file) };
    } catch {
      return null;
    }
  }

  async *entries(): AsyncIterable<StoredEntry> {
    for (const [folder, pending] of [
      [this.dir, false],
      [this.tempDir, true],
    ] as const) {
      for (const name of await readdir(folder)) {
        const key = pending ? name.slice(0, -PENDING_SUFFIX.length) : name;
        if ((pending && !name.endsWith(PENDING_SUFFIX)) || !isFileKey(key)) continue;
        const info = await stat(path.join(folder, name)).catch(() => null);
        if (info?.isFile()) yield { key, pending, modifiedAt: info.mtime };
      }
    }
  }
}

import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTooLargeMessage } from 'shared-contract';
import { ApiError } from '../lib/apiError';
import { ALLOWED_EXTENSIONS, FileSniffer, MIME_BY_KIND } from '../lib/fileType';
import { extensionOf, sanitizeFileName } from '../lib/fileName';

const KEY_PATTERN = /^[a-f0-9]{48}$/;

export const FILE_TYPE_REFUSED = `File type not allowed. Upload a PDF, Word (.doc, .docx), text (.txt), JPEG or PNG file.`;

// The browser refuses an over-limit file with the same words before sending it.
export { fileTooLargeMessage };

/** An uploaded file waiting in the temp folder until its case row is written. */
export interface StagedFile {
  key: string;
  tempPath: string;
  name: string;
  mime: string;
  size: number;
}

/**
 * Uploaded files live in DATA_DIR/uploads under random keys. An upload is streamed to
 * uploads/tmp first, moved in place inside the database transaction that writes its row, and
 * anything left over by a crash is swept at start-up.
 */
export class FileStore {
  readonly dir: string;
  readonly tempDir: string;

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

  static isKey(value: string): boolean {
    return KEY_PATTERN.test(value);
  }

  pathOf(key: string): string {
    if (!FileStore.isKey(key)) throw new Error('invalid file key');
    return path.join(this.dir, key);
  }

  /**
   * Streams an upload to a temp file while checking its size and type. Throws ApiError 413/415
   * (and removes the temp file) when the upload is refused.
   */
  async stage(
    stream: Readable,
    originalName: string,
    isTruncated: () => boolean,
  ): Promise<StagedFile> {
    const key = randomBytes(24).toString('hex');
    const tempPath = path.join(this.tempDir, `${key}.part`);
    const sniffer = new FileSniffer();
    const maxBytes = this.maxBytes;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        sniffer.push(chunk);
        if (sniffer.size > maxBytes) done(new ApiError(413, fileTooLargeMessage(maxBytes)));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(stream, meter, createWriteStream(tempPath, { mode: 0o600 }));
      if (isTruncated()) throw new ApiError(413, fileTooLargeMessage(maxBytes));
      const name = sanitizeFileName(originalName);
      const kind = sniffer.accept(extensionOf(name));
      if (!kind || !ALLOWED_EXTENSIONS.includes(extensionOf(name)))
        throw new ApiError(415, FILE_TYPE_REFUSED);
      return { key, tempPath, name, mime: MIME_BY_KIND[kind], size: sniffer.size };
    } catch (error) {
      await rm(tempPath, { force: true });
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new ApiError(413, fileTooLargeMessage(maxBytes));
      throw error;
    }
  }

  /** Moves a staged file in place (called inside the transaction that writes its row). */
  async commit(file: StagedFile): Promise<void> {
    await rename(file.tempPath, this.pathOf(file.key));
  }

  async discard(file: StagedFile): Promise<void> {
    await rm(file.tempPath, { force: true });
    await rm(this.pathOf(file.key), { force: true });
  }

  async remove(key: string | null | undefined): Promise<void> {
    if (key && FileStore.isKey(key)) await rm(this.pathOf(key), { force: true });
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch {
      return null;
    }
  }

  open(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  /**
   * Start-up sweep: temp files are half uploads of a process that died; stored files whose key no
   * case row holds were left by a crash between the file move and the commit, or after a delete.
   */
  async sweep(
    existingKeys: (keys: string[]) => Promise<Set<string>>,
  ): Promise<{ temp: number; orphans: number }> {
    let temp = 0;
    for (const entry of await readdir(this.tempDir)) {
      await rm(path.join(this.tempDir, entry), { force: true, recursive: true });
      temp++;
    }
    const stored = (await readdir(this.dir)).filter((entry) => entry !== 'tmp');
    let orphans = 0;
    for (let i = 0; i < stored.length; i += 500) {
      const batch = stored.slice(i, i + 500);
      const known = await existingKeys(batch.filter(FileStore.isKey));
      for (const entry of batch) {
        if (!known.has(entry)) {
          await rm(path.join(this.dir, entry), { force: true, recursive: true });
          orphans++;
        }
      }
    }
    return { temp, orphans };
  }
}

import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: one FileStore per area (case files, message attachments), on the
 * local disk (files/diskStore, the default) or in an S3-compatible bucket (files/s3Store,
 * FILE_STORE=s3). A file is written in two steps so that its row and its bytes exist together or
 * not at all:
 *
 *   const file = await store.stage(stream, name, isTruncated); // streamed, checked: 413/415
 *   await db.transaction(async (tx) => {
 *     await tx.insert(...file.key...);
 *     await store.commit(file);                               // in place before the COMMIT
 *   });                                                        // failed? store.discard(file)
 *
 * A process that dies between the two leaves a pending or unreferenced file; the file sweep
 * (files/sweep, a scheduled job) removes those once they are older than any upload in flight.
 */
export interface FileStore {
  /** The largest file stage() accepts (MAX_UPLOAD_MB). */
  readonly maxBytes: number;
  /** Uploads being received by this process right now. */
  readonly staging: number;
  /** Creates the folder, or checks the bucket answers (a wrong setting fails the start). */
  init(): Promise<void>;
  /**
   * Streams an upload to a pending place under a new random key while checking its size and
   * type (never the whole file in memory). Throws ApiError 413/415, leaving nothing, when refused.
   */
  stage(stream: Readable, originalName: string, isTruncated: () => boolean): Promise<StagedFile>;
  /** Puts a staged file in place: call it inside the transaction that writes its row. */
  commit(file: StagedFile): Promise<void>;
  /** Removes a staged file wherever it is (its row was not written). */
  discard(file: StagedFile): Promise<void>;
  /** Removes a stored file (or a pending one); an unknown key is not an error. */
  remove(key: string | null | undefined, where?: 'stored' | 'pending'): Promise<void>;
  /** A stored file's bytes and size, or null when the store has no such file. */
  read(key: string): Promise<{ size: number; stream: Readable } | null>;
  /** Every stored and pending file, in no order (the sweep's and the migration's walk). */
  entries(): AsyncIterable<StoredEntry>;
}

/** An uploaded file checked and written to its pending place, waiting for its row. */
export interface StagedFile {
  key: string;
  /** The uploader's name, made safe (never used as a storage name). */
  name: string;
  mime: string;
  size: number;
}

export interface StoredEntry {
  key: string;
  pending: boolean;
  modifiedAt: Date;
}

/**
 * Runs `work` on behalf of a staged file: when the work fails (a refused form, a failed write),
 * the file is discarded and the error goes on, so no refusal leaves a file behind.
 */
export async function discardOnFailure<T>(
  store: FileStore,
  file: StagedFile | null | undefined,
  work: () => T | Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (file) await store.discard(file);
    throw error;
  }
}

const KEY_PATTERN = /^[a-f0-9]{48}$/;

/** Files are stored under 24 random bytes in hex, never under a name the uploader chose. */
export function isFileKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

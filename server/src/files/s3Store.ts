import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ConfigError } from '../config';
import { isFileKey, type FileStore, type StagedFile, type StoredEntry } from './fileStore';
import { receiveUpload } from './receiveUpload';

/** FILE_STORE=s3: where the bucket is and who we are there (config.ts checks them at start). */
export interface S3Settings {
  driver: 's3';
  /** null: AWS S3's own endpoint for the region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** Path-style URLs (`endpoint/bucket/key`): MinIO, Ceph and most self-hosted servers need it. */
  forcePathStyle: boolean;
  /** null: the SDK's default chain (environment, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

/** S3's smallest multipart part: an upload holds at most one part being filled and one in flight. */
const PART_BYTES = 5 * 1024 * 1024;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Files in an S3-compatible bucket under `<area>/<key>`; an upload goes to `<area>/pending/<key>`
 * (multipart through lib-storage, one 5 MiB part buffered at a time) and is copied in place inside
 * the transaction that writes its row. A lifecycle rule on `<area>/pending/` and on incomplete
 * multipart uploads is a good second net in production (server/README).
 */
export class S3FileStore implements FileStore {
  staging = 0;

  constructor(
    private readonly client: S3Client,
    private readonly settings: S3Settings,
    private readonly area: string,
    readonly maxBytes: number,
  ) {}

  private objectKey(key: string, where: 'stored' | 'pending' = 'stored'): string {
    if (!isFileKey(key)) throw new Error('invalid file key');
    return where === 'stored' ? `${this.area}/${key}` : `${this.area}/pending/${key}`;
  }

  async init(): Promise<void> {
    const { bucket, endpoint, region } = this.settings;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: bucket }));
    } catch (error) {
      const status = (error as S3ServiceException).$metadata?.httpStatusCode;
      const reason = status
        ? `answered ${status} ${status === 404 ? '(bucket not found)' : status === 403 ? '(access denied: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)' : (error as Error).name}`
        : `cannot be reached: ${(error as Error).message || (error as Error).name}`;
      throw new ConfigError(
        `S3 bucket "${bucket}" at ${endpoint ?? `AWS S3 (${region})`} ${reason}`,
        { cause: error },
      );
    }
  }

  async stage(
    stream: Readable,
    originalName: string,
    isTruncated: () => boolean,
  ): Promise<StagedFile> {
    const key = randomBytes(24).toString('hex');
    const pendingKey = this.objectKey(key, 'pending');
    this.staging++;
    try {
      const upload = await receiveUpload(
        stream,
        originalName,
        isTruncated,
        this.maxBytes,
        async (body) => {
          const transfer = new Upload({
            client: this.client,
            params: {
              Bucket: this.settings.bucket,
              Key: pendingKey,
              Body: body,
              ContentType: 'application/octet-stream',
            },
            partSize: PART_BYTES,
            queueSize: 1,
            leavePartsOnError: false,
          });
          // A failed or dropped upload aborts the multipart upload (its parts go too).
          body.once('error', () => void transfer.abort().catch(() => undefined));
          await transfer.done();
        },
      );
      return { key, ...upload };
    } catch (error) {
      await this.remove(key, 'pending').catch(() => undefined);
      throw error;
    } finally {
      this.staging--;
    }
  }

  async commit(file: StagedFile): Promise<void> {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.objectKey(file.key),
        CopySource: `${this.settings.bucket}/${this.objectKey(file.key, 'pending')}`,
      }),
    );
    // Left behind if this fails: the sweep removes a pending object once it is old.
    await this.remove(file.key, 'pending').catch(() => undefined);
  }

  async discard(file: StagedFile): Promise<void> {
    await Promise.all([this.remove(file.key, 'pending'), this.remove(file.key)]);
  }

  async remove(key: string | null | undefined, where: 'stored' | 'pending' = 'stored') {
    if (!key || !isFileKey(key)) return;
    try {
      await this.client.send(
        new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key, where) }),
      );
    } catch (error) {
      // S3 answers 204 for a key it does not have; some compatible servers answer 404: gone either way.
      if (!isMissing(error)) throw error;
    }
  }

  async read(key: string): Promise<{ size: number; stream: Readable } | null> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      return { size: Number(object.ContentLength), stream: object.Body as Readable };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** A stored object's size, or null when there is none (files:migrate's idempotence). */
  async storedSize(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      return Number(head.ContentLength);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Writes an already checked file straight to its stored place (files:migrate). */
  async put(key: string, body: Readable): Promise<void> {
    await new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: this.objectKey(key), Body: body },
      partSize: PART_BYTES,
      queueSize: 1,
      leavePartsOnError: false,
    }).done();
  }

  async *entries(): AsyncIterable<StoredEntry> {
    const prefix = `${this.area}/`;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.settings.bucket,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        const rest = (object.Key ?? '').slice(prefix.length);
        const pending = rest.startsWith('pending/');
        const key = pending ? rest.slice('pending/'.length) : rest;
        if (isFileKey(key)) yield { key, pending, modifiedAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

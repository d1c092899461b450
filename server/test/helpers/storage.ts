import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { isNotNull } from 'drizzle-orm';
import { cases, messages } from '../../src/db/schema';
import type { TestApi } from './context';

/** The two file areas: case files and message attachments. */
export type FileArea = 'cases' | 'messages';

/** Where each area lives on disk below DATA_DIR (its temp folder is `tmp` inside). */
const DISK_DIRS: Record<FileArea, string[]> = {
  cases: ['uploads'],
  messages: ['messages', 'uploads'],
};

/** An S3 client on the settings a test server was started with (FILE_STORE=s3). */
export function bucketClient(env: Record<string, string>): S3Client {
  return new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: true,
    credentials: {
      accessKeyId: env.S3_ACCESS_KEY_ID as string,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    },
  });
}

/** Every object key in the bucket under `prefix`. */
export async function bucketKeys(env: Record<string, string>, prefix = ''): Promise<string[]> {
  const client = bucketClient(env);
  const keys: string[] = [];
  let token: string | undefined;
  try {
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: env.S3_BUCKET,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      );
      for (const entry of page.Contents ?? []) keys.push(entry.Key as string);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
  return keys;
}

/**
 * What the store holds, seen from outside the server (the folder, or the bucket itself): the
 * stored files and the pending ones (disk: the temp folder; S3: `<area>/pending/`), and the file
 * keys the database rows hold.
 */
export async function storageState(api: TestApi, area: FileArea = 'cases') {
  let stored: string[];
  let temp: string[];
  if (api.env.FILE_STORE === 's3') {
    const keys = (await bucketKeys(api.env, `${area}/`)).map((key) => key.slice(area.length + 1));
    temp = keys.filter((key) => key.startsWith('pending/')).map((key) => key.slice(8));
    stored = keys.filter((key) => !key.startsWith('pending/'));
  } else {
    const dir = path.join(api.dataDir, ...DISK_DIRS[area]);
    stored = (await readdir(dir)).filter((name) => name !== 'tmp');
    // A half upload is `tmp/<key>.part`.
    temp = (await readdir(path.join(dir, 'tmp'))).map((name) => name.replace(/\.part$/, ''));
  }
  const table = area === 'cases' ? cases : messages;
  const rows = await api.app.database.db
    .select({ key: table.fileKey })
    .from(table)
    .where(isNotNull(table.fileKey));
  return {
    stored: stored.sort(),
    temp: temp.sort(),
    keys: rows.map((row) => row.key as string).sort(),
  };
}

import { ConfigError } from '../config';
import type { S3Settings } from './s3Store';

/** FILE_STORE: the local disk (default, DATA_DIR/uploads) or an S3-compatible bucket. */
export type FileStoreSettings = { driver: 'disk' } | S3Settings;

// S3's bucket naming rules: 3-63 lowercase letters, digits, dots and hyphens, letter/digit ends.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Reads FILE_STORE and the S3_* settings; a wrong or missing one stops the start. */
export function fileStoreSettings(env: NodeJS.ProcessEnv): FileStoreSettings {
  const driver = env.FILE_STORE?.trim().toLowerCase() || 'disk';
  if (driver === 'disk') return { driver };
  if (driver !== 's3')
    throw new ConfigError(`FILE_STORE must be disk or s3 (got "${env.FILE_STORE}")`);

  const bucket = env.S3_BUCKET?.trim() ?? '';
  if (!bucket) throw new ConfigError('S3_BUCKET is required when FILE_STORE=s3');
  if (!BUCKET_NAME.test(bucket))
    throw new ConfigError(
      `S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots, hyphens; got "${bucket}")`,
    );

  const rawEndpoint = env.S3_ENDPOINT?.trim() || null;
  if (rawEndpoint) {
    let protocol = '';
    try {
      protocol = new URL(rawEndpoint).protocol;
    } catch {
      // reported below
    }
    if (protocol !== 'http:' && protocol !== 'https:')
      throw new ConfigError(
        `S3_ENDPOINT must be an absolute http(s) URL such as http://127.0.0.1:9000 (got "${rawEndpoint}")`,
      );
  }

  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() ?? '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() ?? '';
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new ConfigError(
      'Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the SDK then finds a role)',
    );

  // Path-style by default with a custom endpoint (MinIO, Ceph, s3rver); AWS prefers virtual hosts.
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim().toLowerCase() ?? '';
  if (!['', '0', '1', 'true', 'false'].includes(pathStyle))
    throw new ConfigError(`S3_FORCE_PATH_STYLE must be 1 or 0 (got "${env.S3_FORCE_PATH_STYLE}")`);

  return {
    driver: 's3',
    endpoint: rawEndpoint ? rawEndpoint.replace(/\/+$/, '') : null,
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    forcePathStyle:
      pathStyle === '' ? rawEndpoint !== null : pathStyle === '1' || pathStyle === 'true',
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
  };
}

import { createHmac, timingSafeEqual } from 'node:crypto';

export const DOWNLOAD_TTL_SECONDS = 15 * 60;

export interface DownloadSigner {
  /** `?exp=&sig=` for a file key, valid for at least DOWNLOAD_TTL_SECONDS. */
  sign(fileKey: string, nowMs?: number): { exp: number; sig: string };
  /** The expiry sign() gives links made now: it changes once a minute. */
  expiresAt(nowMs?: number): number;
  /** True when sig was made by sign() for this key and exp has not passed. */
  verify(fileKey: string, exp: unknown, sig: unknown, nowMs?: number): boolean;
}

/**
 * Download links work as plain links (no bearer header), so they carry their own proof: an HMAC
 * of key and expiry under a key derived from the server secret. Expiry is rounded up to the
 * minute so repeated list calls hand out the same URL.
 */
export function createDownloadSigner(
  secret: string,
  ttlSeconds = DOWNLOAD_TTL_SECONDS,
  previousSecret: string | null = null,
): DownloadSigner {
  const keyOf = (from: string) =>
    createHmac('sha256', from).update('bridge-to-justice:file-download:v1').digest();
  const key = keyOf(secret);
  // During a secret rotation a link handed out under the previous secret still downloads.
  const keys = previousSecret ? [key, keyOf(previousSecret)] : [key];
  const macWith = (with_: Buffer, fileKey: string, exp: number) =>
    createHmac('sha256', with_).update(`${fileKey}.${exp}`).digest();
  const mac = (fileKey: string, exp: number) => macWith(key, fileKey, exp);
  const expiresAt = (nowMs = Date.now()) => Math.ceil((nowMs / 1000 + ttlSeconds) / 60) * 60;
  return {
    expiresAt,
    sign(fileKey, nowMs = Date.now()) {
      const exp = expiresAt(nowMs);
      return { exp, sig: mac(fileKey, exp).toString('base64url') };
    },
    verify(fileKey, exp, sig, nowMs = Date.now()) {
      if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp) || typeof sig !== 'string')
        return false;
      const expiry = Number(exp);
      const now = nowMs / 1000;
      if (expiry < now || expiry > now + ttlSeconds + 120) return false;
      const given = Buffer.from(sig, 'base64url');
      return keys.some((candidate) => {
        const expected = macWith(candidate, fileKey, expiry);
        return given.length === expected.length && timingSafeEqual(given, expected);
      });
    },
  };
}

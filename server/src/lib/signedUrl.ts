import { secretMac } from './secretMac';

/** How long a download link serves: long enough to click it, short enough not to be kept. */
export const DOWNLOAD_TTL_SECONDS = 5 * 60;

export interface DownloadSigner {
  /** `?exp=&sig=` for a file key and the session it is made for, valid at least DOWNLOAD_TTL_SECONDS. */
  sign(fileKey: string, sessionId: string, nowMs?: number): { exp: number; sig: string };
  /** The expiry sign() gives links made now: it changes once a minute. */
  expiresAt(nowMs?: number): number;
  /** True when sig was made by sign() for this key and session, and exp has not passed. */
  verify(fileKey: string, sessionId: string, exp: unknown, sig: unknown, nowMs?: number): boolean;
}

/**
 * Download links work as plain links (no bearer header), so they carry their own proof: an HMAC
 * of key, session and expiry under a key derived from the server secret. The link names its
 * session (`s`), and serves only in the browser whose session cookie names the same one. Expiry is rounded up to the minute so repeated list calls hand out
 * the same URL.
 */
export function createDownloadSigner(
  secret: string,
  ttlSeconds = DOWNLOAD_TTL_SECONDS,
  previousSecret: string | null = null,
): DownloadSigner {
  const mac = secretMac(secret, 'bridge-to-justice:file-download:v2', previousSecret);
  const data = (fileKey: string, sessionId: string, exp: number) =>
    `${fileKey}.${sessionId}.${exp}`;
  const expiresAt = (nowMs = Date.now()) => Math.ceil((nowMs / 1000 + ttlSeconds) / 60) * 60;
  return {
    expiresAt,
    sign(fileKey, sessionId, nowMs = Date.now()) {
      const exp = expiresAt(nowMs);
      return { exp, sig: mac.sign(data(fileKey, sessionId, exp)).toString('base64url') };
    },
    verify(fileKey, sessionId, exp, sig, nowMs = Date.now()) {
      if (typeof exp !== 'string' || !/^\d{1,12}$/.test(exp) || typeof sig !== 'string')
        return false;
      const expiry = Number(exp);
      const now = nowMs / 1000;
      if (expiry < now || expiry > now + ttlSeconds + 120) return false;
      return mac.verify(data(fileKey, sessionId, expiry), Buffer.from(sig, 'base64url'));
    },
  };
}

import { createHash, randomBytes } from 'node:crypto';

/** A 32-byte random token, URL-safe, for verification and reset links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored; the token itself exists in the e-mail alone. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

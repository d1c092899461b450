import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SecretMac {
  /** The HMAC of `data` under the current secret's key for this purpose. */
  sign(data: string): Buffer;
  /** True when `given` is that HMAC under the current or, during a rotation, the previous secret. */
  verify(data: string, given: Buffer): boolean;
}

/**
 * An HMAC for one purpose (download links, session cookies), under a key derived from the server
 * secret, so that one purpose's proof never passes for another's. While the secret is rotated,
 * proofs made under the previous secret still verify; new ones are only made under the current.
 */
export function secretMac(
  secret: string,
  purpose: string,
  previousSecret: string | null = null,
): SecretMac {
  const keyOf = (from: string) => createHmac('sha256', from).update(purpose).digest();
  const keys = previousSecret ? [keyOf(secret), keyOf(previousSecret)] : [keyOf(secret)];
  const macWith = (key: Buffer, data: string) => createHmac('sha256', key).update(data).digest();
  return {
    sign: (data) => macWith(keys[0]!, data),
    verify: (data, given) =>
      keys.some((key) => {
        const expected = macWith(key, data);
        return given.length === expected.length && timingSafeEqual(given, expected);
      }),
  };
}

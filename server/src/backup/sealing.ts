import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Optional encryption of a backup archive: AES-256-GCM from Node's crypto in chunks (the STREAM
 * construction: each chunk sealed on its own with its number and an end mark in the nonce and the
 * authenticated data), so an archive of any size streams through in bounded memory and any
 * change, reordering, cut or wrong key is refused.
 *
 *   header  = MAGIC (8) | salt (16) | key check (16)
 *   chunk   = length (4, big-endian) | ciphertext (length) | GCM tag (16)
 *
 * Each archive gets its own key, HKDF-SHA256(BACKUP_KEY, salt): nonces (chunk numbers) never
 * repeat under one key. The key check (an HMAC under another derived key) tells a wrong key from
 * a damaged archive before anything is decrypted.
 */
export const SEALED_MAGIC = Buffer.from('BTJBKE01', 'latin1');
const SALT_BYTES = 16;
const CHECK_BYTES = 16;
const TAG_BYTES = 16;
const HEADER_BYTES = SEALED_MAGIC.length + SALT_BYTES + CHECK_BYTES;
/** Plaintext per chunk: the most a reader holds at once. */
export const CHUNK_BYTES = 64 * 1024;

export class BackupKeyError extends Error {}
export class DamagedArchiveError extends Error {}

/** BACKUP_KEY: 32 random bytes as 64 hex digits or base64 (`openssl rand -hex 32`). */
export function parseBackupKey(value: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : Buffer.from(text, 'base64');
  if (key.length !== 32)
    throw new BackupKeyError(
      'BACKUP_KEY must be 32 random bytes as 64 hex digits or base64 (make one with: openssl rand -hex 32)',
    );
  return key;
}

function derive(master: Buffer, salt: Buffer) {
  const keys = Buffer.from(hkdfSync('sha256', master, salt, 'btj backup archive v1', 64));
  const data = keys.subarray(0, 32);
  const check = createHmac('sha256', keys.subarray(32)).update(SEALED_MAGIC).digest();
  return { data, check: check.subarray(0, CHECK_BYTES) };
}

function nonceOf(index: number, final: boolean): Buffer {
  const nonce = Buffer.alloc(12);
  nonce.writeBigUInt64BE(BigInt(index), 0);
  nonce.writeUInt32BE(final ? 1 : 0, 8);
  return nonce;
}

function sealChunk(key: Buffer, header: Buffer, index: number, final: boolean, plain: Buffer) {
  const cipher = createCipheriv('aes-256-gcm', key, nonceOf(index, final));
  cipher.setAAD(header);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length + (final ? 0x8000_0000 : 0), 0);
  return Buffer.concat([length, body, cipher.getAuthTag()]);
}

/** Encrypts a stream: the header, then the data in sealed chunks, the last one marked as last. */
export function sealStream(master: Buffer): Transform {
  const salt = randomBytes(SALT_BYTES);
  const { data, check } = derive(master, salt);
  const header = Buffer.concat([SEALED_MAGIC, salt, check]);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let index = 0;
  let started = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      if (!started) {
        this.push(header);
        started = true;
      }
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes > CHUNK_BYTES) {
        let all = Buffer.concat(pending);
        // The last plaintext chunk stays behind: it is sealed as the final one at the end.
        while (all.length > CHUNK_BYTES) {
          this.push(sealChunk(data, header, index++, false, all.subarray(0, CHUNK_BYTES)));
          all = all.subarray(CHUNK_BYTES);
        }
        pending = [all];
        pendingBytes = all.length;
      }
      done();
    },
    flush(done: TransformCallback) {
      if (!started) this.push(header);
      this.push(sealChunk(data, header, index++, true, Buffer.concat(pending)));
      done();
    },
  });
}

/**
 * Decrypts what sealStream wrote, checking each chunk before it is passed on. A wrong key fails
 * with BackupKeyError at the header; a changed, reordered or cut archive with DamagedArchiveError.
 */
export function openStream(master: Buffer): Transform {
  let buffered: Buffer = Buffer.alloc(0);
  let header: Buffer | null = null;
  let key: Buffer | null = null;
  let index = 0;
  let ended = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      try {
        if (!header) {
          if (buffered.length < HEADER_BYTES) return done();
          header = buffered.subarray(0, HEADER_BYTES);
          if (!header.subarray(0, SEALED_MAGIC.length).equals(SEALED_MAGIC))
            throw new DamagedArchiveError('not an encrypted backup archive');
          const derived = derive(
            master,
            header.subarray(SEALED_MAGIC.length, SEALED_MAGIC.length + SALT_BYTES),
          );
          if (!timingSafeEqual(derived.check, header.subarray(HEADER_BYTES - CHECK_BYTES)))
            throw new BackupKeyError(
              'wrong BACKUP_KEY: this archive was encrypted with another key',
            );
          key = derived.data;
          buffered = buffered.subarray(HEADER_BYTES);
        }
        while (buffered.length >= 4) {
          if (ended) throw new DamagedArchiveError('the archive goes on after its last chunk');
          const word = buffered.readUInt32BE(0);
          const final = (word & 0x8000_0000) !== 0;
          const length = word & 0x7fff_ffff;
          if (length > CHUNK_BYTES)
            throw new DamagedArchiveError('a chunk of the archive is damaged');
          if (buffered.length < 4 + length + TAG_BYTES) break;
          const decipher = createDecipheriv('aes-256-gcm', key as Buffer, nonceOf(index++, final));
          decipher.setAAD(header);
          decipher.setAuthTag(buffered.subarray(4 + length, 4 + length + TAG_BYTES));
          let plain: Buffer;
          try {
            plain = Buffer.concat([
              decipher.update(buffered.subarray(4, 4 + length)),
              decipher.final(),
            ]);
          } catch {
            throw new DamagedArchiveError(`chunk ${index} of the archive fails its authentication`);
          }
          buffered = buffered.subarray(4 + length + TAG_BYTES);
          if (final) ended = true;
          this.push(plain);
        }
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      if (!ended || buffered.length)
        return done(new DamagedArchiveError('the archive is cut short (truncated)'));
      done();
    },
  });
}

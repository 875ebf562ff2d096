import { createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { NONCE_BYTES, open as openGcm, seal as sealGcm, TAG_BYTES } from '../lib/aes-gcm';
import { BackupRefusal } from './backup-refusal';

/** The first bytes of an encrypted archive (a plain one starts with gzip's 1f 8b). */
export const ENCRYPTED_MAGIC = Buffer.from('MWBKAES1');
const SALT_BYTES = 16;
const CHECK_BYTES = 16;
const HEADER_BYTES = ENCRYPTED_MAGIC.length + SALT_BYTES + CHECK_BYTES;
/** Plaintext per segment: each is sealed on its own, so nothing is released before it is authenticated. */
const SEGMENT_BYTES = 64 * 1024;
/** scrypt cost: about 0.1 s and 32 MB once per archive, so a guessed key costs as much. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

interface Keys {
  encryption: Buffer;
  check: Buffer;
}

/** A fresh salt per archive gives each archive its own key, so segment counters can serve as nonces. */
function deriveKeys(secret: string, salt: Buffer): Keys {
  const bytes = scryptSync(secret, salt, 64, SCRYPT);
  const check = createHmac('sha256', bytes.subarray(32)).update('mwangaza backup key check').digest();
  return { encryption: bytes.subarray(0, 32), check: check.subarray(0, CHECK_BYTES) };
}

/** Segment counter and a last-segment flag: a reordered, dropped or cut segment fails to authenticate. */
function nonce(counter: number, last: boolean): Buffer {
  const value = Buffer.alloc(NONCE_BYTES);
  value.writeUIntBE(counter, 5, 6);
  value[11] = last ? 1 : 0;
  return value;
}

function seal(keys: Keys, header: Buffer, counter: number, plain: Buffer, last: boolean): Buffer {
  const { ciphertext, tag } = sealGcm(keys.encryption, nonce(counter, last), plain, header);
  return Buffer.concat([ciphertext, tag]);
}

function open(keys: Keys, header: Buffer, counter: number, sealed: Buffer, last: boolean): Buffer {
  const ciphertext = sealed.subarray(0, sealed.length - TAG_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  try {
    return openGcm(keys.encryption, nonce(counter, last), { ciphertext, tag }, header);
  } catch {
    throw new BackupRefusal(
      'the archive is damaged, cut short or was altered: its encrypted data does not authenticate',
    );
  }
}

/**
 * Authenticated encryption of a whole archive stream (AES-256-GCM, as the API seals authenticator keys):
 * a header (magic, salt, key check), then 64 KiB segments each sealed with its own tag, the last one
 * flagged. The header is authenticated with every segment.
 */
export function encryptStream(secret: string): Transform {
  const salt = randomBytes(SALT_BYTES);
  const keys = deriveKeys(secret, salt);
  const header = Buffer.concat([ENCRYPTED_MAGIC, salt, keys.check]);
  let pieces: Buffer[] = [];
  let buffered = 0;
  let counter = 0;
  return new Transform({
    construct(callback) {
      this.push(header);
      callback();
    },
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      pieces.push(chunk);
      buffered += chunk.length;
      // Strictly more than a segment: the last one (possibly empty) is sealed in flush, flagged.
      if (buffered > SEGMENT_BYTES) {
        let pending = Buffer.concat(pieces, buffered);
        while (pending.length > SEGMENT_BYTES) {
          this.push(seal(keys, header, counter++, pending.subarray(0, SEGMENT_BYTES), false));
          pending = pending.subarray(SEGMENT_BYTES);
        }
        pieces = [pending];
        buffered = pending.length;
      }
      callback();
    },
    flush(callback: TransformCallback) {
      this.push(seal(keys, header, counter++, Buffer.concat(pieces, buffered), true));
      callback();
    },
  });
}

/**
 * The inverse of encryptStream. A wrong key is told apart from damage by the header's key check; a
 * segment that does not authenticate, a missing last segment or bytes after it fail the stream.
 */
export function decryptStream(secret: string): Transform {
  let header: Buffer | undefined;
  let keys: Keys | undefined;
  let pending = Buffer.alloc(0);
  let counter = 0;
  const sealedBytes = SEGMENT_BYTES + TAG_BYTES;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      try {
        pending = Buffer.concat([pending, chunk]);
        if (!header) {
          if (pending.length < HEADER_BYTES) return callback();
          header = pending.subarray(0, HEADER_BYTES);
          pending = pending.subarray(HEADER_BYTES);
          if (!header.subarray(0, ENCRYPTED_MAGIC.length).equals(ENCRYPTED_MAGIC))
            throw new BackupRefusal('the file is not an encrypted backup archive');
          keys = deriveKeys(
            secret,
            header.subarray(ENCRYPTED_MAGIC.length, ENCRYPTED_MAGIC.length + SALT_BYTES),
          );
          if (!timingSafeEqual(keys.check, header.subarray(HEADER_BYTES - CHECK_BYTES)))
            throw new BackupRefusal(
              'BACKUP_KEY does not open this archive: it was encrypted with another key',
            );
        }
        // Keep the latest segment back until more follows: only the last one may carry the flag.
        while (pending.length > sealedBytes) {
          this.push(open(keys!, header, counter++, pending.subarray(0, sealedBytes), false));
          pending = pending.subarray(sealedBytes);
        }
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback: TransformCallback) {
      try {
        if (!header || pending.length < TAG_BYTES) throw new BackupRefusal('the archive is cut short');
        this.push(open(keys!, header, counter++, pending, true));
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
}

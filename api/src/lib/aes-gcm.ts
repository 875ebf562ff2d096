import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** AES-256-GCM's nonce and tag sizes (the sizes GCM is made for). */
export const NONCE_BYTES = 12;
export const TAG_BYTES = 16;

interface Sealed {
  ciphertext: Buffer;
  tag: Buffer;
}

/**
 * AES-256-GCM with a 32-byte key: the one seal every encrypted value in the API uses. `aad` is
 * authenticated with the ciphertext but not encrypted. The nonce must never repeat under one key.
 */
export function seal(key: Buffer, nonce: Buffer, plain: Buffer | string, aad?: Buffer): Sealed {
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  if (aad) cipher.setAAD(aad);
  const ciphertext = Buffer.concat([
    typeof plain === 'string' ? cipher.update(plain, 'utf8') : cipher.update(plain),
    cipher.final(),
  ]);
  return { ciphertext, tag: cipher.getAuthTag() };
}

/** The inverse of seal; throws when the key is wrong or anything sealed was altered. */
export function open(key: Buffer, nonce: Buffer, sealed: Sealed, aad?: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  if (aad) decipher.setAAD(aad);
  decipher.setAuthTag(sealed.tag);
  return Buffer.concat([decipher.update(sealed.ciphertext), decipher.final()]);
}

/** Sealed with a random nonce, kept as `nonce | tag | ciphertext` in one buffer (small stored secrets). */
export function sealWithRandomNonce(key: Buffer, plain: string): Buffer {
  const nonce = randomBytes(NONCE_BYTES);
  const { ciphertext, tag } = seal(key, nonce, plain);
  return Buffer.concat([nonce, tag, ciphertext]);
}

/** The text in a `nonce | tag | ciphertext` buffer made by sealWithRandomNonce; throws when altered. */
export function openWithNonce(key: Buffer, raw: Buffer): string {
  const nonce = raw.subarray(0, NONCE_BYTES);
  const tag = raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES);
  return open(key, nonce, { ciphertext: raw.subarray(NONCE_BYTES + TAG_BYTES), tag }).toString('utf8');
}

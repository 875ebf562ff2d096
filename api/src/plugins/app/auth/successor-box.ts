import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { TokenPair } from '@mwangaza/shared/schemas';

/**
 * The pair a refresh token was rotated into, sealed with a key derived from that refresh token (AES-256-GCM).
 * Only whoever holds the old token can open it, so the database never holds a usable token in clear.
 */
function keyFor(refreshToken: string): Buffer {
  return createHmac('sha256', refreshToken).update('mwangaza refresh grace').digest();
}

export function sealSuccessor(refreshToken: string, pair: TokenPair): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function openSuccessor(refreshToken: string, sealed: string): TokenPair | undefined {
  try {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', keyFor(refreshToken), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    const pair = JSON.parse(text) as TokenPair;
    return typeof pair.accessToken === 'string' && typeof pair.refreshToken === 'string' ? pair : undefined;
  } catch {
    return undefined;
  }
}

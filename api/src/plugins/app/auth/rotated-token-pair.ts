import { createHmac } from 'node:crypto';
import type { TokenPair } from '@mwangaza/shared/schemas';
import { openWithNonce, sealWithRandomNonce } from '../../../lib/aes-gcm';

/**
 * The pair a refresh token was rotated into, sealed with a key derived from that refresh token (AES-256-GCM).
 * Only whoever holds the old token can open it, so the database never holds a usable token in clear.
 */
function keyFor(refreshToken: string): Buffer {
  return createHmac('sha256', refreshToken).update('mwangaza refresh grace').digest();
}

export function sealRotatedPair(refreshToken: string, pair: TokenPair): string {
  return sealWithRandomNonce(keyFor(refreshToken), JSON.stringify(pair)).toString('base64');
}

export function openRotatedPair(refreshToken: string, sealed: string): TokenPair | undefined {
  try {
    const pair = JSON.parse(openWithNonce(keyFor(refreshToken), Buffer.from(sealed, 'base64'))) as TokenPair;
    return typeof pair.accessToken === 'string' && typeof pair.refreshToken === 'string' ? pair : undefined;
  } catch {
    return undefined;
  }
}

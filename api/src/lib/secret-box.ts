import { createHash, hkdfSync } from 'node:crypto';
import { openWithNonce, sealWithRandomNonce } from './aes-gcm';

const PREFIX = 'sealed:v1:';

interface Key {
  id: string;
  bytes: Buffer;
}

/** A 256-bit key from an operator's secret (any length, checked for strength by config.ts). */
function deriveKey(secret: string, purpose: string): Key {
  const bytes = Buffer.from(hkdfSync('sha256', secret, 'mwangaza-analytics', purpose, 32));
  // Names the key in each sealed value so a rotated one is found; a hash of the key, never the key.
  const id = createHash('sha256').update(bytes).digest('base64url').slice(0, 8);
  return { id, bytes };
}

/**
 * Small secrets the server must read back (an authenticator key, unlike a password, cannot be hashed),
 * stored sealed with AES-256-GCM: a copy of the database alone does not give them away, and a changed
 * value does not open. Values read as `sealed:v1:<key id>:<iv|tag|ciphertext, base64url>`. Keys rotate:
 * the current key seals, the previous ones still open, and `needsResealing` finds what to seal again.
 */
export class SecretBox {
  private readonly current: Key;
  private readonly keys: Map<string, Key>;

  constructor(secret: string, previousSecrets: string[], purpose: string) {
    this.current = deriveKey(secret, purpose);
    this.keys = new Map(
      [this.current, ...previousSecrets.map((s) => deriveKey(s, purpose))].map((key) => [key.id, key]),
    );
  }

  seal(plain: string): string {
    const sealed = sealWithRandomNonce(this.current.bytes, plain).toString('base64url');
    return `${PREFIX}${this.current.id}:${sealed}`;
  }

  /**
   * The plain value. A value stored before sealing existed comes back as it is (startup seals those);
   * one sealed with an unknown key, or altered, throws.
   */
  open(stored: string): string {
    if (!stored.startsWith(PREFIX)) return stored;
    const [keyId = '', payload = ''] = stored.slice(PREFIX.length).split(':');
    const key = this.keys.get(keyId);
    if (!key)
      throw new Error(
        `sealed with an unknown key (${keyId}): is a previous key missing from the configuration?`,
      );
    return openWithNonce(key.bytes, Buffer.from(payload, 'base64url'));
  }

  /** True for a value stored in clear or sealed with a previous key. */
  needsResealing(stored: string): boolean {
    return !stored.startsWith(`${PREFIX}${this.current.id}:`);
  }
}

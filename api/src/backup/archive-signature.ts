import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { BackupRefusal } from './backup-refusal';

/**
 * A plain archive (no BACKUP_KEY) is authenticated: its last entry, `manifest.hmac`, is an HMAC-SHA256 of
 * `manifest.json`, which lists every other entry's SHA-256, size and count, under a key derived from
 * TWO_FACTOR_KEY, the API's key for what it keeps sealed (which a restore needs anyway, or the authenticator
 * keys and the waiting e-mails would not open). So an archive someone made up or altered, however
 * self-consistent, is refused. An encrypted archive is authenticated by AES-GCM under BACKUP_KEY instead.
 */
export const SIGNATURE_FILE = 'manifest.hmac';
const ALGORITHM = 'HMAC-SHA256';

const macKey = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'mwangaza-analytics', 'backup archive manifest', 32));
const macOf = (manifest: Buffer, secret: string) =>
  createHmac('sha256', macKey(secret)).update(manifest).digest();

/** The `manifest.hmac` entry of a plain archive whose manifest is `manifest`. */
export function signatureEntry(manifest: Buffer, secret: string): Buffer {
  return Buffer.from(
    `${JSON.stringify({ algorithm: ALGORITHM, mac: macOf(manifest, secret).toString('hex') })}\n`,
  );
}

/** Checks a plain archive's signature against each key the API knows (the current one, then previous ones). */
export function checkSignature(
  manifest: Buffer,
  signature: Buffer | undefined,
  secrets: readonly string[],
  acceptUnauthenticated: boolean,
): void {
  if (!signature) {
    if (acceptUnauthenticated) return;
    throw new BackupRefusal(
      `the archive is not authenticated (no ${SIGNATURE_FILE}): it was altered, or made before plain archives were; ` +
        'restore it with --accept-unauthenticated only if you know where it comes from',
    );
  }
  let mac: Buffer;
  try {
    const parsed = JSON.parse(signature.toString('utf8')) as { algorithm?: unknown; mac?: unknown };
    if (parsed.algorithm !== ALGORITHM || typeof parsed.mac !== 'string') throw new Error('unknown');
    mac = Buffer.from(parsed.mac, 'hex');
  } catch {
    throw new BackupRefusal(`the archive's ${SIGNATURE_FILE} is not readable (the archive is damaged)`);
  }
  const matches = secrets.some((secret) => {
    const expected = macOf(manifest, secret);
    return expected.length === mac.length && timingSafeEqual(expected, mac);
  });
  if (!matches)
    throw new BackupRefusal(
      'the archive does not authenticate with TWO_FACTOR_KEY (or TWO_FACTOR_PREVIOUS_KEYS): it was altered, or made by an API with another key',
    );
}

import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { RECOVERY_CODE_COUNT } from '@mwangaza/shared/schemas';

const ISSUER = 'Mwangaza Analytics';
const PERIOD_SECONDS = 30;
/** One step either side: the phone's clock may be up to 30 seconds off. */
const DRIFT_STEPS = 1;

/** A new authenticator key (160 bits, as RFC 4226 recommends), base32 as apps expect it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What the QR code holds: `otpauth://totp/Mwangaza%20Analytics:amina@…?secret=…&issuer=…`. */
export function otpauthUrl(secret: string, accountEmail: string): string {
  return new TOTP({
    issuer: ISSUER,
    label: accountEmail,
    secret: Secret.fromBase32(secret),
    period: PERIOD_SECONDS,
  }).toString();
}

/** The time step a code belongs to (now, or one step either side), or null when it matches none. */
export function matchStep(secret: string, code: string, nowMs: number): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    period: PERIOD_SECONDS,
    timestamp: nowMs,
    window: DRIFT_STEPS,
  });
  return delta === null ? null : TOTP.counter({ period: PERIOD_SECONDS, timestamp: nowMs }) + delta;
}

// Letters and digits that cannot be mistaken for one another when read aloud or copied by hand.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten recovery codes like `k7m2p-x9qrt` (about 49 bits each: hashed with SHA-256, they are not guessable). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A typed recovery code in the stored form: lower case, with its dash. */
export function normalizeRecoveryCode(code: string): string {
  const plain = code.trim().toLowerCase().replace('-', '');
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

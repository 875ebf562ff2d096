import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function options(cost: number, r: number, p: number): ScryptOptions {
  const N = 2 ** cost;
  // scrypt needs 128 * N * r bytes; Node's default ceiling (32 MB) is too low for N = 2^15.
  return { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
}

/**
 * Node's built-in scrypt: a slow, memory-hard hash that needs no native build.
 * Stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` so the cost can change without breaking old hashes.
 */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly cost: number) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await scrypt(password, salt, KEY_LENGTH, options(this.cost, BLOCK_SIZE, PARALLELISM));
    return ['scrypt', this.cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, cost, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !cost || !r || !p || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64');
    const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, options(Number(cost), Number(r), Number(p)));
    return key.length === expected.length && timingSafeEqual(key, expected);
  }

  /** Spends the same time as a real check, so an unknown e-mail cannot be told apart by timing. */
  async verifyDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(password, await this.dummyHash);
    return false;
  }
}

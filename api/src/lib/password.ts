import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;
// OWASP Password Storage Cheat Sheet: scrypt with r = 8 and one of N = 2^17, p = 1 (128 MiB per hash) or the
// equivalent N = 2^15, p = 3 (32 MiB). The second keeps four sign-ins at once (libuv's thread pool) within 128 MiB
// instead of 512 on a small machine; Node runs the p passes one after another, reusing the memory.
const BLOCK_SIZE = 8;
const PARALLELISM = 3;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function options(cost: number, r: number, p: number): ScryptOptions {
  const N = 2 ** cost;
  // scrypt needs 128 * N * r bytes (32 MiB at N = 2^15); Node's default ceiling (32 MB) is just too low.
  return { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
}

interface Parsed {
  cost: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string): Parsed | undefined {
  const [scheme, cost, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !r || !p || !salt || !hash) return undefined;
  return {
    cost: Number(cost),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64'),
    hash: Buffer.from(hash, 'base64'),
  };
}

/**
 * Node's built-in scrypt: a slow, memory-hard hash that needs no native build.
 * Stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>` so the cost can change without breaking old hashes:
 * `needsRehash` tells the sign-in to store a fresh hash at today's cost.
 */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  constructor(private readonly cost: number) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await scrypt(password, salt, KEY_LENGTH, options(this.cost, BLOCK_SIZE, PARALLELISM));
    return [
      'scrypt',
      this.cost,
      BLOCK_SIZE,
      PARALLELISM,
      salt.toString('base64'),
      key.toString('base64'),
    ].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const parsed = parse(stored);
    if (!parsed) return false;
    const key = await scrypt(
      password,
      parsed.salt,
      parsed.hash.length,
      options(parsed.cost, parsed.r, parsed.p),
    );
    return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
  }

  /** True when a stored hash is weaker than what this hasher would make today. */
  needsRehash(stored: string): boolean {
    const parsed = parse(stored);
    return !parsed || parsed.cost < this.cost || parsed.r < BLOCK_SIZE || parsed.p < PARALLELISM;
  }

  /** Spends the same time as a real check, so an unknown e-mail cannot be told apart by timing. */
  async verifyDummy(password: string): Promise<false> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('hex'));
    await this.verify(password, await this.dummyHash);
    return false;
  }
}

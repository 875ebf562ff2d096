import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A new content id: 7 random base-36 characters from the CSPRNG: short in URLs, unguessable. */
export function newId(length = 7): string {
  let id = '';
  for (let i = 0; i < length; i++) id += ALPHABET[randomInt(36)];
  return id;
}

/** MongoDB duplicate-key error (unique index), from any driver version. */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000;
}

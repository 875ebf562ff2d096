import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isContentHashed } from '../cache-policy';
import { ENCODED_SUFFIX } from './precompress';

/** Types of the content-hashed files a build emits; anything else is left to @fastify/static. */
const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};

export interface MemoryAsset {
  type: string;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

async function readIfPresent(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch {
    return undefined;
  }
}

async function* hashedFiles(root: string, dir = root): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* hashedFiles(root, full);
    else if (entry.isFile() && !ENCODED_SUFFIX.test(entry.name) && isContentHashed(entry.name)) yield full;
  }
}

/**
 * Content-hashed files never change under their name, so they are held in memory with the compressed forms
 * written beside them (precompress.ts), keyed by URL path: a spike on a popular script costs no file system
 * work per request. Up to `maxBytes` in all; files beyond it are served from disk as usual.
 */
export async function loadHashedAssets(
  root: string,
  maxBytes = 64 * 1024 * 1024,
): Promise<Map<string, MemoryAsset>> {
  const assets = new Map<string, MemoryAsset>();
  let total = 0;
  for await (const file of hashedFiles(root)) {
    const type = TYPES[path.extname(file).toLowerCase()];
    if (!type) continue;
    const identity = await fs.readFile(file);
    const [br, gzip] = await Promise.all([readIfPresent(`${file}.br`), readIfPresent(`${file}.gz`)]);
    const size = identity.length + (br?.length ?? 0) + (gzip?.length ?? 0);
    if (total + size > maxBytes) continue;
    total += size;
    const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
    const urlPath = `/${path.relative(root, file).split(path.sep).map(encodeURIComponent).join('/')}`;
    assets.set(urlPath, { type, etag, identity, br, gzip });
  }
  return assets;
}

import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing (source maps are for developers and are left alone). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|ico)$/i;
/** Below this the headers outweigh the saving (the same threshold the on-the-fly compression uses). */
const MIN_BYTES = 1024;

export const ENCODED_SUFFIX = /\.(br|gz)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

async function isFresh(encoded: string, sourceMtimeMs: number): Promise<boolean> {
  try {
    return (await fs.stat(encoded)).mtimeMs >= sourceMtimeMs;
  } catch {
    return false;
  }
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible built file that lacks
 * a fresh one, so @fastify/static (`preCompressed`) sends them as they are instead of compressing each
 * request. Runs once per start and skips files done before; the zlib work runs off the event loop.
 * Returns how many files were compressed; an unwritable folder only means compressing on the fly.
 */
export async function precompress(root: string): Promise<number> {
  let count = 0;
  for await (const file of files(root)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const stat = await fs.stat(file);
    if (stat.size < MIN_BYTES) continue;
    const [brFresh, gzFresh] = await Promise.all([
      isFresh(`${file}.br`, stat.mtimeMs),
      isFresh(`${file}.gz`, stat.mtimeMs),
    ]);
    if (brFresh && gzFresh) continue;
    const body = await fs.readFile(file);
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    // Written under a temporary name first: a request never sees half a file.
    await Promise.all([writeAtomically(`${file}.br`, br), writeAtomically(`${file}.gz`, gz)]);
    count++;
  }
  return count;
}

async function writeAtomically(target: string, data: Buffer): Promise<void> {
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, target);
}

/**
 * How long browsers may keep each file. Files whose names carry a content hash never change, so they are
 * cached for a year; everything else (HTML, remoteEntry.js, runtime-config.js, copied public files) is
 * revalidated on every use, so a new release is picked up at once.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

// webpack's [contenthash] (hex, 8+ characters) just before the extension: main.3f9a0c1b2d4e5f60.js
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

export function isContentHashed(filePath: string): boolean {
  // A precompressed copy (main.3f9a0c1b.js.br) is cached like the file it was made from.
  const name = (filePath.split(/[\\/]/).pop() ?? '').replace(/\.(br|gz)$/, '');
  return HASHED_NAME.test(name);
}

export function cacheControlFor(filePath: string): string {
  return isContentHashed(filePath) ? IMMUTABLE : REVALIDATE;
}

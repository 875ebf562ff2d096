import type { MediaSourceFormat } from '@mwangaza/shared/schemas';

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/** AVIF is an ISO-BMFF file whose `ftyp` box names `avif`/`avis` as major or compatible brand (HEIC does not). */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  for (let offset = 8; offset + 4 <= boxSize; offset += 4) {
    if (offset === 12) continue; // minor version, not a brand
    const brand = ascii(bytes, offset, offset + 4);
    if (brand === 'avif' || brand === 'avis') return true;
  }
  return false;
}

/**
 * The image type from the file's first bytes, whatever its name or declared type says: only the four
 * raster formats the library accepts; SVG (scriptable), GIF, HEIC, TIFF and anything else give undefined.
 */
export function sniffImageType(bytes: Buffer): MediaSourceFormat | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  return undefined;
}

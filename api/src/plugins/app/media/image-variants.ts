import { createHash } from 'node:crypto';
import type sharp from 'sharp';
import { MEDIA_WIDTHS, type MediaSourceFormat, type MediaVariantFormat } from '@mwangaza/shared/schemas';
import { HttpError } from '../../../lib/http-error';

let sharpModule: Promise<typeof sharp> | undefined;
/** sharp (libvips and its threads, about 20 MB resident) is loaded for the first picture, not at start. */
export function loadSharp(): Promise<typeof sharp> {
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
}

export interface EncodedVariant {
  format: MediaVariantFormat;
  width: number;
  height: number;
  /** `<width>w-<sha256 prefix>.<ext>`: a new content gets a new name, so the URL can be cached forever. */
  file: string;
  data: Buffer;
}

export interface ProcessedImage {
  width: number;
  height: number;
  variants: EncodedVariant[];
  /** The variant used where one URL is needed (an `image` field, link previews): the upload's own format. */
  fallback: EncodedVariant;
}

/** A decompression bomb (a small file of huge dimensions) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 50_000_000;
const EXTENSIONS: Record<MediaVariantFormat, string> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
};
export const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
};

const UNREADABLE = 'The file could not be read as an image: it may be damaged or incomplete';
const TOP_WIDTH: number = Math.max(...MEDIA_WIDTHS);

/** The widths to make: the standard ones narrower than the original, and the original (capped), never wider. */
export function targetWidths(originalWidth: number): number[] {
  const top = Math.min(originalWidth, TOP_WIDTH);
  return [...MEDIA_WIDTHS.filter((width) => width < top), top];
}

function encoder(format: MediaVariantFormat, image: sharp.Sharp): sharp.Sharp {
  // Effort is lowered from the defaults: uploads are encoded while the editor waits, on a small machine.
  switch (format) {
    case 'avif':
      return image.avif({ quality: 55, effort: 2 });
    case 'webp':
      return image.webp({ quality: 78, effort: 3 });
    case 'jpeg':
      return image.jpeg({ quality: 82, mozjpeg: true });
    case 'png':
      return image.png({ compressionLevel: 9 });
  }
}

async function encode(source: Buffer, format: MediaVariantFormat, width: number): Promise<EncodedVariant> {
  // sharp writes no metadata unless asked (keepMetadata/withMetadata): EXIF (GPS included), XMP and IPTC are
  // dropped; rotate() first applies the EXIF orientation, which would otherwise be lost with the EXIF.
  const sharpOf = await loadSharp();
  const { data, info } = await encoder(
    format,
    sharpOf(source, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true }),
  ).toBuffer({ resolveWithObject: true });
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
  return {
    format,
    width: info.width,
    height: info.height,
    file: `${info.width}w-${hash}.${EXTENSIONS[format]}`,
    data,
  };
}

/** Decodes the upload once to check it, then makes the AVIF/WebP widths and the full-size fallback. */
export async function processImage(source: Buffer, format: MediaSourceFormat): Promise<ProcessedImage> {
  let width: number;
  let height: number;
  try {
    const sharpOf = await loadSharp();
    const meta = await sharpOf(source, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    // Orientations 5-8 turn the picture a quarter: the displayed size swaps width and height.
    const turned = (meta.orientation ?? 1) >= 5;
    width = turned ? meta.height : meta.width;
    height = turned ? meta.width : meta.height;
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new HttpError(413, `Image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
    }
    throw new HttpError(422, UNREADABLE);
  }
  if (width * height > MAX_INPUT_PIXELS) {
    throw new HttpError(413, `Image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`);
  }

  const widths = targetWidths(width);
  const top = Math.max(...widths);
  const variants: EncodedVariant[] = [];
  let fallback: EncodedVariant | undefined;
  try {
    // One at a time: libvips already uses every core for each encode, and memory stays bounded.
    for (const target of widths) {
      variants.push(await encode(source, 'avif', target));
      variants.push(await encode(source, 'webp', target));
    }
    fallback = variants.find((v) => v.format === format && v.width === top);
    if (!fallback) {
      fallback = await encode(source, format, top);
      variants.push(fallback);
    }
  } catch {
    // A header that reads well over pixel data that does not (a truncated or damaged file).
    throw new HttpError(422, UNREADABLE);
  }
  // The largest size served is the image's size as far as pages are concerned (width/height attributes).
  return { width: fallback.width, height: fallback.height, variants, fallback };
}

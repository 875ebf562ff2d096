import type { MediaImage, MediaVariant } from '@mwangaza/shared';
import STATIC_IMAGES from './static-images.json';

/** One `<source>` of a `<picture>`, and the preload that fetches the same file. */
export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  /** `url <width>w` candidates. */
  srcSet: string;
  /** How wide the image is shown (see image-sizes.ts). */
  sizes: string;
  /** Art direction: the viewports this source is meant for. */
  media?: string;
}

/** What a `<picture>` needs: its sources, best format first, and the picture's intrinsic size. */
export interface ImageSet {
  sources: ImageSource[];
  width: number;
  height: number;
}

// AVIF first: the browser takes the first <source> whose type it decodes.
const FORMATS = [
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
] as const;

interface StaticImage {
  width: number;
  height: number;
  widths: readonly number[];
}

/** The site's own artwork that has variants, keyed by path without extension (made by generate-images.mjs). */
const staticImages: Record<string, StaticImage | undefined> = STATIC_IMAGES;

/**
 * The variants of one of the site's own images ('/images/services/x.webp' → x-400w.avif, x-400w.webp, …),
 * or null for any other URL (an editor's https: image, a missing file) which is shown as it is.
 */
export function staticImageSet(src: string, sizes: string, media?: string): ImageSet | null {
  const base = src.replace(/\.(webp|avif)$/, '');
  const image = staticImages[base];
  if (!image) return null;
  const sources = FORMATS.map(([extension, type]) => ({
    type,
    srcSet: image.widths.map((width) => `${base}-${width}w.${extension} ${width}w`).join(', '),
    sizes,
    ...(media ? { media } : {}),
  }));
  return { sources, width: image.width, height: image.height };
}

/** The media library's variants of an uploaded image (the API's `imageMedia`). */
export function libraryImageSet(image: MediaImage, sizes: string): ImageSet {
  const candidates = (format: MediaVariant['format']) =>
    image.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', ');
  const sources = FORMATS.map(([format, type]) => ({ type, srcSet: candidates(format), sizes })).filter(
    (source) => source.srcSet !== '',
  );
  return { sources, width: image.width, height: image.height };
}

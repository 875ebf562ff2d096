import { micromark } from 'micromark';
import { mediaIdFromUrl } from '../schemas/constants';
import type { MediaImage } from '../schemas/media';

/**
 * Images in Markdown (`![alt](/api/media/<id>/<file>)`), where a text allows them (an insight's body): only
 * the media library's, each with its alt text. They are found in micromark's own output, so what is checked
 * on save is exactly what a page renders (an image inside a code span is text, a reference image counts).
 */

/** micromark's image tag: `<img src="…" alt="…" />`, with ` title="…"` when the Markdown gives one. */
export const IMAGE_TAG = /<img src="([^"]*)" alt="([^"]*)"(?: title="[^"]*")? \/>/g;

const ENTITIES: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>' };
const decode = (html: string) =>
  html.replace(/&(?:quot|amp|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

export interface MarkdownImage {
  /** As written (micromark drops javascript: and other unsafe addresses: then empty). */
  src: string;
  alt: string;
}

/** Every image of a Markdown text, in order. */
export function findMarkdownImages(text: string): MarkdownImage[] {
  if (!text.includes('![')) return [];
  return [...micromark(text).matchAll(IMAGE_TAG)].map((match) => ({
    src: decode(match[1] ?? ''),
    alt: decode(match[2] ?? ''),
  }));
}

export const MARKDOWN_IMAGE_MESSAGES = {
  notFromLibrary: (src: string) =>
    `The image “${src || 'with an unsafe address'}” is not from the media library: upload it there and insert it with the Image button`,
  altRequired: (src: string) =>
    `Image “${src}” needs alt text: describe what it shows between the brackets, ![like this](${src})`,
  missing: (src: string) =>
    `The image “${src}” is no longer in the media library: insert another one with the Image button`,
} as const;

/** The first image that may not be published (not from the library, or without alt text), in words; else undefined. */
export function markdownImageProblem(text: string): string | undefined {
  for (const image of findMarkdownImages(text)) {
    if (!mediaIdFromUrl(image.src)) return MARKDOWN_IMAGE_MESSAGES.notFromLibrary(image.src);
    if (!image.alt.trim()) return MARKDOWN_IMAGE_MESSAGES.altRequired(image.src);
  }
  return undefined;
}

/** The media library ids a Markdown text shows, each once. */
export function markdownMediaIds(text: string): string[] {
  const ids = findMarkdownImages(text).map((image) => mediaIdFromUrl(image.src));
  return [...new Set(ids.filter((id): id is string => Boolean(id)))];
}

/** How wide an inline image is shown by default: the reading column (about 720 px), the screen on phones. */
export const INLINE_IMAGE_SIZES = '(min-width: 800px) 716px, calc(100vw - 2rem)';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const FORMATS = [
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
] as const;

export interface InlineImageOptions {
  /** The library's details of the images the text shows (the API's `bodyMedia`). */
  media: readonly MediaImage[];
  /** Where image URLs are made absolute (feeds); site-relative otherwise. */
  imageOrigin?: string;
  sizes?: string;
}

/**
 * One image of rendered Markdown (micromark's tag, its values already escaped): a library image becomes a
 * responsive <picture> (AVIF and WebP widths, its size against layout shift, loaded lazily); any other image
 * is never shown, only its alt text.
 */
export function renderInlineImage(src: string, alt: string, options: InlineImageOptions): string {
  const id = mediaIdFromUrl(decode(src));
  if (!id) return alt;
  const url = (path: string) => attribute(`${options.imageOrigin ?? ''}${path}`);
  const media = options.media.find((candidate) => candidate.id === id);
  const lazy = 'loading="lazy" decoding="async"';
  if (!media) return `<img src="${url(decode(src))}" alt="${alt}" ${lazy}>`;
  const sizes = attribute(options.sizes ?? INLINE_IMAGE_SIZES);
  const sources = FORMATS.map(([format, type]) => {
    const candidates = media.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${url(variant.url)} ${variant.width}w`)
      .join(', ');
    return candidates ? `<source type="${type}" srcset="${candidates}" sizes="${sizes}">` : '';
  }).join('');
  const size = `width="${media.width}" height="${media.height}"`;
  return `<picture>${sources}<img src="${url(decode(src))}" alt="${alt}" ${size} ${lazy}></picture>`;
}

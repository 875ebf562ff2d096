import { useState, type ImgHTMLAttributes } from 'react';
import type { MediaImage } from '@mwangaza/shared';
import { libraryImageSet, staticImageSet } from './image-sources';
import { CARD_SIZES } from './image-sizes';
import { ResponsiveImage } from './responsive-image';

export const DEFAULT_CASE_STUDY_IMAGE = '/images/case-studies/default.webp';

export interface ContentImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'srcSet' | 'sizes'
> {
  src: string | undefined;
  /**
   * Tried in turn when `src` is empty or fails to load (an editor's typo must not leave a broken image):
   * e.g. the site's own artwork for this id, then a generic image.
   */
  fallback: string | readonly string[];
  alt: string;
  /** The image's own size, for its box before it loads: the site's content pictures are 800×500 (8:5). */
  width?: number;
  height?: number;
  /** The page's LCP image (see ResponsiveImage); everything else loads lazily. */
  priority?: boolean;
  /** The library's variants of `src` (the API's `imageMedia`); its own size and alt text replace the defaults. */
  media?: MediaImage;
  /** How wide the image is shown (image-sizes.ts), for the browser to choose a variant. */
  sizes?: string;
}

/**
 * An image from editable content: fixed dimensions (no layout shift), lazy by default, with fallbacks. An image
 * from the media library, or one of the site's own pictures, comes in AVIF and WebP at several widths.
 */
export function ContentImage({
  src,
  fallback,
  alt,
  width = 800,
  height = 500,
  priority = false,
  media,
  sizes = CARD_SIZES,
  ...rest
}: ContentImageProps) {
  const candidates = [src?.trim(), ...(typeof fallback === 'string' ? [fallback] : fallback)].filter(
    (url, index, all): url is string => Boolean(url) && all.indexOf(url) === index,
  );
  const key = candidates.join('|');
  const [failed, setFailed] = useState<{ key: string; count: number }>({ key, count: 0 });
  const attempt = failed.key === key ? failed.count : 0;
  const current = candidates[Math.min(attempt, candidates.length - 1)] ?? '';
  const onError = () => {
    if (attempt < candidates.length - 1) setFailed({ key, count: attempt + 1 });
  };

  // A library image that fails to load falls back to the candidates after it.
  const library = media && attempt === 0 && current === src?.trim() ? media : undefined;
  const set = library ? libraryImageSet(library, sizes) : staticImageSet(current, sizes);
  return (
    <ResponsiveImage
      {...rest}
      src={current}
      alt={library?.alt ?? alt}
      width={set?.width ?? width}
      height={set?.height ?? height}
      sources={set?.sources ?? []}
      priority={priority}
      onError={onError}
    />
  );
}

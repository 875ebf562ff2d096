import { useState, type ImgHTMLAttributes } from 'react';
import type { MediaImage, MediaVariant } from '@mwangaza/shared';
import styles from './content-image.module.css';

export const DEFAULT_CASE_STUDY_IMAGE = '/images/case-studies/default.webp';

/** A card in a grid: the full width on phones, half on tablets, a third of the container on desktops. */
export const CARD_SIZES =
  '(max-width: 639px) calc(100vw - 2.5rem), (max-width: 1023px) calc(50vw - 2rem), 400px';
/** The main image of a detail page. */
export const DETAIL_SIZES = '(max-width: 1023px) calc(100vw - 2.5rem), 720px';

export interface ContentImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height'
> {
  src: string | undefined;
  /**
   * Tried in turn when `src` is empty or fails to load (an editor's typo must not leave a broken image):
   * e.g. the site's own artwork for this id, then a generic image.
   */
  fallback: string | readonly string[];
  alt: string;
  width: number;
  height: number;
  /** Above-the-fold images load eagerly; everything else waits until it is near the viewport. */
  priority?: boolean;
  /** The library's variants of `src` (the API's `imageMedia`): rendered as <picture> with AVIF/WebP srcset. */
  media?: MediaImage;
  /** How wide the image is shown, for the browser to choose a variant (with `media`). */
  sizes?: string;
}

const srcSet = (variants: readonly MediaVariant[], format: MediaVariant['format']) =>
  variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');

/**
 * An image from editable content: fixed dimensions (no layout shift), lazy by default, with fallbacks. An image
 * from the media library becomes a <picture> whose sources let a phone download a small AVIF or WebP; its own
 * size and alt text replace the defaults.
 */
export function ContentImage({
  src,
  fallback,
  alt,
  width,
  height,
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
  const current = candidates[Math.min(attempt, candidates.length - 1)];
  const onError = () => {
    if (attempt < candidates.length - 1) setFailed({ key, count: attempt + 1 });
  };

  // A library image that fails to load falls back to the plain candidates below.
  if (media && attempt === 0 && current === src?.trim()) {
    return (
      <picture className={styles.picture}>
        <source type="image/avif" srcSet={srcSet(media.variants, 'avif')} sizes={sizes} />
        <source type="image/webp" srcSet={srcSet(media.variants, 'webp')} sizes={sizes} />
        <img
          {...rest}
          src={current}
          alt={media.alt}
          width={media.width}
          height={media.height}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          onError={onError}
        />
      </picture>
    );
  }
  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      onError={onError}
    />
  );
}

import { useState, type ImgHTMLAttributes } from 'react';

export const DEFAULT_CASE_STUDY_IMAGE = '/images/case-studies/default.webp';

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
}

/** An image from editable content: fixed dimensions (no layout shift), lazy by default, with fallbacks. */
export function ContentImage({
  src,
  fallback,
  alt,
  width,
  height,
  priority = false,
  ...rest
}: ContentImageProps) {
  const candidates = [src?.trim(), ...(typeof fallback === 'string' ? [fallback] : fallback)].filter(
    (url, index, all): url is string => Boolean(url) && all.indexOf(url) === index,
  );
  const key = candidates.join('|');
  const [failed, setFailed] = useState<{ key: string; count: number }>({ key, count: 0 });
  const attempt = failed.key === key ? failed.count : 0;
  const current = candidates[Math.min(attempt, candidates.length - 1)];
  return (
    <img
      {...rest}
      src={current}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => {
        if (attempt < candidates.length - 1) setFailed({ key, count: attempt + 1 });
      }}
    />
  );
}

import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import type { ImageSource } from './image-sources';
import styles from './responsive-image.module.css';

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'srcSet' | 'sizes'
> {
  /** The file a browser without <picture> support shows. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Best format first; empty for a plain <img>. Art-directed sources each name their `media`. */
  sources: readonly ImageSource[];
  /**
   * The page's largest image in the first viewport (its LCP element): fetched first and at once, and
   * preloaded from the page's <head> (the prerenderer moves React's preload links there).
   */
  priority?: boolean;
}

/**
 * An image in every format and width it has, so that a phone downloads a file close to the size it shows:
 * a <picture> whose sources the browser chooses from by type, viewport (`media`) and `sizes`. Everything
 * but the priority image waits until it is near the viewport.
 */
export function ResponsiveImage({ sources, priority = false, ...image }: ResponsiveImageProps) {
  if (priority) preloadFirstChoice(sources);
  const img = (
    <img
      {...image}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
  if (sources.length === 0) return img;
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source
          key={`${source.media ?? ''} ${source.type}`}
          type={source.type}
          srcSet={source.srcSet}
          sizes={source.sizes}
          media={source.media}
        />
      ))}
      {img}
    </picture>
  );
}

/**
 * The same file the <picture> will pick, asked for before the browser reaches it: per art-directed viewport,
 * the first (best) format, with the same candidates and sizes. A browser without that format skips the
 * preload (`type`) and loads the next source when it reaches the <picture>. (React preloads a plain
 * <img> with fetchPriority="high" by itself; it leaves images inside <picture> to us.)
 */
function preloadFirstChoice(sources: readonly ImageSource[]) {
  const seen = new Set<string | undefined>();
  for (const source of sources) {
    if (seen.has(source.media)) continue;
    seen.add(source.media);
    preload(source.srcSet.split(' ')[0] ?? '', {
      as: 'image',
      type: source.type,
      imageSrcSet: source.srcSet,
      imageSizes: source.sizes,
      media: source.media,
      fetchPriority: 'high',
    });
  }
}

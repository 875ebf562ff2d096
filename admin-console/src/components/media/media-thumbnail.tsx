import type { Media } from '@mwangaza/shared';

/** The smallest WebP variant: a library page of thumbnails stays light. */
export function MediaThumbnail({ media, className }: { media: Media; className?: string }) {
  const smallest = media.variants
    .filter((variant) => variant.format === 'webp')
    .sort((a, b) => a.width - b.width)[0];
  return (
    <img
      className={className}
      src={smallest?.url ?? media.url}
      alt={media.alt}
      width={media.width}
      height={media.height}
      loading="lazy"
      decoding="async"
    />
  );
}

import type { MediaImage, MediaVariant } from '../src/schemas/media';

/**
 * A media library image as the API describes it beside content (`imageMedia`, `inlineMedia`): its full-size
 * file at `url` and the given variants, each `[format, width]` with a made-up content hash.
 */
export function mediaImageFixture(
  url: string,
  variants: ReadonlyArray<readonly [MediaVariant['format'], number]>,
  size: { width: number; height: number },
): MediaImage {
  const id = url.split('/')[3] ?? '';
  return {
    id,
    alt: '',
    ...size,
    variants: variants.map(([format, width], index) => {
      const extension = format === 'jpeg' ? 'jpg' : format;
      const variantUrl =
        width === size.width && url.endsWith(`.${extension}`)
          ? url
          : `/api/media/${id}/${width}w-${String.fromCharCode(97 + index).repeat(16)}.${extension}`;
      return { format, width, height: Math.round((width * size.height) / size.width), url: variantUrl };
    }),
  };
}

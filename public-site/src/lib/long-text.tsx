import { useMemo } from 'react';
import type { MediaImage } from '@mwangaza/shared';
import { Markdown } from '@mwangaza/shared/markdown';
import { site } from '@mwangaza/shared/site';
import { ARTICLE_IMAGE_SIZES } from './image-sizes';

/**
 * A long text field (Markdown, or plain paragraphs as before) on a public page. The site's own address decides
 * which links are external, the same on the server and in the browser so hydration matches. A text that takes
 * images from the media library (an insight's body) is given their details, and shows them in its column.
 */
export function LongText({
  inlineMedia,
  ...text
}: {
  text: string;
  className?: string;
  headingLevel?: 2 | 3;
  inlineMedia?: readonly MediaImage[];
}) {
  const images = useMemo(
    () => (inlineMedia ? { media: inlineMedia, sizes: ARTICLE_IMAGE_SIZES } : undefined),
    [inlineMedia],
  );
  return <Markdown {...text} origin={site.url} images={images} />;
}

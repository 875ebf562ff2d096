import type { Insight } from '@mwangaza/shared';
import { DEFAULT_CASE_STUDY_IMAGE, type ContentImageProps } from '../../../lib/content-image';

/** An insight's cover on its card and its page (each gives its own alt text). */
export function insightCover(
  insight: Pick<Insight, 'image' | 'imageMedia'>,
): Pick<ContentImageProps, 'src' | 'media' | 'fallback'> {
  return { src: insight.image, media: insight.imageMedia, fallback: DEFAULT_CASE_STUDY_IMAGE };
}

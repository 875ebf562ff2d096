import type { CaseStudy } from '@mwangaza/shared';
import { DEFAULT_CASE_STUDY_IMAGE, type ContentImageProps } from '../../../lib/content-image';

/** A case study's picture as its card, its page and the related list show it: image, variants, fallback, alt. */
export function caseStudyImage(
  caseStudy: Pick<CaseStudy, 'image' | 'imageMedia'>,
  /** The picture's text alternative, in the page's language. */
  alt: string,
): Pick<ContentImageProps, 'src' | 'media' | 'fallback' | 'alt'> {
  return {
    src: caseStudy.image,
    media: caseStudy.imageMedia,
    fallback: DEFAULT_CASE_STUDY_IMAGE,
    alt,
  };
}

import type { Service } from '@mwangaza/shared';
import { DEFAULT_CASE_STUDY_IMAGE, type ContentImageProps } from '../../../lib/content-image';

/** A service's picture on its card and its page: the editor's image, else the site's own artwork for it. */
export function serviceImage(
  service: Pick<Service, 'id' | 'image' | 'imageMedia'>,
  /** The picture's text alternative, in the page's language. */
  alt: string,
): Pick<ContentImageProps, 'src' | 'media' | 'fallback' | 'alt'> {
  return {
    src: service.image,
    media: service.imageMedia,
    fallback: [`/images/services/${service.id}.webp`, DEFAULT_CASE_STUDY_IMAGE],
    alt,
  };
}

/** What a resource form's validator answers: a body ready for the API, or the messages to show. */
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

export type Validation<V, B> =
  { ok: true; body: B } | { ok: false; fieldErrors: FieldErrors<V>; formError: string };

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

/** The API's one rule for image fields (IMAGE_URL_PATTERN): the media library or the site's own files. */
export { isImageUrl } from '@mwangaza/shared';
export const IMAGE_URL_MESSAGE =
  'Choose an image from the media library, or enter a path on this site starting with / (images from other sites are not allowed)';

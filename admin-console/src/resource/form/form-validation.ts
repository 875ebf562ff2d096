import { IMAGE_URL_PATTERN } from '@mwangaza/shared';

/** What a resource form's validator answers: a body ready for the API, or the messages to show. */
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

export type Validation<V, B> =
  { ok: true; body: B } | { ok: false; fieldErrors: FieldErrors<V>; formError: string };

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

/** Site-relative path or https: URL: the API's own ImageUrl pattern. */
const IMAGE_URL = new RegExp(IMAGE_URL_PATTERN, 'u');
export const IMAGE_URL_MESSAGE =
  'Enter a path on this site starting with / or an address starting with https://';

export function isImageUrl(value: string): boolean {
  return IMAGE_URL.test(value);
}

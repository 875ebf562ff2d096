/** What a resource form's validator answers: a body ready for the API, or the messages to show. */
export type FieldErrors<V> = Partial<Record<keyof V, string>>;

export type Validation<V, B> =
  | { ok: true; body: B }
  | { ok: false; fieldErrors: FieldErrors<V>; formError: string };

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';

/** Site-relative path or absolute http(s) URL: the API's ImageUrl pattern. */
const IMAGE_URL = /^(\/\S*|https?:\/\/\S+)$/;
export const IMAGE_URL_MESSAGE = 'Enter a path starting with / or a URL starting with http:// or https://';

export function isImageUrl(value: string): boolean {
  return IMAGE_URL.test(value);
}

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

/**
 * Spec section 5's checks in its order: every empty required field gets '<Label> is required' and the form
 * says 'Please fill in all required fields'; the list rule ('Please add at least one result') comes next.
 */
export function checkRequired<V>(
  values: V,
  required: Partial<Record<keyof V, string>>,
  extra: FieldErrors<V> = {},
): { fieldErrors: FieldErrors<V>; missing: boolean } {
  const fieldErrors: FieldErrors<V> = {};
  for (const key of Object.keys(required) as Array<keyof V>) {
    const value = values[key];
    if (typeof value === 'string' && value.trim() === '') fieldErrors[key] = `${required[key]} is required`;
  }
  const missing = Object.keys(fieldErrors).length > 0;
  return { fieldErrors: { ...extra, ...fieldErrors }, missing };
}

/** Combines the required-field check, format errors and the one-row rule into a Validation failure, or null. */
export function failure<V>(
  fieldErrors: FieldErrors<V>,
  missing: boolean,
  rowsKey: keyof V,
  rowsMessage: string | null,
): { ok: false; fieldErrors: FieldErrors<V>; formError: string } | null {
  const errors: FieldErrors<V> = { ...fieldErrors };
  if (rowsMessage) errors[rowsKey] = rowsMessage;
  if (Object.keys(errors).length === 0) return null;
  const formError = missing ? REQUIRED_FIELDS_MESSAGE : (rowsMessage ?? 'Please correct the highlighted fields');
  return { ok: false, fieldErrors: errors, formError };
}

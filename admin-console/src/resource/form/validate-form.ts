import {
  IMAGE_URL_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  isImageUrl,
  type FieldErrors,
  type Validation,
} from './form-validation';
import { SLUG_PATTERN } from '@mwangaza/shared';
import { cleanRows } from '../fields/row-list';
import type { FieldDescription, FormSectionDescription } from '../resource-description';

interface ValidateOptions<V, B> {
  /** The collection's own rules (e.g. a testimonial needs quote and author). */
  check?: (values: V) => FieldErrors<V>;
  /** The trimmed body for the API, once every check passed. */
  toBody: (values: V) => B;
}

const SLUG = new RegExp(SLUG_PATTERN);
export const SLUG_MESSAGE = 'Use lowercase letters, digits and single hyphens, e.g. water-kiosks-kenya';

function fieldError<V>(field: FieldDescription<V>, values: V): { message: string; required: boolean } | null {
  const value = values[field.key as keyof V];
  const text = typeof value === 'string' ? value.trim() : '';
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'markdown':
    case 'select':
      return field.required && text === '' ? { message: `${field.label} is required`, required: true } : null;
    case 'image':
      if (field.required && text === '') return { message: `${field.label} is required`, required: true };
      return text && !isImageUrl(text) ? { message: IMAGE_URL_MESSAGE, required: false } : null;
    case 'number': {
      const number = text === '' ? field.min : Number(text);
      const ok = Number.isInteger(number) && number >= field.min && number <= field.max;
      return ok
        ? null
        : {
            message: `${field.label} must be a whole number from ${field.min} to ${field.max}`,
            required: false,
          };
    }
    case 'rows':
      return cleanRows(value as string[]).length === 0
        ? { message: field.atLeastOne, required: false }
        : null;
    case 'slug':
      return text && !SLUG.test(text) ? { message: SLUG_MESSAGE, required: false } : null;
    case 'toggle':
      return null;
  }
}

/**
 * Spec section 5's checks from a form's field descriptions: every empty required field gets
 * '<Label> is required' and the form says 'Please fill in all required fields'; a list without rows says its
 * own message ('Please add at least one result'); format errors say what is expected.
 */
export function validateForm<V, B>(
  sections: readonly FormSectionDescription<V>[],
  values: V,
  { check, toBody }: ValidateOptions<V, B>,
): Validation<V, B> {
  const fieldErrors: FieldErrors<V> = { ...check?.(values) };
  let missing = false;
  let rowsMessage: string | null = null;
  for (const field of sections.flatMap((section) => section.fields)) {
    const error = fieldError(field, values);
    if (!error) continue;
    fieldErrors[field.key as keyof V] = error.message;
    missing ||= error.required;
    if (field.kind === 'rows') rowsMessage ??= error.message;
  }
  if (Object.keys(fieldErrors).length === 0) return { ok: true, body: toBody(values) };
  const formError = missing
    ? REQUIRED_FIELDS_MESSAGE
    : (rowsMessage ?? 'Please correct the highlighted fields');
  return { ok: false, fieldErrors, formError };
}

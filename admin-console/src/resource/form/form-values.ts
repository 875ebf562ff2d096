import { SLUG_PATTERN } from '@mwangaza/shared';
import { markdownImageProblem } from '@mwangaza/shared/markdown/images';
import { cleanRows, initialRows } from '../fields/row-list';
import {
  IMAGE_URL_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  isImageUrl,
  type FieldErrors,
  type Validation,
} from './form-validation';
import type { ResolvedField, ResolvedSection } from './form-schema';

/** What a form edits: text as typed, rows as a list of lines, toggles as yes/no. */
export type FormValue = string | string[] | boolean;
export type FormValues = Record<string, FormValue>;
export type Body = Record<string, unknown>;

const SLUG = new RegExp(SLUG_PATTERN);
export const SLUG_MESSAGE = 'Use lowercase letters, digits and single hyphens, e.g. water-kiosks-kenya';

const text = (values: FormValues, key: string) => {
  const value = values[key];
  return typeof value === 'string' ? value.trim() : '';
};
const listOf = (value: FormValue | undefined) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
    : [];

/** The form's values for an item (or a new one): texts, rows with one empty row to start, lists on one line. */
export function toFormValues(sections: readonly ResolvedSection[], item?: object): FormValues {
  const record = item as Record<string, unknown> | undefined;
  const values: FormValues = {};
  for (const section of sections) {
    const source = (section.group ? record?.[section.group] : record) as Record<string, unknown> | undefined;
    for (const field of section.fields) {
      const value = source?.[field.key];
      switch (field.kind) {
        case 'number':
          values[field.key] = String(value ?? field.defaultValue ?? field.min ?? 0);
          break;
        case 'toggle':
          values[field.key] = Boolean(value ?? field.defaultValue ?? false);
          break;
        case 'rows':
          values[field.key] = initialRows(value as string[] | undefined);
          break;
        case 'list':
          values[field.key] = (value as string[] | undefined)?.join(', ') ?? '';
          break;
        case 'reference':
          values[field.key] = field.reference?.many
            ? [...((value as string[] | undefined) ?? [])]
            : String(value ?? '');
          break;
        default:
          values[field.key] = String(value ?? '');
      }
    }
  }
  return values;
}

interface FieldError {
  message: string;
  /** Counts towards 'Please fill in all required fields'. */
  required: boolean;
}

const problemOf = (message: string | undefined): FieldError | null =>
  message ? { message, required: false } : null;

function fieldError(field: ResolvedField, values: FormValues, groupFilled: boolean): FieldError | null {
  const value = text(values, field.key);
  if (field.requiredInGroup && groupFilled && value === '')
    return { message: `${field.label} is required for a ${field.group}`, required: false };
  switch (field.kind) {
    case 'markdown':
      if (field.required && value === '') return { message: `${field.label} is required`, required: true };
      // The API refuses the same images; said here before saving, with the same words.
      return field.images && value ? problemOf(markdownImageProblem(value)) : null;
    case 'text':
    case 'textarea':
    case 'select':
      return field.required && value === ''
        ? { message: `${field.label} is required`, required: true }
        : null;
    case 'image':
      if (field.required && value === '') return { message: `${field.label} is required`, required: true };
      return value && !isImageUrl(value) ? { message: IMAGE_URL_MESSAGE, required: false } : null;
    case 'number': {
      const min = field.min ?? 0;
      const max = field.max ?? Number.MAX_SAFE_INTEGER;
      const number = value === '' ? min : Number(value);
      return Number.isInteger(number) && number >= min && number <= max
        ? null
        : { message: `${field.label} must be a whole number from ${min} to ${max}`, required: false };
    }
    case 'rows':
      return field.required && cleanRows(values[field.key] as string[]).length === 0
        ? { message: `Please add at least one ${field.itemLabel.toLowerCase()}`, required: false }
        : null;
    case 'list': {
      const entries = listOf(values[field.key]);
      const tooMany = field.maxItems !== undefined && entries.length > field.maxItems;
      const tooLong =
        field.itemMaxLength !== undefined && entries.some((entry) => entry.length > field.itemMaxLength!);
      return tooMany || tooLong
        ? {
            message: `List at most ${field.maxItems} ${field.label.toLowerCase()} of up to ${field.itemMaxLength} characters each`,
            required: false,
          }
        : null;
    }
    case 'slug':
      return value && !SLUG.test(value) ? { message: SLUG_MESSAGE, required: false } : null;
    case 'reference': {
      const chosen = values[field.key];
      const none = Array.isArray(chosen) ? chosen.length === 0 : value === '';
      if (field.required && none) return { message: `${field.label} is required`, required: true };
      return Array.isArray(chosen) && field.maxItems !== undefined && chosen.length > field.maxItems
        ? { message: `Choose at most ${field.maxItems} ${field.label.toLowerCase()}`, required: false }
        : null;
    }
    case 'toggle':
      return null;
  }
}

const groupFilled = (section: ResolvedSection, values: FormValues) =>
  section.fields.some((field) => text(values, field.key) !== '');

/** A field's value as the API takes it; undefined leaves it out of the body. */
function bodyValue(field: ResolvedField, values: FormValues, imageFallback?: string): unknown {
  const value = text(values, field.key);
  switch (field.kind) {
    case 'toggle':
      return Boolean(values[field.key]);
    case 'rows':
      return cleanRows(values[field.key] as string[]);
    case 'list':
      return listOf(values[field.key]);
    case 'reference':
      if (Array.isArray(values[field.key])) return [...(values[field.key] as string[])];
      return value || undefined;
    case 'number':
      return value === '' ? (field.defaultValue ?? field.min ?? 0) : Number(value);
    case 'slug':
      // Left empty: the API keeps the current one, or makes one from the title.
      return value || undefined;
    case 'image':
      if (value === '' && imageFallback) return imageFallback;
      break;
  }
  // An empty optional text is sent when the schema takes it, so that clearing a section on edit removes it.
  return value === '' && !field.required && !field.emptyAllowed ? undefined : value;
}

/** The trimmed body the API receives: only the schema's fields, an optional group only when filled in. */
export function toBody(
  sections: readonly ResolvedSection[],
  values: FormValues,
  imageFallback?: string,
): Body {
  const body: Body = {};
  for (const section of sections) {
    if (section.group && !groupFilled(section, values)) continue;
    const target: Body = section.group ? {} : body;
    for (const field of section.fields) {
      const value = bodyValue(field, values, imageFallback);
      if (value !== undefined) target[field.key] = value;
    }
    if (section.group) body[section.group] = target;
  }
  return body;
}

/**
 * The form's checks, from its fields' rules: every empty required field gets '<Label> is required' and the
 * form says 'Please fill in all required fields'; a list of rows without one says its own message ('Please
 * add at least one result'); a filled group needs its required fields; format errors say what is expected.
 */
export function validateValues(
  sections: readonly ResolvedSection[],
  values: FormValues,
  imageFallback?: string,
): Validation<FormValues, Body> {
  const fieldErrors: FieldErrors<FormValues> = {};
  let missing = false;
  let rowsMessage: string | null = null;
  for (const section of sections) {
    const filled = Boolean(section.group) && groupFilled(section, values);
    for (const field of section.fields) {
      const error = fieldError(field, values, filled);
      if (!error) continue;
      fieldErrors[field.key] = error.message;
      missing ||= error.required;
      if (field.kind === 'rows') rowsMessage ??= error.message;
    }
  }
  if (Object.keys(fieldErrors).length === 0)
    return { ok: true, body: toBody(sections, values, imageFallback) };
  const formError = missing
    ? REQUIRED_FIELDS_MESSAGE
    : (rowsMessage ?? 'Please correct the highlighted fields');
  return { ok: false, fieldErrors, formError };
}

import {
  isFilled,
  localizedFields,
  requiredLocalizedFields,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  type Translations,
} from '@mwangaza/shared/collections/fields';
import { COLLECTION_SCHEMAS } from '@mwangaza/shared/collections/schemas';
import type { Collection } from '@mwangaza/shared';
import type { FieldErrors, Validation } from './form-validation';
import type { ResolvedSection } from './form-schema';
import { toFormValues, validateValues, type Body, type FormValues } from './form-values';

/**
 * The form's other languages, in the same form: each translated field is the English field's description
 * under a key of its language ('sw.title'), never required (a language may be saved half done: the item
 * appears in it once its required fields are in), with the same limits and formats.
 */

export const translationKey = (locale: TranslatedLocale, key: string) => `${locale}.${key}`;

/** The sections a translation edits: the descriptor's localized fields (a group such as a testimonial whole). */
export function translationSections(sections: readonly ResolvedSection[], collection: Collection) {
  const localized = localizedFields(collection);
  return sections
    .map((section) => ({
      ...section,
      columns: 1 as const,
      fields: section.fields
        .filter((field) => localized.includes(section.group ?? field.key))
        .map((field) => ({ ...field, required: false, requiredInGroup: false })),
    }))
    .filter((section) => section.fields.length > 0);
}

/** The same sections keyed for one language, as the form draws them. */
export const sectionsIn = (sections: readonly ResolvedSection[], locale: TranslatedLocale) =>
  sections.map((section) => ({
    ...section,
    fields: section.fields.map((field) => ({ ...field, key: translationKey(locale, field.key) })),
  }));

const prefixed = (values: FormValues, locale: TranslatedLocale) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [translationKey(locale, key), value]));

/** One language's values without their prefix. */
function valuesOf(sections: readonly ResolvedSection[], values: FormValues, locale: TranslatedLocale) {
  const plain: FormValues = {};
  for (const section of sections)
    for (const field of section.fields) plain[field.key] = values[translationKey(locale, field.key)] ?? '';
  return plain;
}

/** The form's values of every translation of an item (or of a new one). */
export function toTranslationValues(sections: readonly ResolvedSection[], item?: object): FormValues {
  const translations = (item as { translations?: Translations } | undefined)?.translations;
  return Object.assign(
    {},
    ...TRANSLATED_LOCALES.map((locale) => prefixed(toFormValues(sections, translations?.[locale]), locale)),
  );
}

/** Only what holds something: an empty field is no translation (and an empty list would be refused). */
const filledOnly = (body: Body): Body =>
  Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => isFilled(value))
      .map(([key, value]) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? [key, filledOnly(value as Body)]
          : [key, value],
      ),
  );

/** The body's `translations`, checked with the fields' formats; errors are keyed as the form draws them. */
export function validateTranslations(
  sections: readonly ResolvedSection[],
  values: FormValues,
): Validation<FormValues, Translations> {
  const translations: Translations = {};
  const fieldErrors: FieldErrors<FormValues> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const result = validateValues(sections, valuesOf(sections, values, locale));
    if (!result.ok) Object.assign(fieldErrors, prefixed(result.fieldErrors as FormValues, locale));
    else if (Object.keys(filledOnly(result.body)).length) translations[locale] = filledOnly(result.body);
  }
  if (Object.keys(fieldErrors).length === 0) return { ok: true, body: translations };
  return { ok: false, fieldErrors, formError: 'Please correct the highlighted fields' };
}

/** The languages whose required fields the form does not have yet ("Missing translation"). */
export function missingLanguages(
  collection: Collection,
  sections: readonly ResolvedSection[],
  values: FormValues,
): TranslatedLocale[] {
  const required = requiredLocalizedFields({ ...collection, schemas: COLLECTION_SCHEMAS[collection.name] })
    // The API makes a slug from the translated title when none is given.
    .filter((key) => key !== 'slug');
  return TRANSLATED_LOCALES.filter((locale) => {
    const plain = valuesOf(sections, values, locale);
    return required.some((key) => !isFilled(plain[key]));
  });
}

/**
 * "Copy from English": each empty field of the language takes the English text, for the translator to write
 * over (what is already translated stays; the slug is left to be made from the translated title).
 */
export function copyFromEnglish(
  sections: readonly ResolvedSection[],
  values: FormValues,
  locale: TranslatedLocale,
): FormValues {
  const next = { ...values };
  for (const section of sections)
    for (const field of section.fields) {
      const key = translationKey(locale, field.key);
      if (field.kind === 'slug' || isFilled(next[key])) continue;
      const english = values[field.key];
      if (english !== undefined) next[key] = Array.isArray(english) ? [...english] : english;
    }
  return next;
}

import type { TObject } from 'typebox';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n';
import type { CollectionDescriptor } from './define-collection';

/** The parts of a JSON schema (what a TypeBox schema is) the layers read. */
export interface JsonSchema {
  type?: string;
  enum?: readonly unknown[];
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
}

export const asJsonSchema = (schema: TObject | JsonSchema) => schema as JsonSchema;

/** What a collection with its schemas offers the field helpers. */
export interface FieldSource extends CollectionDescriptor {
  schemas: { item: TObject; create: TObject };
}

/** A field a person writes and the database keeps (slug and publishing are kept by the publishing layer). */
export interface StoredField {
  key: string;
  /** Its schema in the create body. */
  schema: JsonSchema;
  /** The item as read always has it (else it is left out when it holds nothing). */
  alwaysRead: boolean;
  /** The create body must have it. */
  requiredOnCreate: boolean;
  /** Cannot be empty once stored: minLength, an enum, or a pattern that refuses ''. */
  neverEmpty: boolean;
}

/** Publishing is not content, and the slug and translations have their own rules: none is a stored field. */
const NOT_STORED = new Set(['slug', 'status', 'publishAt', 'translations']);
/** Publishing is not content: revisions leave it out, so a restore never publishes or unpublishes. */
const UNREVISED = new Set(['status', 'publishAt']);

function cannotBeEmpty(schema: JsonSchema): boolean {
  if (schema.enum) return !schema.enum.includes('');
  if (schema.type !== 'string') return false;
  if ((schema.minLength ?? 0) > 0) return true;
  return schema.pattern !== undefined && !new RegExp(schema.pattern).test('');
}

export function storedFields(collection: FieldSource): StoredField[] {
  const create = asJsonSchema(collection.schemas.create);
  const item = asJsonSchema(collection.schemas.item);
  return Object.entries(create.properties ?? {})
    .filter(([key]) => !NOT_STORED.has(key))
    .map(([key, schema]) => ({
      key,
      schema,
      alwaysRead: item.required?.includes(key) ?? false,
      requiredOnCreate: create.required?.includes(key) ?? false,
      neverEmpty: cannotBeEmpty(asJsonSchema(item.properties?.[key] ?? schema)),
    }));
}

/** The fields a revision keeps and a restore brings back: everything a person edits but the position. */
export function editableFields(collection: FieldSource): string[] {
  const create = asJsonSchema(collection.schemas.create);
  return Object.keys(create.properties ?? {}).filter(
    (key) => !UNREVISED.has(key) && key !== collection.options?.order,
  );
}

/** Optional fields a replace removes when it leaves them out (an empty story section disappears). */
export function optionalFields(collection: FieldSource): string[] {
  return storedFields(collection)
    .filter((field) => !field.alwaysRead)
    .map((field) => field.key);
}

/** What an always-read field holds when nothing was given: the schema's default, else empty. */
export function emptyValue(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'integer':
    case 'number':
      return 0;
    default:
      return '';
  }
}

/**
 * A create or replace body with the always-read fields it left out filled in (a culture item's empty image,
 * order 0, a new case study not featured). A replace keeps the featured flag, which has its own call.
 */
export function withDefaults<B extends object>(collection: FieldSource, body: B, replace = false): B {
  const filled = { ...body } as Record<string, unknown>;
  for (const field of storedFields(collection)) {
    if (!field.alwaysRead || field.requiredOnCreate || filled[field.key] !== undefined) continue;
    if (replace && field.key === collection.options?.featured) continue;
    filled[field.key] = emptyValue(field.schema);
  }
  return filled as B;
}

/**
 * What a preview of an unsaved body shows: the body, with what a save would fill in (a culture item
 * without an image shows the collection's picture) and what a read works out (an insight's reading time).
 */
export function previewFields<B extends object>(collection: FieldSource, body: B): B {
  const fallback =
    collection.imageFallback && (body as { image?: unknown }).image === undefined
      ? { image: collection.imageFallback }
      : {};
  return withComputed(collection, { ...withDefaults(collection, body), ...fallback });
}

/** The 400 of a write naming another record (or a staff account) that does not exist. */
export const unknownReferenceMessage = (field: string, id: string) => `${field}: "${id}" does not exist`;

const hasData = (value: unknown, schema: JsonSchema): boolean => {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string' || Array.isArray(value)) return value.length > 0;
  if (schema.type === 'object' && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return (schema.required ?? []).every((key) => hasData(record[key], schema.properties?.[key] ?? {}));
  }
  return true;
};

function readValue(value: unknown, schema: JsonSchema): unknown {
  if (Array.isArray(value)) return [...value];
  if (schema.type === 'object' && value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const read: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      const required = schema.required?.includes(key) ?? false;
      if (required || hasData(record[key], property)) read[key] = record[key];
    }
    return read;
  }
  return value;
}

/**
 * The stored fields as the item is read: an always-read field is never missing (its default stands in), an
 * optional one is left out when it holds nothing, so a public page hides a section without data.
 */
export function readStoredFields(
  collection: FieldSource,
  stored: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const read: Record<string, unknown> = {};
  for (const field of storedFields(collection)) {
    const value = stored[field.key];
    if (field.alwaysRead) {
      const present = value === undefined || value === null ? emptyValue(field.schema) : value;
      read[field.key] = field.schema.type === 'boolean' ? Boolean(present) : readValue(present, field.schema);
    } else if (hasData(value, field.schema)) read[field.key] = readValue(value, field.schema);
  }
  return read;
}

/** The item with its computed fields worked out (they are never stored). */
export function withComputed<T extends object>(collection: CollectionDescriptor, item: T): T {
  const computed = Object.entries(collection.computed ?? {});
  if (computed.length === 0) return item;
  const record = item as Readonly<Record<string, unknown>>;
  return { ...item, ...Object.fromEntries(computed.map(([key, compute]) => [key, compute(record)])) };
}

/** The values an enum field may take, in the schema's order (e.g. the case-study categories). */
export function enumValues(collection: FieldSource, field: string): readonly string[] {
  const schema = asJsonSchema(collection.schemas.create).properties?.[field];
  return (schema?.enum ?? []) as readonly string[];
}

/**
 * Content in several languages, the same way for every collection: English stays in the item's own fields,
 * each other language in `translations.<locale>` (the descriptor's `localized` fields, each optional). A
 * language has the item once every localized field the create body requires is filled in it, so nothing
 * half-translated is shown: `locales` lists those languages (stored and indexed by the API).
 */

export type TranslatedLocale = Exclude<Locale, 'en'>;
/** Whether a language is one an item is translated into (every one but English). */
export const isTranslatedLocale = (locale: Locale): locale is TranslatedLocale => locale !== DEFAULT_LOCALE;
export const TRANSLATED_LOCALES = LOCALES.filter(isTranslatedLocale);
export type Translation = Record<string, unknown>;
export type Translations = Partial<Record<TranslatedLocale, Translation>>;
/** An item's slug in each language it exists in (English always). */
export type Alternates = Partial<Record<Locale, string>>;

/** What people say of each language in the console (which stays in English). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', sw: 'Kiswahili', fr: 'French' };

export const localizedFields = (collection: CollectionDescriptor): readonly string[] =>
  collection.localized ?? [];

/** Whether a value holds something a reader sees: text that is not blank, a list or an object with some. */
export function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(isFilled);
  if (value && typeof value === 'object') return Object.values(value).some(isFilled);
  return value !== undefined && value !== null;
}

/** The localized fields a language must have for the item to exist in it: those a create requires, and the slug. */
export function requiredLocalizedFields(collection: FieldSource): string[] {
  const required = asJsonSchema(collection.schemas.create).required ?? [];
  return localizedFields(collection).filter((key) => key === 'slug' || required.includes(key));
}

/** The languages the item exists in: English, and each whose required fields are all translated. */
export function localesOf(collection: FieldSource, translations: Translations | undefined): Locale[] {
  const required = requiredLocalizedFields(collection);
  return [
    DEFAULT_LOCALE,
    ...TRANSLATED_LOCALES.filter((locale) => {
      const translation = translations?.[locale];
      return translation !== undefined && required.every((key) => isFilled(translation[key]));
    }),
  ];
}

/** The languages not yet complete (the console's "Missing translation" badges). */
export const missingTranslationsOf = (collection: FieldSource, translations: Translations | undefined) => {
  const locales = localesOf(collection, translations);
  return TRANSLATED_LOCALES.filter((locale) => !locales.includes(locale));
};

const filledEntries = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => isFilled(value)));

/** The item's slug in each language it exists in. */
export function alternatesOf(
  collection: FieldSource,
  item: { slug: string; translations?: Translations },
): Alternates {
  const alternates: Alternates = { en: item.slug };
  for (const locale of localesOf(collection, item.translations))
    if (isTranslatedLocale(locale)) alternates[locale] = String(item.translations?.[locale]?.slug ?? '');
  return alternates;
}

/**
 * The item in one language: its localized fields replaced by the translation's (an object, such as a
 * testimonial, keeps what is not translated: its author's name); an optional field the translation leaves
 * empty is left out rather than shown in English. Carries `locale` and `alternates`, never `translations`.
 * The caller checks that the item exists in the language (see localesOf).
 */
export function localizeItem<T extends Record<string, unknown>>(
  collection: FieldSource,
  item: T & { slug: string; translations?: Translations },
  locale: Locale,
): T {
  const {
    translations,
    missingTranslations: _missing,
    ...rest
  } = item as T & {
    translations?: Translations;
    missingTranslations?: unknown;
  };
  const read: Record<string, unknown> = {
    ...rest,
    locale,
    alternates: alternatesOf(collection, { slug: item.slug, translations }),
  };
  if (!isTranslatedLocale(locale)) return read as T;
  const translation = translations?.[locale] ?? {};
  const fields = new Map(storedFields(collection).map((field) => [field.key, field]));
  for (const key of localizedFields(collection)) {
    const value = translation[key];
    const english = rest[key];
    if (key === 'slug') read.slug = String(value ?? item.slug);
    else if (isFilled(value))
      read[key] =
        english && typeof english === 'object' && !Array.isArray(english)
          ? { ...(english as object), ...filledEntries(value as Record<string, unknown>) }
          : value;
    else if (fields.get(key)?.alwaysRead) read[key] = emptyValue(fields.get(key)!.schema);
    else delete read[key];
  }
  // A translated object with nothing to complete it in English (no author to keep) is not shown.
  for (const key of localizedFields(collection))
    if (read[key] && typeof read[key] === 'object' && !Array.isArray(read[key]) && !rest[key])
      delete read[key];
  return read as T;
}

import { Schema, type Connection, type Model, type SchemaDefinition } from 'mongoose';
import type { Collection } from '@mwangaza/shared/collections';
import {
  alternatesOf,
  localizedFields,
  missingTranslationsOf,
  readStoredFields,
  storedFields,
  TRANSLATED_LOCALES,
  withComputed,
  type JsonSchema,
  type Translations,
} from '@mwangaza/shared/collections/fields';
import { SCHEMA_COLLECTIONS, type SchemaCollection } from '@mwangaza/shared/collections/schemas';
import { publishingPaths, toPublishing, type PublishingDoc } from './publishing';
import { addSlugIndexes, slugFields, type SlugDoc } from './slug-fields';

/** A content document: the collection's stored fields beside its id, slug, publishing state and times. */
export type ContentDoc = PublishingDoc &
  SlugDoc & {
    id: string;
    title: string;
    createdAt: Date;
    updatedAt: Date;
    /** The other languages' localized fields, each with its own `slug` and `previousSlugs`. */
    translations?: Translations;
    /** The languages the item exists in (see localesOf): kept by every write, indexed for public lists. */
    locales?: string[];
    [field: string]: unknown;
  };
export type ContentModel = Model<ContentDoc>;

/** A path's type from its JSON schema: text (enums too), numbers, yes/no, lists, nested objects. */
function typeOf(schema: JsonSchema): unknown {
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Number;
    case 'boolean':
      return Boolean;
    case 'array':
      return [typeOf(schema.items ?? {})];
    case 'object':
      return new Schema(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, value]) => [key, typeOf(value)]),
        ),
        { _id: false },
      );
    default:
      return String;
  }
}

/**
 * The collection's mongoose paths, derived from its schemas rather than written again: a field that can
 * never be empty once read is required; one the item always has gets its default (empty text, 0, false,
 * an empty list); an optional list or object stays missing until it holds something.
 */
function contentPaths(collection: SchemaCollection): SchemaDefinition {
  const filtered = new Set(
    Object.entries(collection.filters ?? {})
      .filter(([, filter]) => filter.kind !== 'includes')
      .map(([name, filter]) => filter.field ?? name),
  );
  const paths: Record<string, unknown> = {};
  for (const field of storedFields(collection)) {
    const path: Record<string, unknown> = { type: typeOf(field.schema) };
    if (field.neverEmpty && field.requiredOnCreate) path.required = true;
    else if (field.alwaysRead) path.default = field.schema.type === 'array' ? [] : emptyOf(field.schema);
    else if (field.schema.type === 'array' || field.schema.type === 'object') path.default = undefined;
    // Public lists filter on it.
    if (filtered.has(field.key)) path.index = true;
    paths[field.key] = path;
  }
  return paths as SchemaDefinition;
}

const emptyOf = (schema: JsonSchema) =>
  schema.default ??
  (schema.type === 'boolean' ? false : schema.type === 'integer' || schema.type === 'number' ? 0 : '');

export function contentSchema(collection: SchemaCollection): Schema<ContentDoc> {
  const schema = new Schema<ContentDoc>(
    {
      id: { type: String, required: true, unique: true },
      ...slugFields,
      ...publishingPaths,
      ...contentPaths(collection),
      translations: { type: Schema.Types.Mixed, default: undefined },
      locales: { type: [String], default: undefined, index: true },
    },
    // The database collection is named after the envelope's list key (caseStudies).
    { timestamps: true, versionKey: false, collection: collection.keys.list },
  );
  addSlugIndexes(schema);
  // Slugs are unique per language, and each language's earlier slugs redirect.
  for (const locale of TRANSLATED_LOCALES) {
    const slug = `translations.${locale}.slug`;
    schema.index({ [slug]: 1 }, { unique: true, partialFilterExpression: { [slug]: { $type: 'string' } } });
    schema.index({ [`translations.${locale}.previousSlugs`]: 1 });
  }
  // The list's order, and the published-and-due query every public read makes.
  schema.index({ ...collection.sort });
  schema.index({ status: 1, publishAt: 1 });
  return schema;
}

/** The item as the API answers it (imageMedia is added by the repository when the image is in the library). */
export function toItem(collection: SchemaCollection, doc: ContentDoc): Record<string, unknown> {
  const translations = readTranslations(collection, doc.translations);
  const slug = doc.slug ?? doc.id;
  return withComputed(collection, {
    id: doc.id,
    ...readStoredFields(collection, doc),
    slug,
    ...toPublishing(doc),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    translations,
    missingTranslations: missingTranslationsOf(collection, translations),
    alternates: alternatesOf(collection, { slug, translations }),
  });
}

/** The stored translations as staff read them: the localized fields only (earlier slugs stay inside). */
export function readTranslations(
  collection: SchemaCollection,
  stored: Translations | undefined,
): Translations {
  const read: Translations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const translation = stored?.[locale];
    if (!translation) continue;
    read[locale] = Object.fromEntries(
      localizedFields(collection)
        .filter((key) => translation[key] !== undefined)
        .map((key) => [key, translation[key]]),
    );
  }
  return read;
}

/** One model per collection, named after its type (`models.CaseStudy`), bound to the connection. */
export type ContentModels = { [C in Collection as C['typeName']['one']]: ContentModel };

export function createContentModels(connection: Connection): ContentModels {
  return Object.fromEntries(
    SCHEMA_COLLECTIONS.map((collection) => [
      collection.typeName.one,
      connection.model<ContentDoc>(collection.typeName.one, contentSchema(collection)),
    ]),
  ) as ContentModels;
}

import type { TObject } from 'typebox';
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

/** Publishing is not content, and the slug has its own rules: neither is a stored field. */
const NOT_STORED = new Set(['slug', 'status', 'publishAt']);
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

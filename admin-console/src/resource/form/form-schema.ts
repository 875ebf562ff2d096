import { COLLECTION_SCHEMAS } from '@mwangaza/shared/collections/schemas';
import { asJsonSchema, type JsonSchema } from '@mwangaza/shared/collections/fields';
import type { CollectionDescriptor } from '@mwangaza/shared';
import type { AnyResource, FieldDescription } from '../define-resource';

/** A form field with what the collection's schema says about it. */
export type ResolvedField = FieldDescription & {
  /** In a group section: the group's key ('testimonial'). */
  group?: string;
  /** The body must have it: '<Label> is required'. */
  required: boolean;
  /** In a group section: needed once any field of the group is filled. */
  requiredInGroup: boolean;
  /** Text: characters. Rows: characters per row. List: characters of the whole line. */
  maxLength?: number;
  /** Rows and lists: how many. */
  maxItems?: number;
  /** Lists: characters per entry. */
  itemMaxLength?: number;
  min?: number;
  max?: number;
  /** Selects: the values the schema allows, in its order. */
  options?: readonly string[];
  /** The schema's default (a number field's starting value, a toggle's state). */
  defaultValue?: unknown;
  /** Whether the schema takes an empty text (an optional story section is then sent empty, to clear it). */
  emptyAllowed: boolean;
  /** References: what they name (a collection, or 'staff') and whether a list of them. */
  reference?: { to: string; many: boolean };
  /** Markdown that may show images from the media library (the descriptor's `markdownImages`). */
  images?: boolean;
};

export interface ResolvedSection {
  title: string;
  columns?: 1 | 2;
  group?: string;
  fields: ResolvedField[];
}

const acceptsEmpty = (schema: JsonSchema) =>
  !schema.enum && (schema.minLength ?? 0) === 0 && (!schema.pattern || new RegExp(schema.pattern).test(''));

function resolveField(
  collection: CollectionDescriptor,
  field: FieldDescription,
  parent: JsonSchema,
  group?: string,
): ResolvedField {
  const { name } = collection;
  const schema = parent.properties?.[field.key];
  if (!schema) throw new Error(`${name}: the form's field "${field.key}" is not in the collection's schema`);
  const requiredHere = parent.required?.includes(field.key) ?? false;
  const resolved: ResolvedField = {
    ...field,
    group,
    required: !group && requiredHere,
    requiredInGroup: Boolean(group) && requiredHere,
    defaultValue: schema.default,
    emptyAllowed: acceptsEmpty(schema),
  };
  if (field.kind === 'rows' || field.kind === 'list') {
    resolved.maxItems = schema.maxItems;
    resolved.itemMaxLength = schema.items?.maxLength;
    resolved.maxLength =
      field.kind === 'rows'
        ? schema.items?.maxLength
        : // Every entry at its longest, joined by ', '.
          schema.maxItems && schema.items?.maxLength
          ? schema.maxItems * (schema.items.maxLength + 2) - 2
          : undefined;
  } else if (field.kind === 'number') {
    resolved.min = schema.minimum;
    resolved.max = schema.maximum;
  } else if (field.kind === 'select') {
    resolved.options = schema.enum as readonly string[];
  } else if (field.kind === 'reference') {
    const reference = collection.references?.[field.key];
    if (!reference) throw new Error(`${name}: "${field.key}" is not one of the descriptor's references`);
    resolved.reference = { to: reference.to, many: schema.type === 'array' };
    resolved.maxItems = schema.maxItems;
  } else {
    resolved.maxLength = schema.maxLength;
    if (field.kind === 'markdown') resolved.images = collection.markdownImages?.includes(field.key) ?? false;
  }
  return resolved;
}

const resolved = new WeakMap<AnyResource, ResolvedSection[]>();

/** The form's sections with each field's rules read from the collection's create schema (computed once). */
export function resolveForm(resource: AnyResource): ResolvedSection[] {
  const known = resolved.get(resource);
  if (known) return known;
  const create = asJsonSchema(COLLECTION_SCHEMAS[resource.collection.name].create);
  const sections = resource.form.sections.map((section) => {
    const parent = section.group ? create.properties?.[section.group] : create;
    if (!parent) throw new Error(`${resource.collection.name}: no group "${section.group}" in its schema`);
    return {
      title: section.title,
      columns: section.columns,
      group: section.group,
      fields: section.fields.map((field) => resolveField(resource.collection, field, parent, section.group)),
    };
  });
  resolved.set(resource, sections);
  return sections;
}

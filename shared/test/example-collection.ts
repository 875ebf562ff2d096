import { Type } from 'typebox';
import { defineCollection } from '../src/collections';
import type { SchemaCollection } from '../src/collections/schemas';

/**
 * A kind of content none of the site's collections is, for the tests that show a layer serves any
 * collection from its descriptor: a tag list and references (to services, and to a staff account) that
 * the public list filters on, and a field computed on every read.
 */
export const notes = defineCollection({
  name: 'notes',
  nouns: { singular: 'note', plural: 'notes' },
  typeName: { one: 'Note', many: 'Notes' },
  keys: { item: 'note', list: 'notes' },
  publicPath: '/notes',
  listing: { path: '/notes', title: 'Notes' },
  loading: { title: 'Notes', description: 'Notes.' },
  summaryField: 'summary',
  search: { public: ['title', 'summary'], staff: ['title'] },
  slugSource: 'title',
  sort: { createdAt: -1, title: 1, id: 1 },
  filters: { tag: { kind: 'includes', field: 'tags' }, service: { kind: 'includes', field: 'services' } },
  references: { services: { to: 'services' }, author: { to: 'staff' } },
  computed: { minutes: (item) => Math.max(1, Math.ceil(String(item.body ?? '').split(/\s+/).length / 200)) },
});

/** The example with its schemas (typed as a site collection only to be served by the same layers). */
export const notesWithSchemas = {
  ...notes,
  schemas: {
    create: Type.Object({
      title: Type.String({ minLength: 1 }),
      summary: Type.String({ minLength: 1 }),
      body: Type.String(),
      tags: Type.Optional(Type.Array(Type.String())),
      services: Type.Optional(Type.Array(Type.String())),
      author: Type.String({ minLength: 1 }),
    }),
    item: Type.Object({
      id: Type.String(),
      title: Type.String({ minLength: 1 }),
      summary: Type.String({ minLength: 1 }),
      body: Type.String(),
      tags: Type.Array(Type.String()),
      services: Type.Array(Type.String()),
      author: Type.String({ minLength: 1 }),
      minutes: Type.Integer(),
    }),
    publicQuery: Type.Object({}),
    staffQuery: Type.Object({}),
  },
} as unknown as SchemaCollection;

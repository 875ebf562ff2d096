import { defineCollection } from '@mwangaza/shared/collections';
import type { SchemaCollection } from '@mwangaza/shared/collections/schemas';
import { Type } from 'typebox';
import { contentSchema, type ContentDoc } from '../../src/models/content-model';
import { ContentRepository } from '../../src/plugins/app/content/content-repository';
import { referenceCheck } from '../../src/plugins/app/content/content-references';
import { RevisionStore } from '../../src/plugins/app/content/revision-store';
import { setUpTestApp } from '../helpers/test-app';

jest.setTimeout(30_000);

/**
 * A kind of content none of today's collections is, served from its descriptor and schemas alone: a tag
 * list and references (to services and to a staff account) filtered on, and a field computed on every read.
 */
const notes = {
  ...defineCollection({
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
    sort: { createdAt: -1, id: 1 },
    filters: { tag: { kind: 'includes', field: 'tags' }, service: { kind: 'includes', field: 'services' } },
    references: { services: { to: 'services' }, author: { to: 'staff' } },
    computed: { minutes: (item) => Math.max(1, Math.ceil(String(item.body).split(/\s+/).length / 200)) },
  }),
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
  // Not one of the site's collections: typed as one only to be served by the same layer.
} as unknown as SchemaCollection;

const t = setUpTestApp({ sessions: true });
const context = () => ({
  editor: 'Editor',
  actor: { id: 'u-editor', name: 'Editor', email: 'e@example.com' },
});

function notesRepository() {
  const model = t.app.db.connection.model<ContentDoc>('Note', contentSchema(notes));
  const repository = new ContentRepository({
    collection: notes,
    model,
    clock: t.app.contentClock,
    revisions: new RevisionStore(t.app.db.models.Revision),
    onChange: () => undefined,
  });
  repository.useReferences(referenceCheck(t.app.db.models, t.app.content));
  return repository;
}

it('derives the database model from the schemas: lists default to empty, computed fields are not stored', () => {
  const paths = contentSchema(notes).paths;
  expect(paths.title?.isRequired).toBe(true);
  expect(paths.tags?.instance).toBe('Array');
  expect(Object.keys(paths)).not.toContain('minutes');
});

it('checks references, filters by a tag or a referenced item, and computes on read', async () => {
  const repository = notesRepository();
  const author = (await t.app.db.models.User.findOne({ role: 'admin' }).lean().exec())!.id;
  const body = {
    title: 'Lakes at scale',
    summary: 'What we learnt.',
    body: 'word '.repeat(450),
    tags: ['spark'],
    services: ['data-lakes'],
    author,
  };
  const created = await repository.createItem({ ...body, status: 'published', publishAt: null }, context());
  expect(created).toMatchObject({ slug: 'lakes-at-scale', tags: ['spark'], minutes: 3 });

  await expect(
    repository.createItem({ ...body, services: ['no-such-service'] }, context()),
  ).rejects.toMatchObject({ statusCode: 400, message: 'services: "no-such-service" does not exist' });
  const user = (await t.app.db.models.User.findOne({ role: 'user' }).lean().exec())!.id;
  await expect(repository.createItem({ ...body, author: user }, context())).rejects.toMatchObject({
    statusCode: 400,
  });

  const ids = async (query: Record<string, unknown>) =>
    (await repository.search(query, 'public')).items.map((item) => item.id);
  expect(await ids({ tag: 'spark' })).toEqual([created.id]);
  expect(await ids({ tag: 'python' })).toEqual([]);
  expect(await ids({ service: 'data-lakes' })).toEqual([created.id]);
  expect(await ids({ search: 'LEARNT' })).toEqual([created.id]);
  expect((await repository.search({ search: 'LEARNT' }, 'staff')).items).toEqual([]);
});

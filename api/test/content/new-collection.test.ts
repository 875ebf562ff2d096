import { notesWithSchemas as notes } from '@mwangaza/shared/testing/example-collection';
import { contentSchema, type ContentDoc } from '../../src/models/content-model';
import { ContentRepository } from '../../src/plugins/app/content/content-repository';
import { referenceCheck } from '../../src/plugins/app/content/content-references';
import { RevisionStore } from '../../src/plugins/app/content/revision-store';
import { setUpTestApp } from '../helpers/test-app';

jest.setTimeout(30_000);

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
    clock: t.app.publishingClock,
    revisions: new RevisionStore(t.app.db.models.Revision),
    onChange: () => undefined,
  });
  repository.useReferences({ check: referenceCheck(t.app.db.models, t.app.content) });
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

import { defineCollection } from '../../collections';
import { db } from '../db';
import { compareItems, matchesQuery, type Entity } from './content-lists';
import { checkReferences } from './content-store';

/** A kind of content none of today's collections is: tags, references to services and staff, its own filters. */
const notes = defineCollection({
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
  sort: { publishedOn: -1, title: 1, id: 1 },
  filters: { tag: { kind: 'includes', field: 'tags' }, service: { kind: 'includes', field: 'services' } },
  references: { services: { to: 'services' }, author: { to: 'staff' } },
});

const note = (fields: Partial<Entity>) =>
  ({ id: 'n', title: 'T', tags: [], services: [], ...fields }) as Entity;
const query = (text: string) => new URLSearchParams(text);

it("filters a list by a tag and by a referenced item, with each audience's search fields", () => {
  const tagged = note({
    title: 'Pipelines',
    summary: 'Spark at scale',
    tags: ['spark'],
    services: ['data-lakes'],
  });
  expect(matchesQuery(notes, tagged, query('tag=spark'), 'public')).toBe(true);
  expect(matchesQuery(notes, tagged, query('tag=python'), 'public')).toBe(false);
  expect(matchesQuery(notes, tagged, query('service=data-lakes&tag=spark'), 'public')).toBe(true);
  expect(matchesQuery(notes, tagged, query('search=SCALE'), 'public')).toBe(true);
  expect(matchesQuery(notes, tagged, query('search=SCALE'), 'staff')).toBe(false);
});

it('sorts by the descriptor, leaving equal items in the order they were written', () => {
  const items = [
    note({ id: 'a', title: 'B', publishedOn: '2024-01-01' }),
    note({ id: 'b', title: 'A', publishedOn: '2024-01-01' }),
    note({ id: 'c', title: 'C', publishedOn: '2024-02-01' }),
  ];
  expect(items.sort(compareItems(notes)).map((item) => item.id)).toEqual(['c', 'b', 'a']);
});

it('refuses a reference to an item or a staff account that does not exist', async () => {
  const editor = db.users.find((user) => user.role === 'editor')!;
  const visitor = db.users.find((user) => user.role === 'user')!;
  expect(checkReferences(notes, { services: ['data-lakes'], author: editor.id })).toBeUndefined();
  const missing = checkReferences(notes, { services: ['data-lakes', 'no-such'], author: editor.id });
  expect(missing?.status).toBe(400);
  expect(await missing?.json()).toEqual({ success: false, message: 'services: "no-such" does not exist' });
  expect(await checkReferences(notes, { author: visitor.id })?.json()).toMatchObject({
    message: `author: "${visitor.id}" does not exist`,
  });
});

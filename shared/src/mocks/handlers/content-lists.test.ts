import { notes } from '../../../test/example-collection';
import { db } from '../db';
import { compareItems, matchesQuery, type Entity } from './content-lists';
import { checkReferences } from './content-store';

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
    note({ id: 'a', title: 'B', createdAt: '2024-01-01' }),
    note({ id: 'b', title: 'A', createdAt: '2024-01-01' }),
    note({ id: 'c', title: 'C', createdAt: '2024-02-01' }),
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

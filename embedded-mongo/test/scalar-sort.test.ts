import type { Document } from 'bson';
import { Query } from 'mingo';
import { sortScalars } from '../src/query/scalar-sort';

// The quick sort must order documents exactly as mingo's $sort does, ties included.
const mingoSorted = (docs: Document[], sort: Document) => new Query({}).find<Document>(docs).sort(sort).all();

function documents(count: number): Document[] {
  let seed = 7;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647);
  return Array.from({ length: count }, (_, i) => ({
    _id: i,
    stage: ['new', 'won', 'lost', 'Ärger', 'zebra'][next() % 5],
    score: (next() % 7) - 3,
    createdAt: new Date(Date.UTC(2026, 0, 1 + (next() % 4))),
    id: `e${next() % 50}`,
  }));
}

it.each([
  [{ createdAt: -1, id: 1 }],
  [{ stage: 1 }],
  [{ score: -1, createdAt: 1 }],
  [{ stage: -1, score: 1, id: -1 }],
])('orders as mingo does for %j, keeping natural order on ties', (sort) => {
  const docs = documents(400);
  expect(sortScalars(docs, sort)?.map((doc) => doc._id)).toEqual(
    mingoSorted(docs, sort).map((doc) => doc._id),
  );
});

it.each([
  ['a missing value', [{ a: 1 }, {}]],
  ['mixed kinds', [{ a: 1 }, { a: '1' }]],
  ['an array', [{ a: [2, 1] }, { a: 3 }]],
  ['null', [{ a: null }, { a: 3 }]],
])('leaves %s to mingo', (_name, docs) => {
  expect(sortScalars(docs as Document[], { a: 1 })).toBeUndefined();
});

it('leaves dotted paths and $meta sorts to mingo', () => {
  expect(sortScalars([{ a: { b: 1 } }], { 'a.b': 1 })).toBeUndefined();
  expect(sortScalars([{ a: 1 }], { score: { $meta: 'textScore' } })).toBeUndefined();
});

import type { Document } from 'mongodb';
import { Aggregator } from 'mingo';
import { setUpEmbeddedClient } from './helpers';

const mongo = setUpEmbeddedClient('aggregate-group');

/**
 * A $group of $sum, $count, $min, $max, $first and $last is kept up to date as the documents stream by
 * (query/streaming-group.ts): its results must be exactly those of mingo grouping the whole input at once.
 */
const docs: Document[] = Array.from({ length: 13_000 }, (_, i) => ({
  _id: i,
  // Few groups, and (key) almost as many groups as documents: the partial results are combined on the way.
  stage: ['new', 'qualified', 'won', undefined][i % 4],
  key: i % 11_000,
  source: i % 5 === 0 ? { utm: { source: `s${i % 3}` } } : { referrer: i % 2 ? 'www.google.com' : '' },
  value: i % 7 === 0 ? null : i % 13 === 0 ? 'text' : i % 17 === 0 ? [1, 2] : (i * 37) % 101,
  ...(i % 3 === 0 && { amount: (i % 10) / 10 }),
  at: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
}));

const pipelines: Document[][] = [
  [{ $group: { _id: '$stage', n: { $sum: 1 } } }],
  [
    { $match: { stage: { $in: ['qualified', 'won'] } } },
    {
      $group: {
        _id: { utmSource: '$source.utm.source', referrer: '$source.referrer', stage: '$stage' },
        n: { $sum: 1 },
      },
    },
  ],
  [
    {
      $group: {
        _id: '$key',
        total: { $sum: '$value' },
        count: { $count: {} },
        low: { $min: '$value' },
        high: { $max: '$value' },
        first: { $first: '$value' },
        last: { $last: '$at' },
      },
    },
    { $sort: { total: -1, _id: 1 } },
    { $limit: 50 },
  ],
  [
    { $match: { value: { $gte: 50 } } },
    { $group: { _id: null, sum: { $sum: '$value' }, twice: { $sum: 2 } } },
  ],
  [{ $group: { _id: '$missing', first: { $first: '$missing' }, low: { $min: '$missing' } } }],
  [{ $match: { stage: 'nobody' } }, { $group: { _id: null, n: { $sum: 1 } } }],
  [
    {
      $group: {
        _id: { $year: '$at' },
        tenths: { $sum: 0.1 },
        amount: { $sum: '$amount' },
        big: { $sum: { $cond: [{ $gte: ['$value', 50] }, 1, 0] } },
        lowest: { $min: '$amount' },
        highest: { $max: '$amount' },
        firstAmount: { $first: '$amount' },
        lastStage: { $last: '$stage' },
      },
    },
  ],
  [
    { $match: { key: { $lt: 100 } } },
    { $group: { _id: '$source', n: { $count: {} } } },
    { $sort: { n: -1 } },
  ],
];

describe('$group over a large input, streamed', () => {
  beforeAll(async () => {
    const collection = mongo.db.collection('events');
    await collection.createIndex({ stage: 1 });
    for (let i = 0; i < docs.length; i += 2000) await collection.insertMany(docs.slice(i, i + 2000));
  }, 60_000);

  test.each(pipelines.map((pipeline) => [JSON.stringify(pipeline), pipeline]))(
    '%s gives what grouping everything at once gives',
    async (_name, pipeline) => {
      const stored = await mongo.db.collection('events').find({}).sort({ _id: 1 }).toArray();
      const expected = new Aggregator(pipeline as Document[]).run(stored);
      const actual = await mongo.db
        .collection('events')
        .aggregate(pipeline as Document[])
        .toArray();
      const byId = (list: Document[]) =>
        [...list].sort((a, b) => JSON.stringify(a._id ?? null).localeCompare(JSON.stringify(b._id ?? null)));
      const sorted = Object.keys((pipeline.at(-1) as Document) ?? {})[0] === '$limit';
      expect(sorted ? actual : byId(actual)).toEqual(sorted ? expected : byId(expected as Document[]));
    },
    30_000,
  );

  test('`let` variables and $$ROOT reach the streamed accumulators', async () => {
    const pipeline = [
      {
        $group: {
          _id: { $gte: ['$key', '$$limit'] },
          over: { $sum: { $cond: [{ $gte: ['$key', '$$limit'] }, '$$weight', 0] } },
          firstKey: { $first: '$$ROOT.key' },
        },
      },
    ];
    const variables = { limit: 5000, weight: 2 };
    const stored = await mongo.db.collection('events').find({}).sort({ _id: 1 }).toArray();
    const expected = new Aggregator(pipeline, { variables }).run(stored);
    const actual = await mongo.db.collection('events').aggregate(pipeline, { let: variables }).toArray();
    expect(actual).toEqual(expected);
  }, 30_000);
});

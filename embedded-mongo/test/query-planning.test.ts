import type { Document } from 'mongodb';
import { setUpEmbeddedClient } from './helpers';

const mongo = setUpEmbeddedClient('planning');

/** The winning plan's scan: the IXSCAN (or COUNT_SCAN) with its index, or COLLSCAN. */
function scanOf(explained: Document): Document {
  let stage = explained.queryPlanner.winningPlan as Document;
  while (stage.inputStage) stage = stage.inputStage as Document;
  return stage;
}

function stagesOf(explained: Document): string[] {
  const stages: string[] = [];
  for (
    let stage = explained.queryPlanner.winningPlan as Document | undefined;
    stage;
    stage = stage.inputStage
  )
    stages.push(stage.stage as string);
  return stages;
}

describe('explain says which index a query uses', () => {
  beforeAll(async () => {
    const enquiries = mongo.db.collection('enquiries');
    await enquiries.createIndex({ stage: 1, createdAt: -1, id: 1 });
    await enquiries.createIndex({ createdAt: -1, id: 1 });
    await enquiries.createIndex({ email: 1 }, { unique: true });
    await enquiries.insertMany(
      Array.from({ length: 300 }, (_, i) => ({
        id: `e${String(i).padStart(4, '0')}`,
        email: `p${i}@example.com`,
        stage: ['new', 'contacted', 'won'][i % 3],
        score: i % 10,
        createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000),
      })),
    );
  });

  test('equality on an indexed field is an index scan over one key', async () => {
    const explained = await mongo.db
      .collection('enquiries')
      .find({ email: 'p7@example.com' })
      .explain('queryPlanner');
    expect(scanOf(explained)).toMatchObject({
      stage: 'IXSCAN',
      indexName: 'email_1',
      indexBounds: { email: ['["p7@example.com", "p7@example.com"]'] },
    });
    expect(stagesOf(explained)).toEqual(['FETCH', 'IXSCAN']);
  });

  test('a filtered, sorted, paged list walks the compound index in order: no sort stage', async () => {
    const enquiries = mongo.db.collection('enquiries');
    const query = enquiries.find({ stage: 'won' }).sort({ createdAt: -1, id: 1 }).skip(5).limit(10);
    const explained = await query.explain('executionStats');
    expect(scanOf(explained)).toMatchObject({ stage: 'IXSCAN', indexName: 'stage_1_createdAt_-1_id_1' });
    expect(stagesOf(explained)).not.toContain('SORT');
    // It stops at the page: the keys read are the page and what it skipped, not the whole stage.
    expect(explained.executionStats).toMatchObject({ nReturned: 10, totalKeysExamined: 15 });
    const page = await query.toArray();
    const all = (await enquiries.find().toArray())
      .filter((d) => d.stage === 'won')
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(5, 15);
    expect(page.map((d) => d.id)).toEqual(all.map((d) => d.id));
  });

  test('a sort the index can give in reverse is walked backwards', async () => {
    const explained = await mongo.db
      .collection('enquiries')
      .find({})
      .sort({ createdAt: 1, id: -1 })
      .limit(3)
      .explain('queryPlanner');
    expect(scanOf(explained)).toMatchObject({ indexName: 'createdAt_-1_id_1', direction: 'backward' });
  });

  test('a range, an $in and a $ne give bounded scans; an unindexed field scans the collection', async () => {
    const enquiries = mongo.db.collection('enquiries');
    const range = await enquiries
      .find({ createdAt: { $gte: new Date(Date.UTC(2026, 0, 5)), $lt: new Date(Date.UTC(2026, 0, 6)) } })
      .explain('queryPlanner');
    expect(scanOf(range)).toMatchObject({ stage: 'IXSCAN', indexName: 'createdAt_-1_id_1' });
    const inList = await enquiries.find({ stage: { $in: ['new', 'won'] } }).explain('queryPlanner');
    expect(scanOf(inList).indexBounds.stage).toHaveLength(2);
    const notWon = await enquiries.find({ stage: { $ne: 'won' } }).explain('queryPlanner');
    expect(scanOf(notWon)).toMatchObject({ stage: 'IXSCAN', indexName: 'stage_1_createdAt_-1_id_1' });
    const unindexed = await enquiries.find({ score: 3 }).explain('queryPlanner');
    expect(scanOf(unindexed)).toEqual({ stage: 'COLLSCAN', direction: 'forward' });
  });

  test('a count the index bounds decide reads no document (COUNT_SCAN)', async () => {
    const enquiries = mongo.db.collection('enquiries');
    const explained = await mongo.db.command({
      explain: { count: 'enquiries', query: { stage: 'new' } },
      verbosity: 'queryPlanner',
    });
    expect(scanOf(explained)).toMatchObject({ stage: 'COUNT_SCAN', indexName: 'stage_1_createdAt_-1_id_1' });
    expect(await enquiries.countDocuments({ stage: 'new' })).toBe(100);
    expect(await enquiries.countDocuments({ stage: 'new', score: { $lt: 5 } })).toBe(50);
  });

  test('explain of aggregate, distinct, update and delete describes their query; writes are not performed', async () => {
    const enquiries = mongo.db.collection('enquiries');
    const aggregated = await enquiries
      .aggregate([{ $match: { stage: 'won' } }, { $group: { _id: '$score' } }])
      .explain('queryPlanner');
    expect(scanOf(aggregated)).toMatchObject({ indexName: 'stage_1_createdAt_-1_id_1' });
    const removal = await mongo.db.command({
      explain: { delete: 'enquiries', deletes: [{ q: { email: 'p1@example.com' }, limit: 1 }] },
    });
    expect(scanOf(removal)).toMatchObject({ indexName: 'email_1' });
    expect(await enquiries.countDocuments({ email: 'p1@example.com' })).toBe(1);
  });
});

/** Documents mixing every case an index has to get right: types, missing fields, arrays, nesting. */
function mixedDocuments(): Document[] {
  const values: unknown[] = [
    1,
    2.5,
    -3,
    0,
    'a',
    'B',
    'b',
    '',
    null,
    true,
    false,
    new Date(5),
    new Date(-5),
    { x: 1 },
    { x: 'y', z: 1 },
  ];
  return Array.from({ length: 240 }, (_, i) => {
    const doc: Document = { _id: i, n: i % 7 };
    const value = values[i % values.length];
    if (i % 11 !== 5) doc.v = value;
    if (i % 13 === 0) doc.v = [value, 4];
    doc.w = values[(i * 7) % values.length];
    doc.d = { e: i % 5 === 0 ? [i % 3, 9] : i % 4 };
    return doc;
  });
}

test('every query answers the same from indexes as from a collection scan', async () => {
  const indexed = mongo.db.collection('indexed');
  const plain = mongo.db.collection('plain');
  const docs = mixedDocuments();
  await indexed.insertMany(docs.map((d) => ({ ...d })));
  await plain.insertMany(docs.map((d) => ({ ...d })));
  await indexed.createIndex({ v: 1 });
  await indexed.createIndex({ w: -1, n: 1 });
  await indexed.createIndex({ 'd.e': 1 });
  await indexed.createIndex({ n: 1, w: 1 });

  const filters: Document[] = [
    { v: 1 },
    { v: 4 },
    { v: null },
    { v: 'b' },
    { v: { x: 1 } },
    { v: { $in: [1, 'a', null] } },
    { v: { $gt: 0 } },
    { v: { $gte: -3, $lt: 2 } },
    { v: { $lt: 'b' } },
    { v: { $gt: new Date(0) } },
    { v: { $ne: 1 } },
    { v: { $nin: [null, 'a'] } },
    { v: { $exists: false } },
    { w: 'a', n: { $gte: 3 } },
    { w: { $in: [true, false] }, n: 2 },
    { n: 3, w: { $lt: 2 } },
    { n: { $in: [1, 2] }, w: { $ne: null } },
    { 'd.e': 1 },
    { 'd.e': { $gt: 2 } },
    { 'd.e': { $gt: 1, $lt: 3 } },
    { $and: [{ v: { $gte: 0 } }, { v: { $lte: 2 } }] },
    { v: { $gt: 0 }, $or: [{ n: 1 }, { n: 2 }] },
    { v: 1.0, w: { $type: 'string' } },
  ];
  const sorts: (Document | undefined)[] = [undefined, { n: 1, _id: 1 }, { w: -1, n: 1, _id: 1 }, { _id: -1 }];
  const ids = (list: Document[]) => list.map((d) => d._id as number);
  let indexScans = 0;
  for (const filter of filters) {
    for (const sort of sorts) {
      if (scanOf(await indexed.find(filter, { sort }).explain('queryPlanner')).stage === 'IXSCAN')
        indexScans += 1;
      const expected = await plain.find(filter, { sort }).toArray();
      const actual = await indexed.find(filter, { sort }).toArray();
      const label = JSON.stringify({ filter, sort });
      if (sort) expect({ label, ids: ids(actual) }).toEqual({ label, ids: ids(expected) });
      else
        expect({ label, ids: ids(actual).sort((a, b) => a - b) }).toEqual({
          label,
          ids: ids(expected).sort((a, b) => a - b),
        });
      expect({ label, n: await indexed.countDocuments(filter) }).toEqual({ label, n: expected.length });
      const page = await indexed.find(filter, { sort: sort ?? { _id: 1 }, skip: 2, limit: 3 }).toArray();
      const expectedPage = await plain
        .find(filter, { sort: sort ?? { _id: 1 }, skip: 2, limit: 3 })
        .toArray();
      expect({ label, page: ids(page) }).toEqual({ label, page: ids(expectedPage) });
    }
  }
  // Most of them were answered from an index (the comparison would prove nothing otherwise).
  expect(indexScans).toBeGreaterThan(filters.length * 2);
}, 60_000);

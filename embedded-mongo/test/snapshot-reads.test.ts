import { MongoServerError, Timestamp } from 'mongodb';
import { setUpEmbeddedClient } from './helpers';

let clock = Date.now();

const mongo = setUpEmbeddedClient('snap', { now: () => new Date(clock) });

test('every read of a snapshot session sees the moment of its first read, whatever is written since', async () => {
  const orders = mongo.db.collection<{ _id: number; state: string }>('orders');
  const lines = mongo.db.collection<{ _id: number; order: number }>('lines');
  await orders.insertMany([
    { _id: 1, state: 'open' },
    { _id: 2, state: 'open' },
  ]);
  await lines.insertMany([
    { _id: 10, order: 1 },
    { _id: 11, order: 2 },
  ]);
  const session = mongo.client.startSession({ snapshot: true });
  try {
    expect(await orders.find({}, { session }).toArray()).toHaveLength(2);
    expect((session as unknown as { snapshotTime?: unknown }).snapshotTime).toBeInstanceOf(Timestamp);

    await orders.insertOne({ _id: 3, state: 'open' });
    await orders.updateOne({ _id: 1 }, { $set: { state: 'closed' } });
    await lines.deleteOne({ _id: 10 });
    await lines.insertOne({ _id: 12, order: 3 });
    await mongo.db.collection<{ _id: number }>('later').insertOne({ _id: 1 });

    expect(await orders.find({}, { session }).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, state: 'open' },
      { _id: 2, state: 'open' },
    ]);
    expect(await lines.find({}, { session }).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 10, order: 1 },
      { _id: 11, order: 2 },
    ]);
    expect(await orders.distinct('state', {}, { session })).toEqual(['open']);
    expect(await lines.countDocuments({}, { session })).toBe(2);
    // A collection created after the moment did not exist then.
    expect(await mongo.db.collection('later').find({}, { session }).toArray()).toEqual([]);
  } finally {
    await session.endSession();
  }
  // Outside the session: the present.
  expect(await orders.countDocuments({ state: 'open' })).toBe(2);
  expect(await lines.countDocuments()).toBe(2);
  expect(await lines.findOne({ _id: 12 })).toEqual({ _id: 12, order: 3 });
});

test('a snapshot read walks a large result in batches at the same moment', async () => {
  const items = mongo.db.collection<{ _id: number }>('items');
  await items.insertMany(Array.from({ length: 500 }, (_, i) => ({ _id: i })));
  const session = mongo.client.startSession({ snapshot: true });
  try {
    const cursor = items.find({}, { session, batchSize: 50 }).sort({ _id: 1 });
    const first = await cursor.next();
    await items.deleteMany({});
    let seen = first ? 1 : 0;
    for await (const _item of cursor) seen += 1;
    expect(seen).toBe(500);
    expect(await items.countDocuments({}, { session })).toBe(500);
  } finally {
    await session.endSession();
  }
  expect(await items.countDocuments()).toBe(0);
});

test('commands other than find, aggregate and distinct refuse the snapshot level, as MongoDB does', async () => {
  await mongo.db.collection<{ _id: number }>('plain').insertOne({ _id: 1 });
  const error = await mongo.db
    .command({ count: 'plain', readConcern: { level: 'snapshot' } })
    .catch((err: unknown) => err);
  expect(error).toBeInstanceOf(MongoServerError);
  expect(error).toMatchObject({ code: 72, codeName: 'InvalidOptions' });
});

test('a read at a cluster time older than the history window fails with SnapshotTooOld', async () => {
  const notes = mongo.db.collection<{ _id: number }>('notes');
  await notes.insertOne({ _id: 1 });
  const session = mongo.client.startSession({ snapshot: true });
  try {
    await notes.find({}, { session }).toArray();
    await notes.insertOne({ _id: 2 });
    clock += 301_000;
    const error = await notes
      .find({}, { session })
      .toArray()
      .catch((err: unknown) => err);
    expect(error).toMatchObject({ code: 239, codeName: 'SnapshotTooOld' });
  } finally {
    await session.endSession();
  }
});

test('a cluster time never handed out is refused', async () => {
  const error = await mongo.db
    .command({
      find: 'notes',
      readConcern: { level: 'snapshot', atClusterTime: new Timestamp({ t: 4e9, i: 1 }) },
    })
    .catch((err: unknown) => err);
  expect(error).toMatchObject({ code: 72 });
});

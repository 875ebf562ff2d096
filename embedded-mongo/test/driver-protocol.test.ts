import { Long } from 'mongodb';
import { setUpEmbeddedClient } from './helpers';

const mongo = setUpEmbeddedClient('proto');

test('starts on a free loopback port', () => {
  expect(mongo.server.uri).toBe(`mongodb://127.0.0.1:${mongo.server.port}/`);
  expect(mongo.server.port).toBeGreaterThan(0);
});

test('cursors larger than one batch are read back completely with getMore', async () => {
  const coll = mongo.db.collection('many');
  await coll.insertMany(Array.from({ length: 250 }, (_, i) => ({ i })));
  const docs = await coll.find({}, { batchSize: 50 }).sort({ i: 1 }).toArray();
  expect(docs.map((d) => d.i)).toEqual(Array.from({ length: 250 }, (_, i) => i));
  const agg = await coll.aggregate([{ $match: { i: { $gte: 100 } } }], { batchSize: 30 }).toArray();
  expect(agg).toHaveLength(150);
});

test('killCursors and getMore on a killed cursor', async () => {
  const coll = mongo.db.collection('many');
  const reply = await mongo.db.command({ find: 'many', batchSize: 10 });
  const id = reply.cursor.id as Long;
  expect(Long.isLong(id) && !id.isZero()).toBe(true);
  const killed = await mongo.db.command({ killCursors: 'many', cursors: [id] });
  expect(killed.cursorsKilled).toHaveLength(1);
  await expect(mongo.db.command({ getMore: id, collection: 'many' })).rejects.toMatchObject({
    code: 43,
    codeName: 'CursorNotFound',
  });
  expect(await coll.countDocuments()).toBe(250);
});

test('unknown commands answer CommandNotFound naming the command', async () => {
  await expect(mongo.db.command({ fooBar: 1 })).rejects.toMatchObject({
    code: 59,
    codeName: 'CommandNotFound',
    message: "no such command: 'fooBar'",
  });
});

test('unsupported options and operators are refused, not ignored', async () => {
  await expect(
    mongo.db.command({ find: 'many', collation: { locale: 'fr', backwards: true } }),
  ).rejects.toMatchObject({
    code: 115,
    codeName: 'NotSupported',
  });
  await expect(mongo.db.createCollection('capped', { capped: true, size: 1024 })).rejects.toMatchObject({
    code: 115,
  });
  await expect(
    mongo.db.collection('many').updateOne({ i: 1 }, { $frobnicate: { i: 2 } } as never),
  ).rejects.toMatchObject({ code: 9 });
  await expect(
    mongo.db
      .collection('many')
      .find({ i: { $frobnicate: 1 } })
      .toArray(),
  ).rejects.toMatchObject({ code: 2 });
  await expect(
    mongo.db
      .collection('many')
      .aggregate([{ $out: 'elsewhere' }])
      .toArray(),
  ).rejects.toMatchObject({ code: 115 });
  await expect(mongo.db.collection('many').createIndex({ body: 'text' })).rejects.toMatchObject({
    code: 115,
  });
});

test('collection management follows MongoDB codes', async () => {
  await mongo.db.createCollection('made');
  await expect(mongo.db.createCollection('made')).rejects.toMatchObject({
    code: 48,
    codeName: 'NamespaceExists',
  });
  await expect(mongo.db.collection('missing').indexes()).rejects.toMatchObject({
    code: 26,
    codeName: 'NamespaceNotFound',
  });
  const names = (await mongo.db.listCollections({ name: 'made' }, { nameOnly: true }).toArray()).map(
    (c) => c.name,
  );
  expect(names).toEqual(['made']);
  expect(await mongo.db.collection('made').drop()).toBe(true);
  await expect(mongo.db.collection('never-existed').drop()).resolves.toBe(true);
  const dbs = await mongo.client.db('admin').admin().listDatabases();
  expect(dbs.databases.map((d) => d.name)).toContain('proto');
});

test('dropIndexes and findOneAndDelete/Replace through the raw driver', async () => {
  const coll = mongo.db.collection('misc');
  await coll.createIndex({ a: 1 });
  await expect(coll.dropIndex('nope')).rejects.toMatchObject({ code: 27 });
  await coll.dropIndex('a_1');
  await coll.insertMany([
    { a: 1, b: 'x' },
    { a: 2, b: 'y' },
  ]);
  const replaced = await coll.findOneAndReplace(
    { a: 2 },
    { a: 2, b: 'z' },
    { returnDocument: 'after', projection: { _id: 0 } },
  );
  expect(replaced).toEqual({ a: 2, b: 'z' });
  expect(await coll.findOneAndDelete({}, { sort: { a: -1 } })).toMatchObject({ a: 2 });
  expect(await coll.estimatedDocumentCount()).toBe(1);
});

test('BSON types survive a round trip and updates cannot change _id', async () => {
  const coll = mongo.db.collection('types');
  const { Decimal128, ObjectId } = await import('mongodb');
  const doc = {
    when: new Date(1_700_000_000_000),
    price: Decimal128.fromString('12.34'),
    ref: new ObjectId(),
    big: Long.fromString('9007199254740993'),
  };
  const { insertedId } = await coll.insertOne(doc);
  const back = await coll.findOne({ _id: insertedId });
  expect(back?.when).toEqual(doc.when);
  expect(back?.price.toString()).toBe('12.34');
  expect(back?.ref.equals(doc.ref)).toBe(true);
  expect(String(back?.big)).toBe('9007199254740993');
  expect(await coll.countDocuments({ ref: doc.ref })).toBe(1);
  await expect(coll.updateOne({ _id: insertedId }, { $set: { _id: new ObjectId() } })).rejects.toMatchObject({
    code: 66,
  });
});

import { readdirSync, statSync, truncateSync, appendFileSync } from 'node:fs';
import path from 'node:path';
import { Decimal128, ObjectId } from 'mongodb';
import { tempDir, withServer } from './helpers';

function journalPath(dir: string): string {
  const name = readdirSync(dir).find((f) => /^journal-\d+\.log$/.test(f));
  if (!name) throw new Error('no journal');
  return path.join(dir, name);
}

test('acknowledged writes, indexes and BSON types survive a restart', async () => {
  const dataDir = tempDir();
  const ref = new ObjectId();
  await withServer({ dataDir }, async (client) => {
    const items = client.db('app').collection('items');
    await items.createIndex({ sku: 1 }, { unique: true });
    await items.insertMany([
      { sku: 'a', price: Decimal128.fromString('9.99'), at: new Date(1000), ref },
      { sku: 'b', qty: 1 },
      { sku: 'c', qty: 1 },
    ]);
    await items.updateOne({ sku: 'b' }, { $inc: { qty: 4 } });
    await items.deleteOne({ sku: 'c' });
    await client.db('app').collection('gone').insertOne({ x: 1 });
    await client.db('app').collection('gone').drop();
  });
  await withServer({ dataDir }, async (client) => {
    const items = client.db('app').collection('items');
    const docs = await items.find({}, { projection: { _id: 0 } }).toArray();
    expect(docs).toHaveLength(2);
    expect(docs[0]?.price.toString()).toBe('9.99');
    expect(docs[0]?.at).toEqual(new Date(1000));
    expect((docs[0]?.ref as ObjectId).equals(ref)).toBe(true);
    expect(docs[1]).toEqual({ sku: 'b', qty: 5 });
    await expect(items.insertOne({ sku: 'a' })).rejects.toMatchObject({ code: 11000 });
    expect((await client.db('app').listCollections().toArray()).map((c) => c.name)).toEqual(['items']);
  });
});

test('a torn last record after a crash is dropped and earlier records stay intact', async () => {
  const dataDir = tempDir();
  await withServer({ dataDir }, async (client) => {
    const coll = client.db('app').collection('log');
    for (let i = 0; i < 10; i += 1) await coll.insertOne({ i });
  });
  const file = journalPath(dataDir);
  const size = statSync(file).size;
  truncateSync(file, size - 7); // cut the last record in half, as a crash mid-write would
  await withServer({ dataDir }, async (client) => {
    const coll = client.db('app').collection('log');
    expect((await coll.find().sort({ i: 1 }).toArray()).map((d) => d.i)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    await coll.insertOne({ i: 'after' });
  });
  // Garbage at the tail (a partially written frame header) is treated the same way.
  appendFileSync(journalPath(dataDir), Buffer.from([0xff, 0x00, 0x13]));
  await withServer({ dataDir }, async (client) => {
    expect(await client.db('app').collection('log').countDocuments()).toBe(10);
  });
});

test('compaction folds the journal into a snapshot without losing writes', async () => {
  const dataDir = tempDir();
  await withServer({ dataDir, compactEvery: 20 }, async (client) => {
    const coll = client.db('app').collection('counters');
    await coll.createIndex({ name: 1 }, { unique: true });
    await coll.insertMany(Array.from({ length: 50 }, (_, i) => ({ name: `c${i}`, n: 0 })));
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(
        Array.from({ length: 50 }, (_, i) => coll.updateOne({ name: `c${i}` }, { $inc: { n: 1 } })),
      );
    }
    await coll.deleteMany({ name: { $in: ['c0', 'c1'] } });
  });
  expect(readdirSync(dataDir)).toContain('snapshot.bson');
  await withServer({ dataDir, compactEvery: 20 }, async (client) => {
    const coll = client.db('app').collection('counters');
    expect(await coll.countDocuments()).toBe(48);
    expect(await coll.countDocuments({ n: 3 })).toBe(48);
    expect((await coll.indexes()).map((i) => i.name)).toEqual(['_id_', 'name_1']);
  });
});

test('in-memory mode keeps nothing between starts', async () => {
  await withServer({}, async (client) => {
    await client.db('mem').collection('x').insertOne({ a: 1 });
  });
  await withServer({}, async (client) => {
    expect(await client.db('mem').collection('x').countDocuments()).toBe(0);
  });
});

import { cpSync, existsSync, readdirSync, statSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { Decimal128, ObjectId } from 'mongodb';
import { DATABASE_FILE, tempDir, withServer, writeUntilKilled } from './helpers';

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

describe('kill -9', () => {
  const ackedIn = (output: string) => [...output.matchAll(/acked (\d+)/g)].map((m) => Number(m[1]));
  const storedIds = (dataDir: string) =>
    withServer({ dataDir }, async (client) =>
      (await client.db('app').collection<{ _id: number }>('items').find().sort({ _id: 1 }).toArray()).map(
        (d) => d._id,
      ),
    );

  test('every write acknowledged before the process was killed is there after restart', async () => {
    const dataDir = tempDir();
    const output = await writeUntilKilled(dataDir, 'inserts', (out) => ackedIn(out).length >= 300);
    const acked = ackedIn(output);
    const stored = await storedIds(dataDir);
    // Everything acknowledged, in order, and at most the one write in flight when it died.
    expect(stored.slice(0, acked.length)).toEqual(acked);
    expect(stored.length - acked.length).toBeLessThanOrEqual(1);
  }, 60_000);

  test('a WAL cut short (the last commit half written) loses only that unacknowledged commit', async () => {
    const dataDir = tempDir();
    const output = await writeUntilKilled(dataDir, 'inserts', (out) => ackedIn(out).length >= 50);
    const wal = path.join(dataDir, `${DATABASE_FILE}-wal`);
    expect(existsSync(wal)).toBe(true);
    // A crash while the last commit's frame was being written: its tail never reached the disk.
    const copy = tempDir();
    cpSync(dataDir, copy, { recursive: true });
    truncateSync(path.join(copy, `${DATABASE_FILE}-wal`), statSync(wal).size - 100);
    const whole = await storedIds(dataDir);
    const cut = await storedIds(copy);
    expect(cut).toEqual(whole.slice(0, cut.length));
    expect(cut.length).toBe(whole.length - 1);
    expect(whole.length).toBeGreaterThanOrEqual(ackedIn(output).length);
  }, 60_000);
});

test('checkpoints fold the WAL into the database file without losing writes, and a stop leaves no WAL', async () => {
  const dataDir = tempDir();
  await withServer({ dataDir }, async (client) => {
    const counters = client.db('app').collection<{ name: string; n: number; pad: string }>('counters');
    await counters.createIndex({ name: 1 }, { unique: true });
    await counters.insertMany(
      Array.from({ length: 500 }, (_, i) => ({ name: `c${i}`, n: 0, pad: 'x'.repeat(2000) })),
    );
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(
        Array.from({ length: 500 }, (_, i) => counters.updateOne({ name: `c${i}` }, { $inc: { n: 1 } })),
      );
    }
    await counters.deleteMany({ name: { $in: ['c0', 'c1'] } });
    // Well past SQLite's 1000-page checkpoint: the WAL has been folded in along the way.
    expect(statSync(path.join(dataDir, `${DATABASE_FILE}-wal`)).size).toBeLessThan(64 * 1024 * 1024);
  });
  expect(readdirSync(dataDir)).toEqual([DATABASE_FILE]);
  await withServer({ dataDir }, async (client) => {
    const counters = client.db('app').collection('counters');
    expect(await counters.countDocuments()).toBe(498);
    expect(await counters.countDocuments({ n: 3 })).toBe(498);
    expect((await counters.indexes()).map((i) => i.name)).toEqual(['_id_', 'name_1']);
  });
  // 2 000 acknowledged (flushed) writes: seconds on a loaded machine.
}, 60_000);

test('without a data folder nothing is kept between starts', async () => {
  await withServer({}, async (client) => {
    await client.db('mem').collection('x').insertOne({ a: 1 });
  });
  await withServer({}, async (client) => {
    expect(await client.db('mem').collection('x').countDocuments()).toBe(0);
  });
});

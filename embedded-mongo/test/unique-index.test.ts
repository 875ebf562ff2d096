import { MongoClient, MongoServerError, MongoBulkWriteError, type Db } from 'mongodb';
import mongoose from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src';

let server: EmbeddedMongo;
let client: MongoClient;
let db: Db;

beforeAll(async () => {
  server = await startEmbeddedMongo();
  client = await MongoClient.connect(server.uri, { maxPoolSize: 50 });
  db = client.db('unique');
});

afterAll(async () => {
  await client.close();
  await server.stop();
});

test('a unique index refuses duplicates with code 11000, keyPattern and keyValue', async () => {
  const users = db.collection('users');
  await users.createIndex({ email: 1 }, { unique: true });
  await users.insertOne({ email: 'a@example.com' });
  const err = await users.insertOne({ email: 'a@example.com' }).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(MongoServerError);
  expect(err).toMatchObject({ code: 11000, keyPattern: { email: 1 }, keyValue: { email: 'a@example.com' } });
  expect((err as Error).message).toBe(
    'E11000 duplicate key error collection: unique.users index: email_1 dup key: { email: "a@example.com" }',
  );
  // An update into a taken value is refused as well and leaves the document unchanged.
  await users.insertOne({ email: 'b@example.com' });
  await expect(
    users.updateOne({ email: 'b@example.com' }, { $set: { email: 'a@example.com' } }),
  ).rejects.toMatchObject({ code: 11000 });
  expect(await users.countDocuments({ email: 'b@example.com' })).toBe(1);
});

test('duplicate _id is refused', async () => {
  const items = db.collection<{ _id: string }>('items');
  await items.insertOne({ _id: 'x' });
  await expect(items.insertOne({ _id: 'x' })).rejects.toMatchObject({ code: 11000, keyValue: { _id: 'x' } });
});

test('compound unique index and creation over existing duplicates', async () => {
  const slots = db.collection('slots');
  await slots.createIndex({ day: 1, room: 1 }, { unique: true });
  await slots.insertOne({ day: 1, room: 'A' });
  await slots.insertOne({ day: 1, room: 'B' });
  await expect(slots.insertOne({ day: 1, room: 'A' })).rejects.toMatchObject({
    code: 11000,
    keyValue: { day: 1, room: 'A' },
  });

  const dupes = db.collection('dupes');
  await dupes.insertMany([{ k: 1 }, { k: 1 }]);
  await expect(dupes.createIndex({ k: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
  expect((await dupes.indexes()).map((i) => i.name)).toEqual(['_id_']);
});

test('sparse and partial unique indexes skip documents outside them', async () => {
  const accounts = db.collection('accounts');
  await accounts.createIndex({ phone: 1 }, { unique: true, sparse: true });
  await accounts.insertMany([{ name: 'a' }, { name: 'b' }]);
  await accounts.createIndex({ handle: 1 }, { unique: true, partialFilterExpression: { active: true } });
  await accounts.insertMany([
    { handle: 'h', active: false },
    { handle: 'h', active: true },
  ]);
  await expect(accounts.insertOne({ handle: 'h', active: true })).rejects.toMatchObject({ code: 11000 });
});

test('ordered batches stop at the first duplicate, unordered ones continue', async () => {
  const coll = db.collection('batches');
  await coll.createIndex({ k: 1 }, { unique: true });
  const ordered = await coll.insertMany([{ k: 1 }, { k: 1 }, { k: 2 }]).catch((e: unknown) => e);
  expect(ordered).toBeInstanceOf(MongoBulkWriteError);
  expect((ordered as MongoBulkWriteError).insertedCount).toBe(1);
  expect((ordered as MongoBulkWriteError).writeErrors).toMatchObject([{ index: 1, code: 11000 }]);

  const unordered = await coll
    .insertMany([{ k: 3 }, { k: 3 }, { k: 4 }, { k: 1 }], { ordered: false })
    .catch((e: unknown) => e);
  expect((unordered as MongoBulkWriteError).insertedCount).toBe(2);
  expect((await coll.find().toArray()).map((d) => d.k).sort()).toEqual([1, 3, 4]);
});

test('1,000 parallel inserts with collisions store exactly one document per key', async () => {
  const conn = await mongoose.createConnection(`${server.uri}parallel`, { maxPoolSize: 50 }).asPromise();
  const Ticket = conn.model(
    'Ticket',
    new mongoose.Schema({ code: { type: String, unique: true }, n: Number }),
  );
  await Ticket.init();
  const results = await Promise.allSettled(
    Array.from({ length: 1000 }, (_, n) => Ticket.create({ code: `code-${n % 700}`, n })),
  );
  const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(results.length - rejected.length).toBe(700);
  expect(rejected).toHaveLength(300);
  expect(rejected.every((r) => (r.reason as { code?: number }).code === 11000)).toBe(true);
  expect(await Ticket.countDocuments()).toBe(700);
  expect((await Ticket.distinct('code')).length).toBe(700);
  await conn.close();
}, 60_000);

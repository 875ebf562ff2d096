import { Long, MongoClient, MongoServerError } from 'mongodb';
import mongoose from 'mongoose';
import { startEmbeddedMongo } from '../src';
import { fakeIntervalsOnly, setUpEmbeddedClient } from './helpers';

const mongo = setUpEmbeddedClient('txn');

test('hello describes the primary of a one-member replica set at the address the client used', async () => {
  const hello = await mongo.db.admin().command({ hello: 1 });
  expect(hello).toMatchObject({
    isWritablePrimary: true,
    setName: 'embedded',
    hosts: [`127.0.0.1:${mongo.server.port}`],
    me: `127.0.0.1:${mongo.server.port}`,
  });
});

test('withTransaction commits writes to several collections together', async () => {
  const accounts = mongo.db.collection<{ _id: string; balance: number }>('accounts');
  const ledger = mongo.db.collection('ledger');
  await accounts.insertMany([
    { _id: 'a', balance: 100 },
    { _id: 'b', balance: 0 },
  ]);
  const session = mongo.client.startSession();
  try {
    await session.withTransaction(async () => {
      await accounts.updateOne({ _id: 'a' }, { $inc: { balance: -30 } }, { session });
      await accounts.updateOne({ _id: 'b' }, { $inc: { balance: 30 } }, { session });
      await ledger.insertOne({ from: 'a', to: 'b', amount: 30 }, { session });
      // Inside: the transaction reads its own writes; outside: nothing yet.
      expect(await accounts.findOne({ _id: 'a' }, { session })).toEqual({ _id: 'a', balance: 70 });
      expect(await ledger.countDocuments({}, { session })).toBe(1);
      expect(await accounts.findOne({ _id: 'a' })).toEqual({ _id: 'a', balance: 100 });
      expect(await ledger.countDocuments()).toBe(0);
    });
  } finally {
    await session.endSession();
  }
  expect(await accounts.find().sort({ _id: 1 }).toArray()).toEqual([
    { _id: 'a', balance: 70 },
    { _id: 'b', balance: 30 },
  ]);
  expect(await ledger.countDocuments()).toBe(1);
});

test('writes of an aborted transaction are never visible', async () => {
  const orders = mongo.db.collection('orders');
  await orders.insertOne({ _id: 1, status: 'new' } as never);
  const session = mongo.client.startSession();
  try {
    session.startTransaction();
    await orders.updateOne({ _id: 1 } as never, { $set: { status: 'paid' } }, { session });
    await orders.insertOne({ _id: 2, status: 'new' } as never, { session });
    await mongo.db.collection('created-in-txn').insertOne({ x: 1 }, { session });
    await session.abortTransaction();
  } finally {
    await session.endSession();
  }
  expect(await orders.find().toArray()).toEqual([{ _id: 1, status: 'new' }]);
  expect((await mongo.db.listCollections().toArray()).map((c) => c.name)).not.toContain('created-in-txn');
});

test('a transaction reads every collection as it was when the transaction started', async () => {
  const profiles = mongo.db.collection<{ _id: string; v: number }>('profiles');
  const settings = mongo.db.collection<{ _id: string; v: number }>('settings');
  await profiles.insertOne({ _id: 'p', v: 1 });
  await settings.insertOne({ _id: 's', v: 1 });
  const session = mongo.client.startSession();
  try {
    session.startTransaction();
    expect(await profiles.findOne({ _id: 'p' }, { session })).toEqual({ _id: 'p', v: 1 });
    // Committed outside after the transaction started, in a collection it has not read yet.
    await settings.updateOne({ _id: 's' }, { $set: { v: 2 } });
    await settings.insertOne({ _id: 'new', v: 1 });
    expect(await settings.find({}, { session }).toArray()).toEqual([{ _id: 's', v: 1 }]);
    await session.commitTransaction();
  } finally {
    await session.endSession();
  }
  expect(await settings.countDocuments()).toBe(2);
});

test('a second transaction writing the same document gets WriteConflict 112 labelled transient', async () => {
  const stock = mongo.db.collection<{ _id: string; qty: number }>('stock');
  await stock.insertOne({ _id: 'widget', qty: 10 });
  const first = mongo.client.startSession();
  const second = mongo.client.startSession();
  try {
    first.startTransaction();
    second.startTransaction();
    await stock.updateOne({ _id: 'widget' }, { $inc: { qty: -1 } }, { session: first });
    const error = await stock
      .updateOne({ _id: 'widget' }, { $inc: { qty: -2 } }, { session: second })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(MongoServerError);
    expect(error).toMatchObject({ code: 112, codeName: 'WriteConflict' });
    expect((error as MongoServerError).hasErrorLabel('TransientTransactionError')).toBe(true);
    await second.abortTransaction();
    await first.commitTransaction();
  } finally {
    await first.endSession();
    await second.endSession();
  }
  expect(await stock.findOne({ _id: 'widget' })).toEqual({ _id: 'widget', qty: 9 });
});

test('a document committed after the transaction read it is a write conflict too', async () => {
  const prices = mongo.db.collection<{ _id: string; price: number }>('prices');
  await prices.insertOne({ _id: 'p', price: 1 });
  const session = mongo.client.startSession();
  try {
    session.startTransaction();
    expect(await prices.findOne({ _id: 'p' }, { session })).toEqual({ _id: 'p', price: 1 });
    await prices.updateOne({ _id: 'p' }, { $set: { price: 2 } }); // outside, committed at once
    await expect(prices.updateOne({ _id: 'p' }, { $set: { price: 3 } }, { session })).rejects.toMatchObject({
      code: 112,
    });
    // The conflict aborted the transaction, as MongoDB does.
    await expect(prices.findOne({ _id: 'p' }, { session })).rejects.toMatchObject({ code: 251 });
    await session.abortTransaction().catch(() => undefined);
  } finally {
    await session.endSession();
  }
  expect(await prices.findOne({ _id: 'p' })).toEqual({ _id: 'p', price: 2 });
});

test('concurrent withTransaction calls on one counter all land, thanks to retries', async () => {
  const counters = mongo.db.collection<{ _id: string; n: number }>('counters');
  await counters.insertOne({ _id: 'hits', n: 0 });
  await Promise.all(
    Array.from({ length: 5 }, async () => {
      const session = mongo.client.startSession();
      try {
        await session.withTransaction(async () => {
          const current = await counters.findOne({ _id: 'hits' }, { session });
          await counters.updateOne({ _id: 'hits' }, { $set: { n: (current?.n ?? 0) + 1 } }, { session });
        });
      } finally {
        await session.endSession();
      }
    }),
  );
  expect(await counters.findOne({ _id: 'hits' })).toEqual({ _id: 'hits', n: 5 });
});

test('a write outside any transaction waits for the transaction holding its document', async () => {
  const docs = mongo.db.collection<{ _id: string; v: number[] }>('waits');
  await docs.insertOne({ _id: 'd', v: [] });
  const session = mongo.client.startSession();
  try {
    session.startTransaction();
    await docs.updateOne({ _id: 'd' }, { $push: { v: 1 } }, { session });
    let outsideDone = false;
    const outside = docs.updateOne({ _id: 'd' }, { $push: { v: 2 } }).then(() => (outsideDone = true));
    await docs.findOne({ _id: 'd' }); // a full round trip later, the outside write is still waiting
    expect(outsideDone).toBe(false);
    await session.commitTransaction();
    await outside;
  } finally {
    await session.endSession();
  }
  expect(await docs.findOne({ _id: 'd' })).toEqual({ _id: 'd', v: [1, 2] });
});

test('a unique key taken meanwhile fails the retried transaction with DuplicateKey', async () => {
  const users = mongo.db.collection('users');
  await users.createIndex({ email: 1 }, { unique: true });
  const session = mongo.client.startSession();
  let attempts = 0;
  try {
    await expect(
      session.withTransaction(async () => {
        attempts += 1;
        await users.insertOne({ email: 'first@example.com' }, { session });
        if (attempts === 1) await users.insertOne({ email: 'first@example.com' }); // someone else, committed
      }),
    ).rejects.toMatchObject({ code: 11000 });
  } finally {
    await session.endSession();
  }
  expect(attempts).toBe(2);
  expect(await users.countDocuments({ email: 'first@example.com' })).toBe(1);
});

test('a transaction left open past 60 s is aborted and the write waiting for it goes through', async () => {
  fakeIntervalsOnly();
  let clock = new Date('2026-01-01T00:00:00Z');
  const own = await startEmbeddedMongo({ now: () => clock });
  const c = await MongoClient.connect(own.uri);
  const session = c.startSession();
  try {
    const jobs = c.db('txn').collection<{ _id: string; owner: string }>('jobs');
    await jobs.insertOne({ _id: 'j', owner: 'nobody' });
    session.startTransaction();
    await jobs.updateOne({ _id: 'j' }, { $set: { owner: 'abandoned' } }, { session });
    const waiting = jobs.updateOne({ _id: 'j' }, { $set: { owner: 'worker' } });

    clock = new Date(clock.getTime() + 59_000);
    jest.advanceTimersByTime(1_000);
    expect(await jobs.findOne({ _id: 'j' })).toEqual({ _id: 'j', owner: 'nobody' });

    clock = new Date(clock.getTime() + 2_000);
    jest.advanceTimersByTime(1_000);
    await waiting;
    expect(await jobs.findOne({ _id: 'j' })).toEqual({ _id: 'j', owner: 'worker' });
    await expect(jobs.findOne({ _id: 'j' }, { session })).rejects.toMatchObject({ code: 251 });
  } finally {
    jest.useRealTimers();
    await session.endSession();
    await c.close();
    await own.stop();
  }
});

test('commands MongoDB refuses inside a transaction answer 263', async () => {
  const session = mongo.client.startSession();
  try {
    session.startTransaction();
    await mongo.db.collection('any').insertOne({ a: 1 }, { session });
    await expect(mongo.db.command({ listCollections: 1 }, { session })).rejects.toMatchObject({
      code: 263,
      message: "Cannot run 'listCollections' in a multi-document transaction.",
    });
    await session.abortTransaction().catch(() => undefined);
  } finally {
    await session.endSession();
  }
});

test('a retried write (same session and txnNumber) is answered, not applied twice', async () => {
  const session = mongo.client.startSession();
  try {
    // Pooled server sessions carry earlier txnNumbers: pick one above any this file reaches.
    const command = { insert: 'retried', documents: [{ _id: 1 }], txnNumber: Long.fromNumber(1_000_000) };
    const first = await mongo.db.command(command, { session });
    const again = await mongo.db.command(command, { session });
    expect(first).toMatchObject({ n: 1, ok: 1 });
    expect(again).toEqual(first);
  } finally {
    await session.endSession();
  }
  expect(await mongo.db.collection('retried').countDocuments()).toBe(1);
});

test('mongoose connection.transaction commits and rolls back', async () => {
  const conn = await mongoose.createConnection(`${mongo.server.uri}txn-mongoose`).asPromise();
  try {
    const Note = conn.model('Note', new mongoose.Schema({ text: String }));
    await Note.init();
    await conn.transaction(async (session) => {
      await Note.create([{ text: 'kept' }], { session });
    });
    await expect(
      conn.transaction(async (session) => {
        await Note.create([{ text: 'dropped' }], { session });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await Note.find().lean()).map((n) => n.text)).toEqual(['kept']);
  } finally {
    await conn.close();
  }
});

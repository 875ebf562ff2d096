import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, type Collection } from 'mongodb';
import mongoose from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from '../src';
import { fakeIntervalsOnly, idsOf } from './helpers';

const T0 = new Date('2026-01-01T00:00:00Z');
const minutes = (n: number): Date => new Date(T0.getTime() + n * 60_000);

/** A clock the test moves by hand: expiry never depends on real time passing. */
function manualClock(): { now: () => Date; set(at: Date): void } {
  let current = T0;
  return { now: () => current, set: (at) => (current = at) };
}

const started: { server: EmbeddedMongo; client: MongoClient }[] = [];
async function start(options: EmbeddedMongoOptions): Promise<{ server: EmbeddedMongo; client: MongoClient }> {
  const server = await startEmbeddedMongo({ ttlMonitorIntervalMs: 0, ...options });
  const client = await MongoClient.connect(server.uri);
  started.push({ server, client });
  return { server, client };
}
async function stop(handle: { server: EmbeddedMongo; client: MongoClient }): Promise<void> {
  await handle.client.close();
  await handle.server.stop();
}
afterEach(async () => {
  for (const handle of started.splice(0)) await stop(handle);
});

/** Runs one TTL pass, then lists the ids still in `collection`, sorted. */
async function idsLeftAfterPass(
  server: EmbeddedMongo,
  collection: Collection<{ _id: string }>,
): Promise<string[]> {
  await server.runTtlPass();
  return collection
    .find()
    .sort({ _id: 1 })
    .map((d) => d._id)
    .toArray();
}

test('documents expire expireAfterSeconds after their date, and listIndexes reports the option', async () => {
  const clock = manualClock();
  const { server, client } = await start({ now: clock.now });
  const sessions = client.db('app').collection<{ _id: string; createdAt: Date }>('sessions');
  await sessions.createIndex({ createdAt: 1 }, { expireAfterSeconds: 3600 });
  await sessions.insertMany([
    { _id: 'old', createdAt: minutes(-61) },
    { _id: 'fresh', createdAt: minutes(-59) },
    { _id: 'boundary', createdAt: minutes(-60) },
  ]);

  expect(await server.runTtlPass()).toBe(2);
  expect(await idsOf(sessions)).toEqual(['fresh']);
  const ttlIndex = (await sessions.indexes()).find((i) => i.name === 'createdAt_1');
  expect(ttlIndex).toMatchObject({ key: { createdAt: 1 }, expireAfterSeconds: 3600 });

  clock.set(minutes(2));
  expect(await server.runTtlPass()).toBe(1);
  expect(await sessions.countDocuments()).toBe(0);
});

test('expireAfterSeconds 0 expires each document at its own date; arrays use the earliest date', async () => {
  const clock = manualClock();
  const { server, client } = await start({ now: clock.now });
  const tokens = client.db('app').collection<{ _id: string; expiresAt?: unknown }>('tokens');
  await tokens.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
  await tokens.insertMany([
    { _id: 'due', expiresAt: minutes(-1) },
    { _id: 'later', expiresAt: minutes(10) },
    { _id: 'array', expiresAt: [minutes(30), minutes(-5), 'not a date'] },
    { _id: 'string', expiresAt: minutes(-10).toISOString() },
    { _id: 'number', expiresAt: 0 },
    { _id: 'missing' },
  ]);

  expect(await idsLeftAfterPass(server, tokens)).toEqual(['later', 'missing', 'number', 'string']);

  clock.set(minutes(10));
  expect(await idsLeftAfterPass(server, tokens)).toEqual(['missing', 'number', 'string']);
});

test('a TTL index with a partial filter only expires the documents it covers', async () => {
  const { server, client } = await start({ now: () => T0 });
  const audit = client.db('app').collection('audit');
  await audit.createIndex({ at: 1 }, { expireAfterSeconds: 60, partialFilterExpression: { kind: 'debug' } });
  await audit.insertMany([
    { kind: 'debug', at: minutes(-5) },
    { kind: 'security', at: minutes(-5) },
  ]);
  expect(await server.runTtlPass()).toBe(1);
  expect(await audit.find({}, { projection: { _id: 0, kind: 1 } }).toArray()).toEqual([{ kind: 'security' }]);
});

test('invalid TTL options are refused the way MongoDB refuses them', async () => {
  const { client } = await start({});
  const coll = client.db('app').collection('bad');
  await expect(coll.createIndex({ at: 1 }, { expireAfterSeconds: -1 })).rejects.toMatchObject({
    code: 67,
    message: expect.stringContaining("TTL index 'expireAfterSeconds' option cannot be less than 0"),
  });
  await expect(coll.createIndex({ at: 1 }, { expireAfterSeconds: 2 ** 31 })).rejects.toMatchObject({
    code: 67,
  });
  await expect(coll.createIndex({ at: 1, b: 1 }, { expireAfterSeconds: 10 })).rejects.toMatchObject({
    code: 67,
    message: expect.stringContaining('TTL indexes are single-field indexes'),
  });
  await expect(
    coll.createIndex({ at: 1 }, { expireAfterSeconds: '10' as unknown as number }),
  ).rejects.toMatchObject({ code: 67, message: expect.stringContaining('must be numeric') });
  await expect(coll.createIndex({ _id: 1 }, { expireAfterSeconds: 10 })).rejects.toMatchObject({
    code: 197,
  });
  await coll.createIndex({ at: 1 }, { expireAfterSeconds: 10 });
  await coll.createIndex({ at: 1 }, { expireAfterSeconds: 10 }); // the same index again is a no-op
  await expect(coll.createIndex({ at: 1 }, { expireAfterSeconds: 20 })).rejects.toMatchObject({
    code: 85,
    codeName: 'IndexOptionsConflict',
  });
});

test('TTL indexes and the deletions of a pass survive a restart', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-ttl-'));
  try {
    const first = await start({ dataDir, now: () => T0 });
    const coll = first.client.db('app').collection('throttle');
    await coll.createIndex({ resetAt: 1 }, { expireAfterSeconds: 0 });
    await coll.insertMany([{ resetAt: minutes(-1) }, { resetAt: minutes(1) }]);
    expect(await first.server.runTtlPass()).toBe(1);
    await stop(started.splice(0)[0] as { server: EmbeddedMongo; client: MongoClient });

    const second = await start({ dataDir, now: () => minutes(5) });
    const again = second.client.db('app').collection('throttle');
    expect(await again.countDocuments()).toBe(1);
    expect((await again.indexes()).find((i) => i.name === 'resetAt_1')?.expireAfterSeconds).toBe(0);
    expect(await second.server.runTtlPass()).toBe(1);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('the monitor runs by itself every minute by default', async () => {
  fakeIntervalsOnly();
  try {
    const server = await startEmbeddedMongo({ now: () => T0 });
    const client = await MongoClient.connect(server.uri);
    started.push({ server, client });
    const coll = client.db('app').collection('events');
    await coll.createIndex({ at: 1 }, { expireAfterSeconds: 0 });
    await coll.insertOne({ at: minutes(-1) });

    jest.advanceTimersByTime(59_000);
    expect(await coll.countDocuments()).toBe(1);
    jest.advanceTimersByTime(1_000);
    expect(await coll.countDocuments()).toBe(0);
  } finally {
    jest.useRealTimers();
  }
});

test('mongoose schemas with expires create working TTL indexes', async () => {
  const clock = manualClock();
  const { server } = await start({ now: clock.now });
  const conn = await mongoose.createConnection(`${server.uri}mongoose-ttl`).asPromise();
  try {
    const Session = conn.model(
      'Session',
      new mongoose.Schema({
        user: String,
        createdAt: { type: Date, expires: '1h', default: () => clock.now() },
      }),
    );
    const Reset = conn.model(
      'Reset',
      new mongoose.Schema({ user: String, expiresAt: { type: Date, expires: 0 } }),
    );
    await Promise.all([Session.init(), Reset.init()]);
    await Session.create({ user: 'a' });
    await Reset.create([
      { user: 'a', expiresAt: minutes(30) },
      { user: 'b', expiresAt: minutes(90) },
    ]);

    clock.set(minutes(61));
    await server.runTtlPass();
    expect(await Session.countDocuments()).toBe(0);
    expect((await Reset.find().lean()).map((r) => r.user)).toEqual(['b']);
    expect((await Session.listIndexes()).find((i) => i.name === 'createdAt_1')).toMatchObject({
      expireAfterSeconds: 3600,
    });
  } finally {
    await conn.close();
  }
});

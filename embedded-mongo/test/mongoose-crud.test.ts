import mongoose, { type Connection } from 'mongoose';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src';

interface Person {
  name: string;
  email: string;
  age: number;
  tags: string[];
  visits?: number;
  createdBy?: string;
}

function personModel(connection: Connection) {
  return connection.model('Person', personSchema);
}

const personSchema = new mongoose.Schema<Person>({
  name: { type: String, required: true },
  email: { type: String, required: true, unique: true },
  age: { type: Number, min: 0, max: 150 },
  tags: [String],
  visits: Number,
  createdBy: String,
});

let server: EmbeddedMongo;
let conn: Connection;
let Person: ReturnType<typeof personModel>;

beforeAll(async () => {
  server = await startEmbeddedMongo();
  conn = await mongoose.createConnection(`${server.uri}crud`).asPromise();
  Person = personModel(conn);
  await Person.init();
});

afterAll(async () => {
  await conn.close();
  await server.stop();
});

beforeEach(async () => {
  await Person.deleteMany({});
});

const people = (n: number): Person[] =>
  Array.from({ length: n }, (_, i) => ({
    name: i % 3 === 0 ? `Alice ${i}` : `Bob ${i}`,
    email: `p${i}@example.com`,
    age: 20 + (i % 50),
    tags: i % 2 === 0 ? ['even'] : ['odd'],
  }));

test('creates and finds with $or of case-insensitive regexes, sort, paging and countDocuments', async () => {
  await Person.insertMany(people(30));
  const filter = { $or: [{ name: { $regex: 'alice', $options: 'i' } }, { email: /P1\d@/i }] };
  const total = await Person.countDocuments(filter);
  const expected = people(30).filter((p) => /alice/i.test(p.name) || /P1\d@/i.test(p.email)).length;
  expect(total).toBe(expected);

  const page1 = await Person.find(filter).sort({ age: -1, email: 1 }).skip(0).limit(5).lean();
  const page2 = await Person.find(filter).sort({ age: -1, email: 1 }).skip(5).limit(5).lean();
  expect(page1).toHaveLength(5);
  expect(page2).toHaveLength(5);
  const all = await Person.find(filter).sort({ age: -1, email: 1 }).lean();
  expect([...page1, ...page2].map((p) => p.email)).toEqual(all.slice(0, 10).map((p) => p.email));
  const ages = all.map((p) => p.age);
  expect(ages).toEqual([...ages].sort((a, b) => b - a));
});

test('findById hits and misses', async () => {
  const created = await Person.create({ name: 'Carol', email: 'carol@example.com', age: 33, tags: [] });
  const found = await Person.findById(created._id).lean();
  expect(found?.email).toBe('carol@example.com');
  expect(found?._id.equals(created._id)).toBe(true);
  expect(await Person.findById(new mongoose.Types.ObjectId()).lean()).toBeNull();
});

test('findOneAndUpdate returns the document after the update and runs validators', async () => {
  await Person.create({ name: 'Dan', email: 'dan@example.com', age: 40, tags: [] });
  const updated = await Person.findOneAndUpdate(
    { email: 'dan@example.com' },
    { $inc: { age: 1 }, $push: { tags: { $each: ['a', 'b'] } } },
    { returnDocument: 'after', runValidators: true },
  ).lean();
  expect(updated?.age).toBe(41);
  expect(updated?.tags).toEqual(['a', 'b']);
  const before = await Person.findOneAndUpdate(
    { email: 'dan@example.com' },
    { $set: { name: 'Daniel' } },
    { returnDocument: 'before' },
  ).lean();
  expect(before?.name).toBe('Dan');
  await expect(
    Person.findOneAndUpdate(
      { email: 'dan@example.com' },
      { $set: { age: 500 } },
      { returnDocument: 'after', runValidators: true },
    ),
  ).rejects.toThrow(/age/);
  expect(
    await Person.findOneAndUpdate(
      { email: 'nobody@example.com' },
      { $set: { age: 1 } },
      { returnDocument: 'after' },
    ),
  ).toBeNull();
});

test('deletes one and many', async () => {
  await Person.insertMany(people(10));
  expect((await Person.deleteOne({ email: 'p1@example.com' })).deletedCount).toBe(1);
  expect((await Person.deleteMany({ tags: 'even' })).deletedCount).toBe(5);
  expect(await Person.countDocuments()).toBe(4);
  expect(await Person.findOneAndDelete({ email: 'p3@example.com' }).lean()).toMatchObject({
    email: 'p3@example.com',
  });
  expect(await Person.countDocuments()).toBe(3);
});

test('distinct returns each value once, flattening arrays', async () => {
  await Person.insertMany(people(6));
  expect((await Person.distinct('tags')).map(String).sort()).toEqual(['even', 'odd']);
  expect((await Person.distinct('age', { tags: 'odd' })).sort()).toEqual([21, 23, 25]);
});

test('upserts apply $setOnInsert only when inserting', async () => {
  const first = await Person.updateOne(
    { email: 'eve@example.com' },
    { $set: { name: 'Eve' }, $setOnInsert: { createdBy: 'upsert', age: 30 }, $inc: { visits: 1 } },
    { upsert: true },
  );
  expect(first.upsertedCount).toBe(1);
  const second = await Person.updateOne(
    { email: 'eve@example.com' },
    { $set: { name: 'Eve 2' }, $setOnInsert: { createdBy: 'changed' }, $inc: { visits: 1 } },
    { upsert: true },
  );
  expect(second).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
  const eve = await Person.findOne({ email: 'eve@example.com' }).lean();
  expect(eve).toMatchObject({ name: 'Eve 2', createdBy: 'upsert', age: 30, visits: 2 });

  const viaFind = await Person.findOneAndUpdate(
    { email: 'frank@example.com' },
    { $setOnInsert: { name: 'Frank', age: 50 } },
    { upsert: true, returnDocument: 'after' },
  ).lean();
  expect(viaFind).toMatchObject({ email: 'frank@example.com', name: 'Frank', age: 50 });
});

test('insertMany and bulkWrite', async () => {
  const inserted = await Person.insertMany(people(5));
  expect(inserted).toHaveLength(5);
  const result = await Person.bulkWrite([
    { insertOne: { document: { name: 'Gus', email: 'gus@example.com', age: 1, tags: [] } } },
    { updateOne: { filter: { email: 'p0@example.com' }, update: { $set: { age: 99 } } } },
    { updateMany: { filter: { age: { $in: [21, 23] } }, update: { $inc: { age: 100 } } } },
    {
      replaceOne: {
        filter: { email: 'p2@example.com' },
        replacement: { name: 'Replaced', email: 'p2@example.com', age: 2, tags: [] },
      },
    },
    { deleteOne: { filter: { email: 'p4@example.com' } } },
    {
      updateOne: {
        filter: { email: 'new@example.com' },
        update: { $set: { name: 'New', age: 3 } },
        upsert: true,
      },
    },
  ]);
  expect(result).toMatchObject({
    insertedCount: 1,
    matchedCount: 4,
    modifiedCount: 4,
    deletedCount: 1,
    upsertedCount: 1,
  });
  expect((await Person.findOne({ email: 'p0@example.com' }).lean())?.age).toBe(99);
  expect((await Person.findOne({ email: 'p1@example.com' }).lean())?.age).toBe(121);
  expect((await Person.findOne({ email: 'p2@example.com' }).lean())?.name).toBe('Replaced');
  expect(await Person.countDocuments()).toBe(6);
});

test('aggregate with $match, $group, $sort, $project', async () => {
  await Person.insertMany(people(12));
  const rows = await Person.aggregate<{ _id: string; count: number; avgAge: number }>([
    { $match: { age: { $gte: 20 } } },
    { $unwind: '$tags' },
    { $group: { _id: '$tags', count: { $sum: 1 }, avgAge: { $avg: '$age' } } },
    { $sort: { _id: 1 } },
    { $project: { _id: 1, count: 1, avgAge: 1 } },
  ]);
  expect(rows.map((r) => [r._id, r.count])).toEqual([
    ['even', 6],
    ['odd', 6],
  ]);
  // The pipeline must not have changed stored documents.
  expect((await Person.findOne({ email: 'p0@example.com' }).lean())?.tags).toEqual(['even']);
});

test('syncIndexes creates missing and drops extra indexes', async () => {
  await Person.collection.createIndex({ age: 1 }, { name: 'age_1' });
  const dropped = await Person.syncIndexes();
  expect(dropped).toEqual(['age_1']);
  const names = (await Person.collection.indexes()).map((i) => i.name).sort();
  expect(names).toEqual(['_id_', 'email_1']);
  expect(await Person.syncIndexes()).toEqual([]);
});

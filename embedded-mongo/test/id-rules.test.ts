import { MongoBulkWriteError, MongoServerError, type Document } from 'mongodb';
import { setUpEmbeddedClient } from './helpers';

const mongo = setUpEmbeddedClient('idrules');

// The Node driver itself swaps `_id: null` for a new ObjectId unless the server is asked to
// assign ids (NODE-6468), so these tests send the null as MongoDB's spec tests expect it stored.
describe('a null _id is stored and found by $type null', () => {
  const nullIdCount = (name: string): Promise<number> =>
    mongo.db.collection(name).countDocuments({ _id: { $type: 'null' } });

  test('insertOne', async () => {
    await mongo.db.collection('null1').insertOne({ _id: null } as Document, { forceServerObjectId: true });
    expect(await nullIdCount('null1')).toBe(1);
  });

  test('insertMany', async () => {
    await mongo.db.collection('null2').insertMany([{ _id: null } as Document], { forceServerObjectId: true });
    expect(await nullIdCount('null2')).toBe(1);
  });

  test('bulkWrite', async () => {
    await mongo.db
      .collection('null3')
      .bulkWrite([{ insertOne: { document: { _id: null } as Document } }], { forceServerObjectId: true });
    expect(await nullIdCount('null3')).toBe(1);
  });

  test('upsert with a null _id filter', async () => {
    await mongo.db
      .collection('null4')
      .updateOne({ _id: null } as Document, { $unset: { a: '' } }, { upsert: true });
    expect(await nullIdCount('null4')).toBe(1);
  });
});

describe('_id values MongoDB refuses to store', () => {
  test('an _id document with a $-prefixed field is refused with code 52', async () => {
    const coll = mongo.db.collection('dollar');
    const err = await coll.insertOne({ _id: { $a: 1 } } as Document).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err).toMatchObject({
      code: 52,
      message: "_id fields may not contain '$'-prefixed fields: $a is not valid for storage.",
    });
    // Deeper levels too, and an upserted replacement as well as an insert.
    await expect(coll.insertOne({ _id: { a: { $b: 1 } } } as Document)).rejects.toMatchObject({ code: 52 });
    await expect(
      coll.replaceOne({ x: 1 }, { _id: { $c: 1 } } as Document, { upsert: true }),
    ).rejects.toMatchObject({ code: 52 });
    expect(await coll.countDocuments()).toBe(0);
  });

  test('dotted keys and DBRef fields inside _id are allowed', async () => {
    const coll = mongo.db.collection('dotted');
    await coll.insertOne({ _id: { 'a.b': 1 } } as Document);
    await coll.insertOne({ _id: { ref: { $ref: 'users', $id: 1 } } } as Document);
    expect(await coll.countDocuments()).toBe(2);
  });

  test('array and regex _id values are refused with code 53', async () => {
    const coll = mongo.db.collection('arrays');
    const err = await coll.insertMany([{ _id: [1] } as Document]).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MongoBulkWriteError);
    expect((err as MongoBulkWriteError).writeErrors).toMatchObject([
      { code: 53, errmsg: "The '_id' value cannot be of type array" },
    ]);
    await expect(coll.insertOne({ _id: /x/ } as Document)).rejects.toMatchObject({ code: 53 });
  });
});

describe('an update pipeline that drops _id keeps the original _id', () => {
  const pipeline = [{ $replaceRoot: { newRoot: '$t' } }, { $addFields: { foo: 1 } }];

  test('updateOne', async () => {
    const coll = mongo.db.collection('pipe1');
    await coll.insertOne({ _id: 1, t: { u: 'v' } } as Document);
    const result = await coll.updateOne({ _id: 1 } as Document, pipeline);
    expect(result).toMatchObject({ matchedCount: 1, modifiedCount: 1 });
    expect(await coll.find().toArray()).toEqual([{ _id: 1, u: 'v', foo: 1 }]);
  });

  test('bulkWrite updateOne and findOneAndUpdate', async () => {
    const coll = mongo.db.collection('pipe2');
    await coll.insertMany([
      { _id: 1, t: { u: 'v' } },
      { _id: 2, t: { u: 'w' } },
    ] as Document[]);
    await coll.bulkWrite([{ updateOne: { filter: { _id: 1 } as Document, update: pipeline } }]);
    const after = await coll.findOneAndUpdate({ _id: 2 } as Document, pipeline, { returnDocument: 'after' });
    expect(after).toEqual({ _id: 2, u: 'w', foo: 1 });
    expect(await coll.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, u: 'v', foo: 1 },
      { _id: 2, u: 'w', foo: 1 },
    ]);
  });

  test('a pipeline that sets a different _id is still refused', async () => {
    const coll = mongo.db.collection('pipe3');
    await coll.insertOne({ _id: 1, t: { _id: 9 } } as Document);
    await expect(coll.updateOne({ _id: 1 } as Document, pipeline)).rejects.toMatchObject({ code: 66 });
  });
});

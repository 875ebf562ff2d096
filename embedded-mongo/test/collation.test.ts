import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient, type Collection, type Document } from 'mongodb';
import { startEmbeddedMongo } from '../src';
import { setUpEmbeddedClient } from './helpers';
import { parseCollation } from '../src/query/collation';

const caseless = { locale: 'en', strength: 2 };
const accentless = { locale: 'en', strength: 1 };

const mongo = setUpEmbeddedClient('collation');

async function names(name: string, docs: string[]): Promise<Collection> {
  const coll = mongo.db.collection(name);
  await coll.insertMany(docs.map((n, i) => ({ _id: i, n }) as Document));
  return coll;
}

const values = (docs: Document[]): unknown[] => docs.map((d) => d.n);

test('find compares strings case-insensitively at strength 2 and accent-insensitively at strength 1', async () => {
  const coll = await names('find', ['cafe', 'Café', 'CAFE', 'cafés', 'tea']);
  expect(values(await coll.find({ n: 'cafe' }).toArray())).toEqual(['cafe']);
  expect(values(await coll.find({ n: 'cafe' }, { collation: caseless }).toArray())).toEqual(['cafe', 'CAFE']);
  expect(values(await coll.find({ n: 'cafe' }, { collation: accentless }).toArray())).toEqual([
    'cafe',
    'Café',
    'CAFE',
  ]);
  expect(values(await coll.find({ n: { $in: ['TEA', 'CAFÉ'] } }, { collation: caseless }).toArray())).toEqual(
    ['Café', 'tea'],
  );
  expect(values(await coll.find({ n: { $ne: 'CAFE' } }, { collation: caseless }).toArray())).toEqual([
    'Café',
    'cafés',
    'tea',
  ]);
  expect(values(await coll.find({ n: { $gt: 'CAFÉ' } }, { collation: accentless }).toArray())).toEqual([
    'cafés',
    'tea',
  ]);
});

test('sort follows the collation instead of code points', async () => {
  const coll = await names('sort', ['b', 'B', 'a', 'A', 'é', 'e']);
  expect(values(await coll.find().sort({ n: 1 }).toArray())).toEqual(['A', 'B', 'a', 'b', 'e', 'é']);
  // MongoDB spells locales with an underscore (en_US); Intl and mingo need en-US.
  const sorted = values(
    await coll
      .find({}, { collation: { locale: 'en_US' } })
      .sort({ n: 1 })
      .toArray(),
  );
  expect(sorted).toEqual(['a', 'A', 'b', 'B', 'e', 'é']);
  const numeric = await names('numeric', ['item10', 'item9', 'item100']);
  const byNumber = await numeric
    .find({}, { collation: { locale: 'en', numericOrdering: true } })
    .sort({ n: 1 })
    .toArray();
  expect(values(byNumber)).toEqual(['item9', 'item10', 'item100']);
});

test('counts, distinct and aggregate use the collation', async () => {
  const coll = await names('counts', ['Nairobi', 'nairobi', 'NAIROBI', 'Mombasa']);
  expect(await coll.countDocuments({ n: 'nairobi' }, { collation: caseless })).toBe(3);
  expect(await coll.countDocuments({ n: 'nairobi' })).toBe(1);
  expect(await coll.distinct('n', {}, { collation: caseless })).toEqual(['Nairobi', 'Mombasa']);
  const matched = await coll
    .aggregate([{ $match: { n: 'NAIROBI' } }, { $sort: { _id: -1 } }, { $project: { _id: 1 } }], {
      collation: caseless,
    })
    .toArray();
  expect(matched).toEqual([{ _id: 2 }, { _id: 1 }, { _id: 0 }]);
  const viaExpr = await coll
    .aggregate([{ $match: { $expr: { $eq: ['$n', 'nairobi'] } } }, { $count: 'n' }], { collation: caseless })
    .toArray();
  expect(viaExpr).toEqual([{ n: 3 }]);
});

test('updates, deletes and findAndModify match through the collation', async () => {
  const coll = await names('writes', ['Amina', 'AMINA', 'Baraka', 'baraka', 'Chege']);
  await coll.updateMany({}, { $set: { tags: ['todo', 'keep'], old: ['x', 'y'] } });
  const updated = await coll.updateMany({ n: 'amina' }, { $set: { seen: true } }, { collation: caseless });
  expect(updated).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
  const deleted = await coll.deleteMany({ n: 'BARAKA' }, { collation: caseless });
  expect(deleted.deletedCount).toBe(2);
  const found = await coll.findOneAndUpdate(
    { n: 'chege' },
    { $set: { seen: true } },
    { collation: caseless, returnDocument: 'after' },
  );
  expect(found).toMatchObject({ n: 'Chege', seen: true });
  expect(await coll.findOneAndDelete({ n: 'CHEGE' }, { collation: caseless })).toMatchObject({ n: 'Chege' });
  const bulk = await coll.bulkWrite([
    { updateOne: { filter: { n: 'amina' }, update: { $set: { bulk: 1 } }, collation: caseless } },
    { deleteOne: { filter: { n: 'AMINA' }, collation: caseless } },
  ]);
  expect(bulk).toMatchObject({ modifiedCount: 1, deletedCount: 1 });
  // arrayFilters and $pull conditions follow the statement's collation as well.
  await coll.updateOne({ n: 'amina' }, { $set: { 'tags.$[t]': 'done' }, $pull: { old: 'X' } } as Document, {
    collation: caseless,
    arrayFilters: [{ t: 'TODO' }],
  });
  expect(await coll.findOne({}, { projection: { _id: 0, tags: 1, old: 1 } })).toEqual({
    tags: ['done', 'keep'],
    old: ['y'],
  });
  expect(await coll.countDocuments()).toBe(1);
});

test('a unique index with a case-insensitive collation refuses A@x.co after a@x.co', async () => {
  const users = mongo.db.collection('users');
  await users.createIndex({ email: 1 }, { unique: true, collation: caseless, name: 'email_ci' });
  const [index] = (await users.indexes()).filter((i) => i.name === 'email_ci');
  expect(index?.collation).toMatchObject({ locale: 'en', strength: 2, caseLevel: false, version: '57.1' });
  await users.insertOne({ email: 'a@x.co' });
  await expect(users.insertOne({ email: 'A@x.co' })).rejects.toMatchObject({
    code: 11000,
    keyPattern: { email: 1 },
  });
  // Accents still differ at strength 2.
  await users.insertOne({ email: 'á@x.co' });
  // An update into a value the collation finds equal is refused too.
  await expect(users.updateOne({ email: 'á@x.co' }, { $set: { email: 'A@X.CO' } })).rejects.toMatchObject({
    code: 11000,
  });
  // A query with the index's collation finds every case variant; without it, only the exact one.
  expect(await users.countDocuments({ email: 'A@X.CO' }, { collation: caseless })).toBe(1);
  expect(await users.countDocuments({ email: 'A@X.CO' })).toBe(0);
});

test('creating a collated unique index over documents that collide under it fails', async () => {
  const tags = mongo.db.collection('tags');
  await tags.insertMany([{ t: 'Data' }, { t: 'DATA' }]);
  await expect(tags.createIndex({ t: 1 }, { unique: true, collation: caseless })).rejects.toMatchObject({
    code: 11000,
  });
  await tags.createIndex({ t: 1 }, { unique: true });
  // The same key with another collation is another index (it needs its own name).
  await expect(tags.createIndex({ t: 1 }, { collation: { locale: 'fr' }, name: 't_fr' })).resolves.toBe(
    't_fr',
  );
});

test('the let option provides $$variables to $expr in find, aggregate, update, delete and findAndModify', async () => {
  const coll = await names('lets', ['x', 'y', 'z']);
  const findLet = await coll.find({ $expr: { $eq: ['$n', '$$wanted'] } }, { let: { wanted: 'y' } }).toArray();
  expect(values(findLet)).toEqual(['y']);
  const aggregated = await coll
    .aggregate([{ $match: { $expr: { $ne: ['$n', '$$skip'] } } }, { $project: { _id: 0, tag: '$$tag' } }], {
      let: { skip: 'x', tag: { $concat: ['t', '1'] } },
    })
    .toArray();
  expect(aggregated).toEqual([{ tag: 't1' }, { tag: 't1' }]);
  await coll.updateOne({ $expr: { $eq: ['$n', '$$target'] } }, [{ $set: { m: '$$mark' } }], {
    let: { target: 'z', mark: 'done' },
  });
  expect(await coll.findOne({ n: 'z' })).toMatchObject({ m: 'done' });
  const modified = await coll.findOneAndUpdate(
    { $expr: { $eq: ['$n', '$$target'] } },
    { $set: { f: 1 } },
    { let: { target: 'x' }, returnDocument: 'after' },
  );
  expect(modified).toMatchObject({ n: 'x', f: 1 });
  const deleted = await coll.deleteOne({ $expr: { $eq: ['$n', '$$target'] } }, { let: { target: 'y' } });
  expect(deleted.deletedCount).toBe(1);
  await expect(coll.find({}, { let: { Bad: 1 } }).toArray()).rejects.toMatchObject({ code: 2 });
});

test('invalid collations are refused as MongoDB does; options ICU-in-Node cannot reproduce get 115', async () => {
  const coll = mongo.db.collection('invalid');
  const find = (collation: Document) => coll.find({}, { collation: collation as never }).toArray();
  await expect(find({ locale: 'xx_nope' })).rejects.toMatchObject({
    code: 2,
    message: 'Field \'locale\' is invalid in: { locale: "xx_nope" }',
  });
  await expect(find({ strength: 2 })).rejects.toMatchObject({ code: 40414 });
  await expect(find({ locale: 'en', colour: 'blue' })).rejects.toMatchObject({ code: 40415 });
  await expect(find({ locale: 'en', strength: 9 })).rejects.toMatchObject({ code: 51024 });
  await expect(find({ locale: 'en', strength: 4 })).rejects.toMatchObject({ code: 115 });
  await expect(find({ locale: 'en', alternate: 'shifted' })).rejects.toMatchObject({ code: 115 });
  await expect(find({ locale: 'fr', backwards: true })).rejects.toMatchObject({ code: 115 });
  // A pipeline stage whose grouping would need collated keys is refused rather than answered binary.
  await expect(
    coll.aggregate([{ $group: { _id: '$n' } }], { collation: caseless }).toArray(),
  ).rejects.toMatchObject({ code: 115 });
  // 'simple' is binary comparison, as without a collation.
  await expect(find({ locale: 'simple' })).resolves.toEqual([]);
});

test('index keys agree with the collator for single characters of the common scripts', () => {
  // Latin, Latin-1, Latin Extended-A/B, Greek and Cyrillic letters (ligature expansions such as ß = ss excepted).
  const chars: string[] = [];
  for (const [from, to] of [
    [0x41, 0x5a],
    [0x61, 0x7a],
    [0xc0, 0x24f],
    [0x391, 0x3c9],
    [0x410, 0x44f],
  ] as const)
    for (let c = from; c <= to; c++) chars.push(String.fromCodePoint(c));
  const expansions = /[ßẞÆæǢǣǼǽŒœĲĳ]/u;
  const checked = chars.filter((c) => !expansions.test(c));
  for (const spec of [accentless, caseless, { locale: 'en' }, { locale: 'tr', strength: 1 }]) {
    const collation = parseCollation(spec)!;
    const keys = checked.map((c) => collation.key(c));
    const disagreements: string[] = [];
    checked.forEach((a, i) => {
      for (let j = i + 1; j < checked.length; j++) {
        if ((collation.compare(a, checked[j]!) === 0) !== (keys[i] === keys[j]))
          disagreements.push(`${a}/${checked[j]!}`);
      }
    });
    expect({ spec, disagreements }).toEqual({ spec, disagreements: [] });
  }
}, 60_000);

test('a collated unique index survives a restart from the data dir', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'collation-'));
  try {
    const first = await startEmbeddedMongo({ dataDir });
    const firstClient = await MongoClient.connect(first.uri);
    const accounts = firstClient.db('persist').collection('accounts');
    await accounts.createIndex({ email: 1 }, { unique: true, collation: caseless });
    await accounts.insertOne({ email: 'Zawadi@x.co' });
    await firstClient.close();
    await first.stop();

    const second = await startEmbeddedMongo({ dataDir });
    const secondClient = await MongoClient.connect(second.uri);
    const reopened = secondClient.db('persist').collection('accounts');
    await expect(reopened.insertOne({ email: 'zawadi@X.CO' })).rejects.toMatchObject({ code: 11000 });
    expect((await reopened.indexes())[1]).toMatchObject({ collation: { locale: 'en', strength: 2 } });
    await secondClient.close();
    await second.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

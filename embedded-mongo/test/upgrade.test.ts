import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EJSON } from 'bson';
import { GridFSBucket, type Document } from 'mongodb';
import { repairDataDir, startEmbeddedMongo } from '../src';
import { flipBit, journalFormatFolder, recordOffsets, withServer } from './helpers/data-dir-damage';

// test/fixtures/journal-format is a data folder written by the release before the SQLite engine
// (journal-format.md says how); journal-format-expected.json is what that release read back from it.
const expected = EJSON.parse(
  readFileSync(path.join(__dirname, 'fixtures/journal-format-expected.json'), 'utf8'),
  { relaxed: false },
) as {
  media: Record<string, string>;
  collections: Record<string, { documents: Document[] | number; indexes: Document[] }>;
};

const canonical = (value: unknown) => EJSON.stringify(value as Document, { relaxed: false });

/** How many records a whole copy of the fixture converts. */
let allRecords: number;
beforeAll(async () => {
  const server = await startEmbeddedMongo({ dataDir: journalFormatFolder().dataDir });
  allRecords = server.upgraded!.records;
  await server.stop();
});

test('a folder written by the previous release is converted on first start: every record, index and media byte', async () => {
  const { dataDir, journal, snapshot } = journalFormatFolder();
  const originals = { journal: readFileSync(journal), snapshot: readFileSync(snapshot) };
  const server = await startEmbeddedMongo({ dataDir });
  try {
    expect(server.upgraded).toMatchObject({ records: expect.any(Number) });
    // The old files are kept, unchanged, in a folder of their own.
    const keptIn = server.upgraded!.keptIn;
    expect(readFileSync(path.join(keptIn, 'journal-1.log')).equals(originals.journal)).toBe(true);
    expect(readFileSync(path.join(keptIn, 'snapshot.bson')).equals(originals.snapshot)).toBe(true);
    expect(readdirSync(dataDir).filter((f) => /^(journal-\d+\.log|snapshot\.bson)$/.test(f))).toEqual([]);
  } finally {
    await server.stop();
  }
  await withServer({ dataDir }, async (client) => {
    for (const [ns, want] of Object.entries(expected.collections)) {
      const [db, ...rest] = ns.split('.');
      const collection = client.db(db).collection(rest.join('.'));
      // The media chunks are compared through the files' bytes below.
      if (!Array.isArray(want.documents))
        expect(await collection.countDocuments()).toBe(Number(want.documents));
      else
        expect({ ns, docs: canonical(await collection.find().toArray()) }).toEqual({
          ns,
          docs: canonical(want.documents),
        });
      expect({ ns, indexes: canonical(await collection.indexes()) }).toEqual({
        ns,
        indexes: canonical(want.indexes),
      });
    }
    const bucket = new GridFSBucket(client.db('app'), { bucketName: 'media' });
    for (const [name, sha256] of Object.entries(expected.media)) {
      const chunks: Buffer[] = [];
      for await (const chunk of bucket.openDownloadStreamByName(name)) chunks.push(chunk as Buffer);
      expect({ name, sha256: createHash('sha256').update(Buffer.concat(chunks)).digest('hex') }).toEqual({
        name,
        sha256,
      });
    }
    // The indexes work as before: the collated unique e-mail refuses another case of a stored address.
    await expect(
      client.db('app').collection('enquiries').insertOne({ email: 'PERSON1@example.COM' }),
    ).rejects.toMatchObject({ code: 11000 });
  });
  // Converted once: the next start opens the database as it is.
  const again = await startEmbeddedMongo({ dataDir });
  expect(again.upgraded).toBeUndefined();
  await again.stop();
});

test('a damaged old journal stops the upgrade with file and offset and changes nothing; after db:repair it goes on', async () => {
  const { dataDir, journal } = journalFormatFolder();
  const offsets = recordOffsets(readFileSync(journal));
  const damaged = flipBit(journal, (offsets[3] as number) + 20);
  await expect(startEmbeddedMongo({ dataDir })).rejects.toThrow(
    `${journal} is damaged at byte ${offsets[3]}`,
  );
  expect(readFileSync(journal).equals(damaged)).toBe(true);
  expect(readdirSync(dataDir).sort()).toEqual(['journal-1.log', 'snapshot.bson']);

  const [report] = await repairDataDir(dataDir);
  expect(report).toMatchObject({ file: journal, kept: offsets.length - 1 });
  expect(report?.lost).toEqual([`bytes ${offsets[3]}-${offsets[4]} held no intact record`]);
  const server = await startEmbeddedMongo({ dataDir });
  // Every record but the damaged one.
  expect(server.upgraded?.records).toBe(allRecords - 1);
  await server.stop();
});

test('an unfinished last write in the old journal (never acknowledged) is left out', async () => {
  const { dataDir, journal } = journalFormatFolder();
  truncateSync(journal, readFileSync(journal).length - 7);
  const server = await startEmbeddedMongo({ dataDir });
  expect(server.upgraded?.records).toBe(allRecords - 1);
  await server.stop();
});

test('an upgrade cut short is done again at the next start, and one cut after the switch is finished', async () => {
  const { dataDir } = journalFormatFolder();
  // A crash while the new database was being built leaves it half made: it is built again.
  writeFileSync(path.join(dataDir, 'embedded-mongo.sqlite.upgrading'), 'half written');
  const first = await startEmbeddedMongo({ dataDir });
  const keptIn = first.upgraded!.keptIn;
  await first.stop();
  expect(existsSync(path.join(dataDir, 'embedded-mongo.sqlite.upgrading'))).toBe(false);
  // A crash after the new database took its place, before the old files were moved: they are moved now.
  for (const name of readdirSync(keptIn)) renameSync(path.join(keptIn, name), path.join(dataDir, name));
  const second = await startEmbeddedMongo({ dataDir });
  expect(second.upgraded).toMatchObject({ records: 0 });
  await second.stop();
  expect(readdirSync(dataDir).filter((f) => /^(journal-\d+\.log|snapshot\.bson)$/.test(f))).toEqual([]);
  await withServer({ dataDir }, async (client) => {
    expect(await client.db('other').collection('settings').findOne()).toEqual({
      _id: 'site',
      title: 'Mwangaza',
      on: true,
    });
  });
});

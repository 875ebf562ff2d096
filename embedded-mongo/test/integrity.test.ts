import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { findDataDirHolder, repairDataDir, startEmbeddedMongo } from '../src';
import {
  databaseWithDocs,
  damagePage,
  flipBit,
  offsetOfText,
  storedNumbers,
  tempDir,
  withServer,
} from './helpers/data-dir-damage';

test("damage SQLite's integrity check finds stops the start, naming the file, and changes nothing", async () => {
  const { dataDir, file } = await databaseWithDocs(400);
  const damaged = damagePage(file, offsetOfText(file, 200));

  const start = startEmbeddedMongo({ dataDir });
  await expect(start).rejects.toThrow(`${file} is damaged (SQLite's integrity check:`);
  await expect(startEmbeddedMongo({ dataDir })).rejects.toThrow('npm run db:repair -w api -- --data-dir');
  expect(readFileSync(file).equals(damaged)).toBe(true);
});

test('a large database is checked right after the start: damage found then refuses every write', async () => {
  const { dataDir, file } = await databaseWithDocs(400);
  damagePage(file, offsetOfText(file, 200));
  // Checked before the start up to checkBeforeStartMb (256 by default): this one counts as large.
  const server = await startEmbeddedMongo({ dataDir, checkBeforeStartMb: 0 });
  const client = await MongoClient.connect(server.uri);
  try {
    const report = await server.integrity;
    expect(report).toMatchObject({ inBackground: true, problems: [expect.any(String)] });
    const enquiries = client.db('app').collection<{ _id: number }>('enquiries');
    expect(await enquiries.findOne({ _id: 5 })).toMatchObject({ text: 'enquiry 5' });
    await expect(enquiries.insertOne({ _id: 1000 })).rejects.toThrow(
      `${file} is damaged (SQLite's integrity check:`,
    );
  } finally {
    await client.close();
    await server.stop();
  }
  // An intact large database starts and writes as usual.
  const intact = await databaseWithDocs(10);
  await withServer({ dataDir: intact.dataDir, checkBeforeStartMb: 0 }, async (c) => {
    await c.db('app').collection('enquiries').insertOne({ after: true });
  });
});

test('a document whose bytes changed on disk is refused when read, never answered altered', async () => {
  const { dataDir, file } = await databaseWithDocs(50);
  flipBit(file, offsetOfText(file, 10) + 3); // "enquiry 10" → "enqUiry 10"
  await withServer({ dataDir }, async (client) => {
    const enquiries = client.db('app').collection<{ _id: number }>('enquiries');
    await expect(enquiries.findOne({ _id: 10 })).rejects.toThrow('is damaged on disk');
    expect(await enquiries.findOne({ _id: 11 })).toEqual({ _id: 11, i: 11, text: 'enquiry 11' });
  });
});

test('repair copies the damaged database aside and keeps every document it can read', async () => {
  const { dataDir, file } = await databaseWithDocs(400);
  const damaged = damagePage(file, offsetOfText(file, 200));

  const [report, ...others] = await repairDataDir(dataDir);
  expect(others).toEqual([]);
  expect(report?.file).toBe(file);
  expect(readFileSync(report!.backup).equals(damaged)).toBe(true);
  expect(report?.lost.join('\n')).toMatch(
    /app\.enquiries: records after \d+ and before \d+ could not be read/,
  );

  const kept = await storedNumbers(dataDir);
  expect(kept).toHaveLength(report!.kept);
  expect(kept).not.toContain(200);
  // Only the damaged page's documents are gone, and every survivor is intact.
  expect(kept.length).toBeGreaterThan(300);
  await withServer({ dataDir }, async (client) => {
    const docs = await client.db('app').collection('enquiries').find().toArray();
    expect(docs.every((d) => d.text === `enquiry ${d.i}` && d._id === d.i)).toBe(true);
    expect((await client.db('app').collection('enquiries').indexes()).map((i) => i.name)).toEqual(['_id_']);
  });
  // Repaired, the folder is whole: nothing more to repair.
  expect(await repairDataDir(dataDir)).toEqual([]);
});

test('repair sets a document that fails its checksum aside and rebuilds indexes from the rest', async () => {
  const { dataDir, file } = await databaseWithDocs(50);
  await withServer({ dataDir }, (client) =>
    client.db('app').collection('enquiries').createIndex({ text: 1 }, { unique: true }),
  );
  flipBit(file, offsetOfText(file, 10) + 3);
  const [report] = await repairDataDir(dataDir);
  expect(report).toMatchObject({ kept: 49 });
  expect(report?.lost.join('\n')).toMatch(/app\.enquiries: record \d+ does not match its checksum/);
  expect(await storedNumbers(dataDir)).toEqual(
    Array.from({ length: 50 }, (_, i) => i).filter((i) => i !== 10),
  );
  await withServer({ dataDir }, async (client) => {
    const enquiries = client.db('app').collection('enquiries');
    await expect(enquiries.insertOne({ text: 'enquiry 11' })).rejects.toMatchObject({ code: 11000 });
    expect(await enquiries.countDocuments({ text: { $gte: 'enquiry 2' } })).toBe(38);
  });
});

test('repair of an intact folder changes nothing', async () => {
  const { dataDir } = await databaseWithDocs(10);
  const before = readdirSync(dataDir).sort();
  expect(await repairDataDir(dataDir)).toEqual([]);
  expect(readdirSync(dataDir).sort()).toEqual(before);
});

describe('one process per data directory', () => {
  test('a second opener is refused while the first runs, and may open it once the first stops', async () => {
    const dataDir = tempDir();
    const first = await startEmbeddedMongo({ dataDir });
    await expect(startEmbeddedMongo({ dataDir })).rejects.toThrow(`is in use by process ${process.pid}`);
    await expect(repairDataDir(dataDir)).rejects.toThrow('is in use');
    await first.stop();
    const second = await startEmbeddedMongo({ dataDir });
    await second.stop();
  });

  test('a server in another process keeps the directory; after kill -9 its lock is stale', async () => {
    const dataDir = tempDir();
    const holder = spawn(
      process.execPath,
      // `--import tsx` keeps it one process (the tsx CLI would run the script in a grandchild).
      ['--import', 'tsx', path.join(__dirname, 'fixtures/hold-data-dir.ts'), dataDir],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
        holder.once('exit', () => reject(new Error('the holder process exited early')));
      });
      await expect(startEmbeddedMongo({ dataDir })).rejects.toThrow(`is in use by process ${holder.pid}`);
      // The lock names where the running server listens, so a command beside it can use it.
      const running = findDataDirHolder(dataDir);
      expect(running).toMatchObject({
        pid: holder.pid,
        address: expect.stringMatching(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/),
      });
      const client = await MongoClient.connect(running!.address!);
      try {
        await client.db('t').collection('reached').insertOne({ from: 'beside' });
        expect(await client.db('t').collection('reached').countDocuments()).toBe(1);
      } finally {
        await client.close();
      }
    } finally {
      holder.kill('SIGKILL');
      await exited;
    }
    // Its process is gone: nobody holds the directory any more, and what it acknowledged is there.
    expect(findDataDirHolder(dataDir)).toBeUndefined();
    await withServer({ dataDir }, async (client) => {
      expect(await client.db('t').collection('reached').countDocuments()).toBe(1);
    });
  }, 30_000);

  test("another live process's lock is respected; a dead process's lock is stale and taken over", async () => {
    const dataDir = tempDir();
    const lockFile = path.join(dataDir, 'embedded-mongo.lock');
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(lockFile, JSON.stringify({ pid: other.pid, host: os.hostname(), since: '' }));
      await expect(startEmbeddedMongo({ dataDir })).rejects.toThrow(`is in use by process ${other.pid}`);
    } finally {
      const exited = new Promise((resolve) => other.once('exit', resolve));
      other.kill();
      await exited;
    }
    const server = await startEmbeddedMongo({ dataDir });
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
    await server.stop();
    expect(existsSync(lockFile)).toBe(false);
  });

  test('a lock left by an earlier run that had our pid (a restarted container) is stale', async () => {
    const dataDir = tempDir();
    writeFileSync(
      path.join(dataDir, 'embedded-mongo.lock'),
      JSON.stringify({ pid: process.pid, host: os.hostname(), since: '' }),
    );
    const server = await startEmbeddedMongo({ dataDir });
    await server.stop();
  });
});

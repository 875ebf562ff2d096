import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { findDataDirHolder, startEmbeddedMongo } from '../src';
import { repairDataDir } from '../src/storage/repair';
import {
  flipBit,
  journalWithDocs,
  recordOffsets,
  storedNumbers,
  tempDir,
  withServer,
} from './helpers/data-dir-damage';

test('one flipped bit mid-journal stops the start, naming file and offset, and changes nothing', async () => {
  const { dataDir, journal } = await journalWithDocs(30);
  const offsets = recordOffsets(readFileSync(journal));
  const damagedRecord = offsets[11] as number; // the put of document 10
  const damaged = flipBit(journal, damagedRecord + 30);

  await expect(startEmbeddedMongo({ dataDir })).rejects.toThrow(
    `${journal} is damaged at byte ${damagedRecord}`,
  );
  await expect(startEmbeddedMongo({ dataDir })).rejects.toThrow('npm run db:repair -w api -- --data-dir');
  expect(readFileSync(journal).equals(damaged)).toBe(true);
});

test('a damaged last record is refused too: only an unfinished write counts as a torn tail', async () => {
  const { dataDir, journal } = await journalWithDocs(5);
  const offsets = recordOffsets(readFileSync(journal));
  flipBit(journal, (offsets.at(-1) as number) + 20);
  await expect(startEmbeddedMongo({ dataDir })).rejects.toThrow('is damaged at byte');
});

test('a torn tail (the last write cut short, or zeros after it) is trimmed and the server starts', async () => {
  const { dataDir, journal } = await journalWithDocs(5);
  const data = readFileSync(journal);
  writeFileSync(journal, Buffer.concat([data.subarray(0, data.length - 9), Buffer.alloc(0)]));
  expect(await storedNumbers(dataDir)).toEqual([0, 1, 2, 3]);
  writeFileSync(journal, Buffer.concat([readFileSync(journal), Buffer.alloc(4096)]));
  expect(await storedNumbers(dataDir)).toEqual([0, 1, 2, 3]);
});

test('repair copies the damaged journal aside and keeps every intact record', async () => {
  const { dataDir, journal } = await journalWithDocs(30);
  const damagedRecord = recordOffsets(readFileSync(journal))[11] as number;
  const damaged = flipBit(journal, damagedRecord + 30);

  const [report, ...others] = await repairDataDir(dataDir);
  expect(others).toEqual([]);
  expect(report).toMatchObject({ file: journal, recordsKept: 30 });
  expect(report?.skipped).toEqual([[damagedRecord, recordOffsets(damaged)[12]]]);
  expect(readFileSync(report?.backup as string).equals(damaged)).toBe(true);

  const expected = Array.from({ length: 30 }, (_, i) => i).filter((i) => i !== 10);
  expect(await storedNumbers(dataDir)).toEqual(expected);
});

test('a damaged snapshot stops the start with its offset', async () => {
  const dataDir = tempDir();
  await withServer({ dataDir, compactEvery: 10 }, async (client) => {
    const coll = client.db('app').collection('enquiries');
    for (let i = 0; i < 15; i += 1) await coll.insertOne({ i });
  });
  const snapshot = path.join(dataDir, 'snapshot.bson');
  const offsets = recordOffsets(readFileSync(snapshot));
  flipBit(snapshot, (offsets[4] as number) + 10);
  await expect(startEmbeddedMongo({ dataDir })).rejects.toThrow(
    `${snapshot} is damaged at byte ${offsets[4]}`,
  );
  await repairDataDir(dataDir);
  expect((await storedNumbers(dataDir)).length).toBe(14);
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
    // Its process is gone: nobody holds the directory any more.
    expect(findDataDirHolder(dataDir)).toBeUndefined();
    const server = await startEmbeddedMongo({ dataDir });
    await server.stop();
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
    expect(readdirSync(dataDir)).not.toContain('embedded-mongo.lock');
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

/**
 * Backup and restore figures: the seeded product plus BENCH_BACKUP_ENQUIRIES enquiries (default 10 000) and
 * BENCH_BACKUP_MEDIA_MB of media (default 200, random bytes in 2 MB files: incompressible, as images are),
 * on the embedded database with a data folder, as `npm start` runs it. Prints the archive's size and the
 * time to write it (plain and encrypted) and to restore it into a fresh database. Everything is made in a
 * temporary folder and removed afterwards; nothing is kept in the repository.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose from 'mongoose';
import { startEmbeddedMongo } from '@mwangaza/embedded-mongo';
import { buildApp } from '../src/app';
import { createBackup, type BackupSource } from '../src/backup/create-backup';
import { megabytes } from '../src/backup/describe';
import { restoreBackup } from '../src/backup/restore-backup';
import { loadConfig } from '../src/config';
import { loadAverage, printTable } from './alternate';

const ENQUIRIES = Number(process.env.BENCH_BACKUP_ENQUIRIES ?? 10_000);
const MEDIA_MB = Number(process.env.BENCH_BACKUP_MEDIA_MB ?? 200);
const FILE_MB = 2;
const KEY = randomBytes(36).toString('base64');
/** TWO_FACTOR_KEY's part: it authenticates the plain archive. */
const AUTH_KEY = randomBytes(36).toString('base64');

function enquiry(i: number, now: number) {
  const createdAt = new Date(now - i * 60_000);
  return {
    id: `bench${i.toString(36).padStart(6, '0')}`,
    name: `Person ${i}`,
    email: `person${i}@example.com`,
    company: `Company ${i % 997}`,
    project: 'Data platform',
    challenge: 'Reports take a week to prepare; the finance team rebuilds them by hand every month.',
    success: 'Daily dashboards the board trusts.',
    contactTime: '',
    stage: 'new',
    assignee: null,
    nextStepAt: null,
    notes:
      i % 5 === 0 ? [{ id: `n${i}`, author: 'ops@example.com', at: createdAt, text: 'Called back.' }] : [],
    createdAt,
    updatedAt: createdAt,
  };
}

async function fill(source: BackupSource): Promise<void> {
  const db = source.client.db(source.dbName);
  const now = Date.now();
  for (let start = 0; start < ENQUIRIES; start += 2000) {
    const count = Math.min(2000, ENQUIRIES - start);
    await db
      .collection('enquiries')
      .insertMany(Array.from({ length: count }, (_, i) => enquiry(start + i, now)));
  }
  const bucket = new mongoose.mongo.GridFSBucket(db, { bucketName: 'media' });
  for (let i = 0; i < MEDIA_MB / FILE_MB; i += 1) {
    const upload = bucket.openUploadStream(`bench${i}/full.jpg`, { metadata: { mediaId: `bench${i}` } });
    await pipeline(Readable.from([randomBytes(FILE_MB * 1024 * 1024)]), upload);
  }
}

async function timeRestore(file: string, key?: string): Promise<number> {
  const server = await startEmbeddedMongo();
  const client = await new mongoose.mongo.MongoClient(server.uri).connect();
  try {
    return (await restoreBackup({ client, dbName: 'mwangaza' }, { file, key, authKeys: [AUTH_KEY] }))
      .durationMs;
  } finally {
    await client.close();
    await server.stop();
  }
}

async function main(): Promise<void> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'mwangaza-backup-bench-'));
  const server = await startEmbeddedMongo({ dataDir: path.join(scratch, 'data') });
  try {
    // The app seeds the product's content on its first start, as in production.
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DOCS_ENABLED: 'false' });
    const app = await buildApp({ config, mongodbUri: server.uri, dbName: 'mwangaza' });
    await app.ready();
    await app.close();
    const client = await new mongoose.mongo.MongoClient(server.uri).connect();
    const source = { client, dbName: 'mwangaza' };
    console.log(`Filling: ${ENQUIRIES} enquiries and ${MEDIA_MB} MB of media on the embedded database …`);
    await fill(source);

    const rows = [['archive', 'size', 'backup', 'restore (fresh in-memory database)']];
    const backups = [];
    for (const key of [undefined, KEY]) {
      const backup = await createBackup(source, {
        dir: path.join(scratch, 'archives'),
        key,
        authKey: AUTH_KEY,
      });
      const documents = backup.manifest.collections.reduce((sum, c) => sum + c.count, 0);
      console.log(
        `${key ? 'encrypted' : 'plain'}: ${documents} documents, ${backup.manifest.media.files.length} media files`,
      );
      backups.push({ key, backup });
    }
    // Restores run with the source stopped, so its 200 MB in memory weigh on neither of them.
    await client.close();
    await server.stop();
    for (const { key, backup } of backups) {
      const restoreMs = await timeRestore(backup.file, key);
      rows.push([
        key ? 'encrypted (.tar.gz.enc)' : 'plain (.tar.gz)',
        megabytes(backup.bytes),
        `${(backup.durationMs / 1000).toFixed(1)} s`,
        `${(restoreMs / 1000).toFixed(1)} s`,
      ]);
    }
    printTable(rows);
    console.log(`load average ${loadAverage()}`);
  } finally {
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

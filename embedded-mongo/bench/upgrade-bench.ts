/**
 * How long the first start takes to convert a data folder from the journal format of earlier versions:
 * `npm run bench:upgrade -w embedded-mongo`. Writes a folder of BENCH_UPGRADE_MB (default 1024) in that
 * format (a snapshot and its journal, records framed as the previous release framed them: enquiries,
 * analytics events, content revisions and media chunks in about the proportions of the product, with the
 * indexes the API makes), then times `startEmbeddedMongo` on it and reports the resident memory it peaked at.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Binary, ObjectId, type Document } from 'bson';
import { startEmbeddedMongo } from '../src';
import { encodeRecord } from '../src/storage/legacy/record-file';

const megabytes = Number(process.env.BENCH_UPGRADE_MB ?? 1024);
const DB = 'mwangaza';
const CHUNK = 255 * 1024;

/** Appends framed records to a file, in large writes. */
class RecordWriter {
  private readonly fd: number;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  records = 0;

  constructor(file: string) {
    this.fd = openSync(file, 'w');
  }

  add(record: Document): void {
    const frame = encodeRecord(record);
    this.pending.push(frame);
    this.pendingBytes += frame.length;
    this.records += 1;
    if (this.pendingBytes > 8 * 1024 * 1024) this.flush();
  }

  flush(): void {
    if (this.pending.length > 0) writeSync(this.fd, Buffer.concat(this.pending));
    this.pending = [];
    this.pendingBytes = 0;
  }

  close(): void {
    this.flush();
    closeSync(this.fd);
  }
}

function index(coll: string, name: string, key: Document, options: Document = {}): Document {
  return { op: 'index', db: DB, coll, spec: { name, key, ...options } };
}

function writeFolder(dir: string): void {
  const snapshot = new RecordWriter(path.join(dir, 'snapshot.bson'));
  const journal = new RecordWriter(path.join(dir, 'journal-1.log'));
  snapshot.add({ generation: 1 });
  const target = megabytes * 1024 * 1024;
  // A tenth of the bytes in documents, the rest in media, as a site with a media library has.
  const documentBytes = target / 10;
  const enquiries = Math.round(documentBytes / 3 / 900);
  const events = Math.round(documentBytes / 3 / 250);
  const revisions = Math.round(documentBytes / 3 / 1200);
  for (const coll of ['enquiries', 'analytics_events', 'revisions', 'media.files', 'media.chunks'])
    snapshot.add({ op: 'create', db: DB, coll });
  snapshot.add(index('enquiries', 'id_1', { id: 1 }, { unique: true }));
  snapshot.add(
    index('enquiries', 'suspectedSpam_1_stage_1_createdAt_-1_id_1', {
      suspectedSpam: 1,
      stage: 1,
      createdAt: -1,
      id: 1,
    }),
  );
  snapshot.add(index('analytics_events', 'at_1', { at: 1 }, { expireAfterSeconds: 30 * 86_400 }));
  snapshot.add(
    index(
      'revisions',
      'collectionName_1_entityId_1_number_-1',
      { collectionName: 1, entityId: 1, number: -1 },
      { unique: true },
    ),
  );
  snapshot.add(index('media.files', 'filename_1_uploadDate_1', { filename: 1, uploadDate: 1 }));
  snapshot.add(index('media.chunks', 'files_id_1_n_1', { files_id: 1, n: 1 }, { unique: true }));
  const now = Date.now();
  for (let i = 0; i < enquiries; i++) {
    snapshot.add({
      op: 'put',
      db: DB,
      coll: 'enquiries',
      doc: {
        _id: new ObjectId(),
        id: `enq${i}`,
        name: `Person ${i}`,
        email: `person${i}@example.com`,
        company: `Company ${i % 997}`,
        project: 'Data platform',
        challenge: 'Reports take a week to prepare, and nobody trusts the numbers they show. '.repeat(6),
        stage: ['new', 'contacted', 'qualified', 'proposal', 'won', 'lost'][i % 6],
        suspectedSpam: false,
        notes: [],
        createdAt: new Date(now - i * 60_000),
        updatedAt: new Date(now - i * 60_000),
      },
    });
  }
  for (let i = 0; i < events; i++) {
    const writer = i % 5 === 0 ? journal : snapshot;
    writer.add({
      op: 'put',
      db: DB,
      coll: 'analytics_events',
      doc: {
        _id: new ObjectId(),
        at: new Date(now - i * 1000),
        visitor: `v${i % 5000}`,
        type: 'pageview',
        path: `/page-${i % 50}`,
        device: 'mobile',
        referrer: '',
      },
    });
  }
  for (let i = 0; i < revisions; i++) {
    snapshot.add({
      op: 'put',
      db: DB,
      coll: 'revisions',
      doc: {
        _id: new ObjectId(),
        id: `rev${i}`,
        collectionName: 'case-studies',
        entityId: `cs${i % 500}`,
        number: Math.floor(i / 500) + 1,
        snapshot: {
          title: `Case study ${i % 500}`,
          body: 'A modern data stack cut reporting from a week to a morning. '.repeat(15),
        },
        createdAt: new Date(now - i * 3_600_000),
      },
    });
  }
  // Media: 2 MB files, every chunk a record; the last fifth of them in the journal.
  const files = Math.max(1, Math.round((target - documentBytes) / (2 * 1024 * 1024)));
  const chunk = randomBytes(CHUNK);
  for (let f = 0; f < files; f++) {
    const writer = f >= files * 0.8 ? journal : snapshot;
    const id = new ObjectId();
    const length = 2 * 1024 * 1024;
    for (let n = 0; n * CHUNK < length; n++) {
      const size = Math.min(CHUNK, length - n * CHUNK);
      writer.add({
        op: 'put',
        db: DB,
        coll: 'media.chunks',
        doc: { _id: new ObjectId(), files_id: id, n, data: new Binary(chunk.subarray(0, size)) },
      });
    }
    writer.add({
      op: 'put',
      db: DB,
      coll: 'media.files',
      doc: {
        _id: id,
        length,
        chunkSize: CHUNK,
        uploadDate: new Date(),
        filename: `m${f}/1600w.jpg`,
        metadata: { mediaId: `m${f}` },
      },
    });
  }
  snapshot.close();
  journal.close();
  console.log(
    `journal-format folder: ${snapshot.records + journal.records} records (${enquiries} enquiries, ${events} events, ${revisions} revisions, ${files} media files)`,
  );
}

function peakMb(): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(process.env.BENCH_DATA_ROOT ?? os.tmpdir(), 'upgrade-bench-'));
  try {
    writeFolder(dir);
    const size = ['snapshot.bson', 'journal-1.log'].reduce(
      (total, name) => total + statSync(path.join(dir, name)).size,
      0,
    );
    // The kernel's peak starts afresh here (writing 5 to clear_refs), so it is the conversion's own.
    writeFileSync('/proc/self/clear_refs', '5');
    const before = peakMb();
    const started = performance.now();
    const server = await startEmbeddedMongo({ dataDir: dir });
    const seconds = (performance.now() - started) / 1000;
    await server.stop();
    const database = statSync(path.join(dir, 'embedded-mongo.sqlite')).size;
    console.log(
      `Converted ${(size / 1024 / 1024).toFixed(0)} MB (${server.upgraded?.records} records) in ${seconds.toFixed(1)} s ` +
        `(${(size / 1024 / 1024 / seconds).toFixed(0)} MB/s) into a ${(database / 1024 / 1024).toFixed(0)} MB database; ` +
        `resident memory peaked at ${peakMb().toFixed(0)} MB (${before.toFixed(0)} MB before); load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(', ')}`,
    );
  } finally {
    if (process.env.BENCH_KEEP_DATA) console.log(`data kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

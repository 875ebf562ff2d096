/**
 * Throughput of the embedded server through mongoose, without a data dir (a throwaway database, never synced)
 * and with one (every acknowledged write synced).
 * Run: npm run bench -w embedded-mongo  (bounded to well under a minute)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { startEmbeddedMongo } from '../src';

const INSERTS = 2_000;
const INSERT_CONCURRENCY = 16;
const LOOKUPS = 2_000;
const COUNT_CALLS = 20;

const schema = new mongoose.Schema({
  email: { type: String, unique: true },
  category: String,
  score: Number,
});

interface Row {
  mode: string;
  insertsPerSec: number;
  findByIdPerSec: number;
  count1k: number;
  count10k: number;
}

async function timed(fn: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function runMode(mode: string, dataDir: string | undefined): Promise<Row> {
  const server = await startEmbeddedMongo({ dataDir });
  const conn = await mongoose.createConnection(`${server.uri}bench`).asPromise();
  const Item = conn.model('Item', schema);
  await Item.init();
  const doc = (i: number) => ({ email: `user${i}@example.com`, category: `c${i % 10}`, score: i % 100 });

  let next = 0;
  const ids: mongoose.Types.ObjectId[] = [];
  const insertMs = await timed(async () => {
    await Promise.all(
      Array.from({ length: INSERT_CONCURRENCY }, async () => {
        while (next < INSERTS) ids.push((await Item.create(doc(next++)))._id);
      }),
    );
  });

  const lookupMs = await timed(async () => {
    for (let i = 0; i < LOOKUPS; i += 1) await Item.findById(ids[(i * 7919) % ids.length]).lean();
  });

  const countAt = async (total: number): Promise<number> => {
    const have = await Item.estimatedDocumentCount();
    for (let i = have; i < total; i += 1000) {
      await Item.insertMany(Array.from({ length: Math.min(1000, total - i) }, (_, j) => doc(i + j)));
    }
    const ms = await timed(async () => {
      for (let i = 0; i < COUNT_CALLS; i += 1)
        await Item.countDocuments({ category: 'c3', score: { $gte: 50 } });
    });
    return ms / COUNT_CALLS;
  };

  await Item.deleteMany({});
  await Item.countDocuments({ category: 'c3' }); // warm-up
  const count1k = await countAt(1_000);
  const count10k = await countAt(10_000);

  await conn.close();
  await server.stop();
  return {
    mode,
    insertsPerSec: Math.round(INSERTS / (insertMs / 1000)),
    findByIdPerSec: Math.round(LOOKUPS / (lookupMs / 1000)),
    count1k,
    count10k,
  };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-bench-'));
  try {
    await runMode('warm-up', undefined); // lets the JIT settle so the first measured mode is not penalised
    const rows = [await runMode('no dataDir', undefined), await runMode('data dir', dir)];
    console.log('| mode       | inserts/s | findById/s | countDocuments @1k | countDocuments @10k |');
    console.log('|------------|-----------|------------|--------------------|---------------------|');
    for (const r of rows) {
      console.log(
        `| ${r.mode.padEnd(10)} | ${String(r.insertsPerSec).padStart(9)} | ${String(r.findByIdPerSec).padStart(10)} | ${`${r.count1k.toFixed(2)} ms`.padStart(18)} | ${`${r.count10k.toFixed(2)} ms`.padStart(19)} |`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

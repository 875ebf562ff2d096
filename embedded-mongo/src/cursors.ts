import { calculateObjectSize, Long, type Document } from 'bson';
import { ErrorCode, MongoCommandError } from './errors';

const DEFAULT_FIRST_BATCH = 101;
/** Leaves headroom under the 16 MiB reply limit for the envelope around the batch. */
const MAX_BATCH_BYTES = 15 * 1024 * 1024;

interface OpenCursor {
  ns: string;
  remaining: Document[];
  lastUsed: number;
}

export interface Batch {
  docs: Document[];
  /** 0 once the cursor is exhausted. */
  id: Long;
}

/** Server-side cursors over precomputed results; idle ones are reaped like MongoDB's cursorTimeoutMillis. */
export class CursorRegistry {
  private readonly cursors = new Map<bigint, OpenCursor>();
  // Real cursor ids are large int64s; staying above 2^53 keeps drivers from promoting them to doubles.
  private nextId = (1n << 60n) + BigInt(Math.floor(Math.random() * 2 ** 40));
  private readonly reaper: NodeJS.Timeout;

  constructor(private readonly idleTimeoutMs: number) {
    this.reaper = setInterval(() => this.reap(), Math.min(idleTimeoutMs, 60_000));
    this.reaper.unref();
  }

  /** Returns the first batch; registers a cursor only if documents remain and more batches are allowed. */
  open(ns: string, docs: Document[], batchSize: number | undefined, singleBatch = false): Batch {
    const first = takeBatch(docs, batchSize || DEFAULT_FIRST_BATCH);
    const remaining = docs.slice(first.length);
    if (remaining.length === 0 || singleBatch) return { docs: first, id: Long.ZERO };
    const id = this.nextId++;
    this.cursors.set(id, { ns, remaining, lastUsed: Date.now() });
    return { docs: first, id: Long.fromBigInt(id) };
  }

  getMore(key: bigint, ns: string, batchSize: number | undefined): Batch {
    const cursor = this.cursors.get(key);
    if (!cursor || cursor.ns !== ns) {
      throw new MongoCommandError(ErrorCode.CursorNotFound, `cursor id ${key} not found`);
    }
    const docs = takeBatch(cursor.remaining, batchSize || Number.MAX_SAFE_INTEGER);
    cursor.remaining = cursor.remaining.slice(docs.length);
    cursor.lastUsed = Date.now();
    if (cursor.remaining.length > 0) return { docs, id: Long.fromBigInt(key) };
    this.cursors.delete(key);
    return { docs, id: Long.ZERO };
  }

  kill(ids: bigint[]): { killed: Long[]; notFound: Long[] } {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const id of ids) (this.cursors.delete(id) ? killed : notFound).push(Long.fromBigInt(id));
    return { killed, notFound };
  }

  close(): void {
    clearInterval(this.reaper);
    this.cursors.clear();
  }

  private reap(): void {
    const cutoff = Date.now() - this.idleTimeoutMs;
    for (const [id, cursor] of this.cursors) if (cursor.lastUsed < cutoff) this.cursors.delete(id);
  }
}

function takeBatch(docs: Document[], batchSize: number): Document[] {
  let bytes = 0;
  let count = 0;
  while (count < docs.length && count < batchSize) {
    bytes += calculateObjectSize(docs[count] as Document);
    if (bytes > MAX_BATCH_BYTES && count > 0) break;
    count += 1;
  }
  return docs.slice(0, count);
}

/** The `{ cursor: { firstBatch|nextBatch, id, ns }, ok: 1 }` reply shape. */
export function cursorReply(ns: string, batch: Batch, field: 'firstBatch' | 'nextBatch'): Document {
  return { cursor: { [field]: batch.docs, id: batch.id, ns }, ok: 1 };
}

/** Cursor ids arrive as int64, but the deserializer promotes those that fit a double to numbers. */
export function cursorIdOf(value: unknown): bigint {
  if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value);
  if (typeof value === 'bigint') return value;
  if (Long.isLong(value)) return value.toBigInt();
  throw new MongoCommandError(ErrorCode.TypeMismatch, `cursor id must be an integer, got ${String(value)}`);
}

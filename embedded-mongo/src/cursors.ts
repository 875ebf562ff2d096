import { calculateObjectSize, Long, type Document } from 'bson';
import { ErrorCode, MongoCommandError } from './errors';

const DEFAULT_FIRST_BATCH = 101;
/**
 * A batch stops growing past this many bytes (MongoDB allows 16 MiB): drivers take batches of any size, and a
 * small one bounds the memory a large read holds at once (on both ends, when the API and the database share a
 * process) and the time one getMore takes while other requests wait.
 */
const MAX_BATCH_BYTES = 1024 * 1024;
/** Documents asked of a source at a time while a batch fills up to its byte budget. */
const FILL_STEP = 256;

/** Where a cursor's documents come from: computed already, or streamed from a scan as batches are asked for. */
export interface DocumentSource {
  /** Up to `n` more documents; fewer only at the end. */
  next(n: number): Promise<Document[]>;
  readonly exhausted: boolean;
}

interface OpenCursor {
  ns: string;
  source: DocumentSource;
  /** Read from the source but not yet sent (they did not fit the last batch). */
  pending: Document[];
  lastUsed: number;
}

export interface Batch {
  docs: Document[];
  /** 0 once the cursor is exhausted. */
  id: Long;
}

/** Server-side cursors over streamed or computed results; idle ones are reaped like MongoDB's cursorTimeoutMillis. */
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
  async open(
    ns: string,
    source: DocumentSource | Document[],
    batchSize: number | undefined,
    singleBatch = false,
  ): Promise<Batch> {
    const cursor: OpenCursor = { ns, source: asSource(source), pending: [], lastUsed: Date.now() };
    const docs = await fill(cursor, batchSize || DEFAULT_FIRST_BATCH);
    if (singleBatch || (cursor.pending.length === 0 && cursor.source.exhausted))
      return { docs, id: Long.ZERO };
    const id = this.nextId++;
    this.cursors.set(id, cursor);
    return { docs, id: Long.fromBigInt(id) };
  }

  async getMore(key: bigint, ns: string, batchSize: number | undefined): Promise<Batch> {
    const cursor = this.cursors.get(key);
    if (!cursor || cursor.ns !== ns) {
      throw new MongoCommandError(ErrorCode.CursorNotFound, `cursor id ${key} not found`);
    }
    cursor.lastUsed = Date.now();
    let docs: Document[];
    try {
      docs = await fill(cursor, batchSize || Number.MAX_SAFE_INTEGER);
    } catch (error) {
      this.cursors.delete(key);
      throw error;
    }
    cursor.lastUsed = Date.now();
    if (cursor.pending.length > 0 || !cursor.source.exhausted) return { docs, id: Long.fromBigInt(key) };
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

function asSource(source: DocumentSource | Document[]): DocumentSource {
  if (!Array.isArray(source)) return source;
  let index = 0;
  return {
    get exhausted() {
      return index >= source.length;
    },
    next(n) {
      const batch = source.slice(index, index + n);
      index += batch.length;
      return Promise.resolve(batch);
    },
  };
}

/** Up to `wanted` documents within the byte budget (at least one); what does not fit waits for the next batch. */
async function fill(cursor: OpenCursor, wanted: number): Promise<Document[]> {
  const docs: Document[] = [];
  let bytes = 0;
  for (;;) {
    if (cursor.pending.length === 0) {
      if (cursor.source.exhausted) break;
      cursor.pending = await cursor.source.next(Math.min(wanted - docs.length, FILL_STEP));
      if (cursor.pending.length === 0) break;
    }
    const doc = cursor.pending[0]!;
    const size = calculateObjectSize(doc);
    if (docs.length > 0 && bytes + size > MAX_BATCH_BYTES) break;
    cursor.pending.shift();
    docs.push(doc);
    bytes += size;
    if (docs.length >= wanted) break;
  }
  return docs;
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

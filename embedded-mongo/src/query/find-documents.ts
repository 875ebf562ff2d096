import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Document } from 'bson';
import type { Query } from 'mingo/query';
import type { DocumentSource } from '../cursors';
import type { CollectionView, Row, ScanPosition } from '../storage/store';
import { pathValues, valueKey } from '../storage/values';
import { createQuery, type QueryEnv } from './mingo-options';
import { planQuery, type Plan, type PlanPurpose } from './planner';
import { sortScalars } from './scalar-sort';

export interface FindSpec {
  filter?: Document;
  sort?: Document;
  projection?: Document;
  skip?: number;
  limit?: number;
  /** Collation and `let` variables of the command. */
  env?: QueryEnv;
}

const nonEmpty = (doc: Document | undefined): doc is Document =>
  doc !== undefined && Object.keys(doc).length > 0;

/** A read that has run this long without a break gives the event loop a turn, as MongoDB yields. */
const YIELD_AFTER_MS = 8;
/** Candidates read per step between checks of the clock. */
const STEP_ROWS = 256;

/**
 * The candidates of a plan that pass the filter, in the plan's order, each once (a multikey index lists a
 * document under each of its keys). Reads in chunks through keyset paging, so nothing holds the scan open
 * between calls and a long read can pause while other commands run.
 */
export class Matches {
  private position: ScanPosition | undefined;
  private finished = false;
  private readonly seen: Set<number> | undefined;
  private chunk: number;
  /** Index keys (or documents, for a collection scan) read so far: explain's totalKeysExamined. */
  keysExamined = 0;
  docsExamined = 0;

  constructor(
    private readonly collection: CollectionView,
    readonly plan: Plan,
    private readonly query: Query,
    /** How many matches the caller is likely to want first: the first chunk read. */
    expected = 16,
  ) {
    this.seen = plan.multikey ? new Set() : undefined;
    this.chunk = Math.max(4, Math.min(expected + 1, 1000));
  }

  get done(): boolean {
    return this.finished;
  }

  /** Up to `n` matches, reading at most `maxRows` candidates (then fewer matches, but not done). */
  take(n: number, maxRows = Number.POSITIVE_INFINITY): Document[] {
    const out: Document[] = [];
    let read = 0;
    while (!this.finished && out.length < n && read < maxRows) {
      const want = Math.min(this.chunk, maxRows - read);
      const rows = this.collection.scan(this.plan.source, this.position, want);
      this.chunk = Math.min(this.chunk * 2, 1000);
      if (rows.length < want) this.finished = true;
      for (const row of rows) {
        read += 1;
        this.position = row.key ? { key: row.key, rid: row.rid } : { rid: row.rid };
        this.keysExamined += 1;
        if (this.seen) {
          if (this.seen.has(row.rid)) continue;
          this.seen.add(row.rid);
        }
        this.docsExamined += 1;
        if (this.query.test(row.doc)) {
          out.push(row.doc);
          if (out.length >= n) {
            // Rows after this one are read again by the next call.
            if (row !== rows[rows.length - 1]) this.finished = false;
            break;
          }
        }
      }
    }
    return out;
  }

  /**
   * Hands each match to `visit` as it is read, reading at most `maxRows` candidates: nothing is collected,
   * so a long read (a streamed `$group`) holds one document at a time.
   */
  forEach(visit: (doc: Document) => void, maxRows: number): void {
    let read = 0;
    const onRow = (row: Row) => {
      read += 1;
      this.position = row.key ? { key: row.key, rid: row.rid } : { rid: row.rid };
      this.keysExamined += 1;
      if (this.seen) {
        if (this.seen.has(row.rid)) return;
        this.seen.add(row.rid);
      }
      this.docsExamined += 1;
      if (this.query.test(row.doc)) visit(row.doc);
    };
    while (!this.finished && read < maxRows) {
      const want = Math.min(this.chunk, maxRows - read);
      const got = this.collection.scanEach
        ? this.collection.scanEach(this.plan.source, this.position, want, onRow)
        : this.collection.scan(this.plan.source, this.position, want).map(onRow).length;
      this.chunk = Math.min(this.chunk * 2, 1000);
      if (got < want) this.finished = true;
    }
  }

  /** Like `take`, pausing for the event loop whenever a stretch of reading takes long. */
  async takeAsync(n: number): Promise<Document[]> {
    const out: Document[] = [];
    let since = performance.now();
    while (!this.finished && out.length < n) {
      const more = this.take(n - out.length, STEP_ROWS);
      for (const doc of more) out.push(doc);
      if (performance.now() - since > YIELD_AFTER_MS) {
        await nextTurn();
        since = performance.now();
      }
    }
    return out;
  }

  /** Every remaining match, synchronously (writes match in one step). */
  *[Symbol.iterator](): Generator<Document> {
    while (!this.finished) yield* this.take(STEP_ROWS);
  }
}

/** The plan and the matching machinery for a filter. */
export function prepare(
  collection: CollectionView,
  spec: FindSpec,
  purpose: PlanPurpose = 'find',
): { query: Query; plan: Plan; rejected: Plan[] } {
  const filter = spec.filter ?? {};
  const query = createQuery(filter, spec.env);
  const { winner, rejected } = planQuery(collection, filter, spec.sort, spec.env?.collation, purpose);
  return { query, plan: winner, rejected };
}

/** Sorts matched documents as MongoDB does (quick path for plain scalars, else mingo, with the collation). */
export function sortDocuments(docs: Document[], sort: Document, env: QueryEnv | undefined): Document[] {
  if (!env?.collation) {
    const sorted = sortScalars(docs, sort);
    if (sorted) return sorted;
  }
  return createQuery({}, env).find<Document>(docs).sort(sort).all();
}

function project(query: Query, docs: Document[], projection: Document | undefined): Document[] {
  // Projected with the same query: positional projections read its filter.
  return nonEmpty(projection) ? query.find<Document>(docs, projection).all() : docs;
}

/**
 * A find's results as a cursor's source: streamed from the plan when it gives the order (or none is
 * asked), else every match is read, sorted in memory, then paged.
 */
export async function findSource(
  collection: CollectionView | undefined,
  spec: FindSpec,
): Promise<DocumentSource | Document[]> {
  if (!collection) return [];
  const { query, plan } = prepare(collection, spec);
  const skip = spec.skip ?? 0;
  const limit = spec.limit ?? 0;
  const matches = new Matches(collection, plan, query, limit ? skip + limit : 101 + skip);
  if (nonEmpty(spec.sort) && !plan.sorted) {
    const all = await matches.takeAsync(Number.POSITIVE_INFINITY);
    const sorted = sortDocuments(all, spec.sort, spec.env);
    const page = limit ? sorted.slice(skip, skip + limit) : sorted.slice(skip);
    return project(query, page, spec.projection);
  }
  return new StreamSource(matches, query, skip, limit, spec.projection);
}

/** Matching stored documents (unprojected), synchronously: the targets of a write. */
export function matchingDocuments(
  collection: CollectionView,
  filter: Document,
  sort?: Document,
  limit?: number,
  env?: QueryEnv,
): Document[] {
  const { query, plan } = prepare(collection, { filter, sort, env });
  const matches = new Matches(collection, plan, query, limit || 16);
  if (nonEmpty(sort) && !plan.sorted) {
    const sorted = sortDocuments([...matches], sort, env);
    return limit ? sorted.slice(0, limit) : sorted;
  }
  return matches.take(limit || Number.POSITIVE_INFINITY);
}

/** Every match, read in large chunks (a pipeline that reads them all). */
export function allMatches(collection: CollectionView, filter: Document, env?: QueryEnv): Matches {
  const { query, plan } = prepare(collection, { filter, env });
  return new Matches(collection, plan, query, 256);
}

/** Every match, lazily and synchronously (aggregation pipelines pull from it). */
export function* matchingStream(
  collection: CollectionView,
  filter: Document,
  env?: QueryEnv,
): Generator<Document> {
  const { query, plan } = prepare(collection, { filter, env });
  yield* new Matches(collection, plan, query, 256);
}

/**
 * How many documents match: the collection's count for no filter, the index's keys when its bounds decide
 * the filter (no document read), else the matches counted as they stream by.
 */
export async function countMatches(
  collection: CollectionView | undefined,
  filter: Document,
  env?: QueryEnv,
): Promise<number> {
  if (!collection) return 0;
  if (Object.keys(filter).length === 0) return collection.count();
  const { query, plan } = prepare(collection, { filter, env }, 'count');
  if (plan.exact && plan.source.kind === 'index')
    return collection.countKeys(plan.source.index, plan.source.intervals);
  const matches = new Matches(collection, plan, query, 1000);
  let n = 0;
  let since = performance.now();
  while (!matches.done) {
    n += matches.take(Number.POSITIVE_INFINITY, STEP_ROWS).length;
    if (performance.now() - since > YIELD_AFTER_MS) {
      await nextTurn();
      since = performance.now();
    }
  }
  return n;
}

/** The distinct values at `key` among the matches (missing fields are not values; under a collation, one per class). */
export async function distinctValues(
  collection: CollectionView | undefined,
  key: string,
  filter: Document,
  env?: QueryEnv,
): Promise<unknown[]> {
  if (!collection) return [];
  const { query, plan } = prepare(collection, { filter, env });
  const matches = new Matches(collection, plan, query, 1000);
  const fold = env?.collation && ((s: string) => env.collation!.key(s));
  const values = new Map<string, unknown>();
  while (!matches.done) {
    for (const doc of await matches.takeAsync(1000)) {
      for (const value of pathValues(doc, key)) {
        const valueId = valueKey(value, fold);
        if (value !== undefined && !values.has(valueId)) values.set(valueId, value);
      }
    }
  }
  return [...values.values()];
}

/** A find streamed from its plan: skip, limit and projection applied batch by batch. */
class StreamSource implements DocumentSource {
  private toSkip: number;
  private left: number;

  constructor(
    private readonly matches: Matches,
    private readonly query: Query,
    skip: number,
    limit: number,
    private readonly projection: Document | undefined,
  ) {
    this.toSkip = skip;
    this.left = limit || Number.POSITIVE_INFINITY;
  }

  get exhausted(): boolean {
    return this.left <= 0 || this.matches.done;
  }

  async next(n: number): Promise<Document[]> {
    while (this.toSkip > 0 && !this.matches.done)
      this.toSkip -= (await this.matches.takeAsync(this.toSkip)).length;
    const docs = await this.matches.takeAsync(Math.min(n, this.left));
    this.left -= docs.length;
    return project(this.query, docs, this.projection);
  }
}

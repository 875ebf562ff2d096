import type { Document } from 'bson';
import type { Query } from 'mingo/query';
import { ErrorCode, MongoCommandError } from '../errors';
import { Collation } from '../query/collation';
import { createQuery } from '../query/mingo-options';
import { pathValues, shellString, valueKey } from './values';

export interface IndexSpec {
  name: string;
  key: Document;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  /** TTL: documents expire this many seconds after the (earliest) date in the indexed field. */
  expireAfterSeconds?: number;
  /** The full collation document (as listIndexes reports it); absent for simple binary comparison. */
  collation?: Document;
}

interface KeyEntry {
  key: string;
  values: unknown[];
}

/** A hash index: exact-match lookups and uniqueness, no range scans (ranges fall back to a scan). */
export class SecondaryIndex {
  readonly fields: string[];
  private readonly entries = new Map<string, Set<string>>();
  private readonly partial: Query | undefined;
  readonly collation: Collation | undefined;
  private readonly foldString: ((s: string) => string) | undefined;

  constructor(
    readonly spec: IndexSpec,
    private readonly ns: string,
  ) {
    this.fields = Object.keys(spec.key);
    this.collation = spec.collation ? new Collation(spec.collation) : undefined;
    const collation = this.collation;
    this.foldString = collation && ((s) => collation.key(s));
    this.partial = spec.partialFilterExpression
      ? createQuery(spec.partialFilterExpression, { collation })
      : undefined;
  }

  get name(): string {
    return this.spec.name;
  }

  /** True when every document is present, so a lookup miss proves no document matches. */
  get complete(): boolean {
    return !this.spec.sparse && !this.partial;
  }

  /** The keys of `doc`, or none when the index skips it (sparse or partial). Arrays fan out (multikey). */
  keysOf(doc: Document): KeyEntry[] {
    if (this.partial && !this.partial.test(doc)) return [];
    const perField = this.fields.map((f) => pathValues(doc, f));
    if (this.spec.sparse && perField.every((vals) => vals.every((v) => v === undefined))) return [];
    let combos: unknown[][] = [[]];
    for (const vals of perField) combos = combos.flatMap((prefix) => vals.map((v) => [...prefix, v]));
    const unique = new Map<string, KeyEntry>();
    for (const values of combos) {
      const key = values.map((v) => valueKey(v, this.foldString)).join('\u0000');
      unique.set(key, { key, values });
    }
    return [...unique.values()];
  }

  /** Throws DuplicateKey if `doc` (stored under `idKey`) would collide with another document. */
  check(doc: Document, idKey: string): void {
    if (!this.spec.unique) return;
    for (const entry of this.keysOf(doc)) {
      const holders = this.entries.get(entry.key);
      if (holders && (holders.size > 1 || !holders.has(idKey))) throw this.duplicate(entry.values);
    }
  }

  add(doc: Document, idKey: string): void {
    for (const { key } of this.keysOf(doc)) {
      let holders = this.entries.get(key);
      if (!holders) this.entries.set(key, (holders = new Set()));
      holders.add(idKey);
    }
  }

  remove(doc: Document, idKey: string): void {
    for (const { key } of this.keysOf(doc)) {
      const holders = this.entries.get(key);
      holders?.delete(idKey);
      if (holders?.size === 0) this.entries.delete(key);
    }
  }

  clone(): SecondaryIndex {
    const copy = new SecondaryIndex(this.spec, this.ns);
    for (const [key, holders] of this.entries) copy.entries.set(key, new Set(holders));
    return copy;
  }

  /** `_id` keys of documents whose single indexed field equals `value`. */
  lookup(value: unknown): Iterable<string> {
    return this.entries.get(valueKey(value, this.foldString)) ?? [];
  }

  duplicate(values: unknown[]): MongoCommandError {
    const keyValue: Document = {};
    this.fields.forEach((f, i) => (keyValue[f] = values[i] ?? null));
    return new MongoCommandError(
      ErrorCode.DuplicateKey,
      `E11000 duplicate key error collection: ${this.ns} index: ${this.name} dup key: ${shellString(keyValue)}`,
      { keyPattern: { ...this.spec.key }, keyValue },
    );
  }

  /** The document listIndexes returns. */
  describe(): Document {
    const { name, key, ...options } = this.spec;
    return { v: 2, key, name, ...options };
  }
}

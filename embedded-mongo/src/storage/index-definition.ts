import type { Document } from 'bson';
import type { Query } from 'mingo/query';
import { ErrorCode, MongoCommandError } from '../errors';
import { Collation } from '../query/collation';
import { createQuery } from '../query/mingo-options';
import { encodeKey, type StringFold } from './key-encoding';
import { pathValuesOf, shellString } from './values';

export const ID_INDEX_NAME = '_id_';

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

export interface IndexEntry {
  /** The entry's bytes in the index table (key-encoding.ts). */
  key: Buffer;
  /** The indexed values, one per field, for DuplicateKey's keyValue. */
  values: unknown[];
}

/** The keys one document has in an index, and whether an array made it multikey. */
export interface DocumentKeys {
  entries: IndexEntry[];
  multikey: boolean;
}

/**
 * What an index is, apart from where its entries live: its fields and directions, which documents it covers
 * (sparse, partial filter), how strings compare (collation) and the keys of a document, with arrays fanning
 * out into one entry per element (multikey).
 */
export class IndexDefinition {
  readonly fields: string[];
  readonly directions: number[];
  readonly collation: Collation | undefined;
  private readonly fold: StringFold;
  private readonly partial: Query | undefined;

  constructor(
    readonly spec: IndexSpec,
    readonly ns: string,
  ) {
    this.fields = Object.keys(spec.key);
    this.directions = this.fields.map((field) => (spec.key[field] === -1 ? -1 : 1));
    this.collation = spec.collation ? new Collation(spec.collation) : undefined;
    const collation = this.collation;
    this.fold = collation && ((s) => collation.key(s));
    this.partial = spec.partialFilterExpression
      ? createQuery(spec.partialFilterExpression, { collation })
      : undefined;
  }

  get name(): string {
    return this.spec.name;
  }

  get isId(): boolean {
    return this.spec.name === ID_INDEX_NAME;
  }

  /** True when every document has an entry, so the index alone can answer for the whole collection. */
  get complete(): boolean {
    return !this.spec.sparse && !this.partial;
  }

  /** The string key of this index's collation (strings equal under it share a key). */
  get stringFold(): StringFold {
    return this.fold;
  }

  /** The document's entries, or none when the index skips it (sparse or partial). */
  keysOf(doc: Document): DocumentKeys {
    if (this.partial && !this.partial.test(doc)) return { entries: [], multikey: false };
    let multikey = false;
    const perField = this.fields.map((field) => {
      const found = pathValuesOf(doc, field);
      if (found.throughArray) multikey = true;
      return found.values;
    });
    if (this.spec.sparse && perField.every((values) => values.every((v) => v === undefined)))
      return { entries: [], multikey };
    let combos: unknown[][] = [[]];
    for (const values of perField) combos = combos.flatMap((prefix) => values.map((v) => [...prefix, v]));
    const unique = new Map<string, IndexEntry>();
    for (const values of combos) {
      const key = encodeKey(values, this.directions, this.fold);
      unique.set(key.toString('latin1'), { key, values });
    }
    return { entries: [...unique.values()], multikey };
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

/** The `_id` index every collection has: unique, simple comparison. */
export function idIndexSpec(): IndexSpec {
  return { name: ID_INDEX_NAME, key: { _id: 1 } };
}

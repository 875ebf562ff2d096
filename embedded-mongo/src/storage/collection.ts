import type { Document } from 'bson';
import type { Collation } from '../query/collation';
import { SecondaryIndex, type IndexSpec } from './secondary-index';
import { validateId, valueKey } from './values';

export const ID_INDEX_NAME = '_id_';

/**
 * Documents of one collection keyed by their `_id`, plus secondary indexes.
 * Stored documents are never mutated in place: updates swap in a new object,
 * so cursors holding earlier results see a consistent snapshot.
 */
export class Collection {
  private readonly docs = new Map<string, Document>();
  readonly indexes = new Map<string, SecondaryIndex>();

  constructor(
    readonly db: string,
    readonly name: string,
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get size(): number {
    return this.docs.size;
  }

  all(): IterableIterator<Document> {
    return this.docs.values();
  }

  getById(id: unknown): Document | undefined {
    return this.docs.get(valueKey(id));
  }

  getByKey(idKey: string): Document | undefined {
    return this.docs.get(idKey);
  }

  /** Validates and stores a new document; throws DuplicateKey without changing anything. */
  insert(doc: Document): void {
    validateId(doc._id);
    const idKey = valueKey(doc._id);
    if (this.docs.has(idKey)) throw this.duplicateId(doc._id);
    for (const index of this.indexes.values()) index.check(doc, idKey);
    this.put(doc);
  }

  /** Swaps `next` in for the stored document with the same `_id`, enforcing unique indexes. */
  replace(next: Document): void {
    const idKey = valueKey(next._id);
    for (const index of this.indexes.values()) index.check(next, idKey);
    this.put(next);
  }

  /** Stores without uniqueness checks: used for replaying the journal, which only holds accepted writes. */
  put(doc: Document): void {
    const idKey = valueKey(doc._id);
    const previous = this.docs.get(idKey);
    for (const index of this.indexes.values()) {
      if (previous) index.remove(previous, idKey);
      index.add(doc, idKey);
    }
    this.docs.set(idKey, doc);
  }

  deleteById(id: unknown): boolean {
    const idKey = valueKey(id);
    const previous = this.docs.get(idKey);
    if (!previous) return false;
    for (const index of this.indexes.values()) index.remove(previous, idKey);
    this.docs.delete(idKey);
    return true;
  }

  /** Builds the index over existing documents first, so a unique violation leaves the collection unchanged. */
  addIndex(spec: IndexSpec): void {
    const index = new SecondaryIndex(spec, this.ns);
    for (const [idKey, doc] of this.docs) {
      index.check(doc, idKey);
      index.add(doc, idKey);
    }
    this.indexes.set(spec.name, index);
  }

  /** A private copy for a transaction: documents are shared (they are never mutated), maps are not. */
  clone(): Collection {
    const copy = new Collection(this.db, this.name);
    for (const [idKey, doc] of this.docs) copy.docs.set(idKey, doc);
    for (const [name, index] of this.indexes) copy.indexes.set(name, index.clone());
    return copy;
  }

  dropIndex(name: string): boolean {
    return this.indexes.delete(name);
  }

  /**
   * A complete single-field index on `field` usable for equality lookups. A collated index
   * serves simple lookups too (its keys are coarser); a `collation` lookup needs that collation.
   */
  equalityIndex(field: string, collation?: Collation): SecondaryIndex | undefined {
    for (const index of this.indexes.values()) {
      if (!index.complete || index.fields.length !== 1 || index.fields[0] !== field) continue;
      if (!collation || collation.sameAs(index.collation)) return index;
    }
    return undefined;
  }

  indexSpecs(): IndexSpec[] {
    return [...this.indexes.values()].map((i) => i.spec);
  }

  private duplicateId(id: unknown): Error {
    return new SecondaryIndex({ name: ID_INDEX_NAME, key: { _id: 1 }, unique: true }, this.ns).duplicate([
      id,
    ]);
  }
}

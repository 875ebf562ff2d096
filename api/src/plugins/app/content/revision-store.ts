import { isDeepStrictEqual } from 'node:util';
import mongoose from 'mongoose';
import { REVISIONS_KEPT, type RevisionAction, type RevisionAuthor } from '@mwangaza/shared/schemas';
import { isDuplicateKeyError, newId } from '../../../lib/ids';
import type { RevisionDoc, RevisionModel } from '../../../models/revision.model';

export type Snapshot = Record<string, unknown>;

export interface RevisionInput {
  collectionName: string;
  entityId: string;
  /** The entity's editable fields before the write (null for a create). */
  before: Snapshot | null;
  after: Snapshot;
  author: RevisionAuthor;
  action: Exclude<RevisionAction, 'baseline'>;
  restoredFrom?: number;
}

/** Names of the fields whose values differ between two snapshots (missing and empty count as different). */
export function changedFields(previous: Snapshot, next: Snapshot): string[] {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]);
  return [...keys].filter((key) => !isDeepStrictEqual(previous[key], next[key]));
}

/**
 * The revision history of every content collection: one document per save, numbered per entity, the newest
 * REVISIONS_KEPT kept. Content written before revisions existed gets a baseline (its state before the first
 * change, with no author) so that first change can be compared and undone too.
 */
export class RevisionStore {
  constructor(private readonly model: RevisionModel) {}

  /** Records a save; a save that changed no editable field adds nothing. Returns the newest revision. */
  async record(input: RevisionInput): Promise<RevisionDoc | null> {
    const key = { collectionName: input.collectionName, entityId: input.entityId };
    for (let attempt = 0; ; attempt++) {
      let previous = await this.latest(input.collectionName, input.entityId);
      try {
        if (!previous && input.before)
          previous = await this.insert({
            ...key,
            number: 1,
            action: 'baseline',
            author: null,
            changed: [],
            snapshot: input.before,
          });
        const changed = changedFields(previous?.snapshot ?? {}, input.after);
        if (previous && changed.length === 0 && input.action !== 'restore') return previous;
        const number = (previous?.number ?? 0) + 1;
        const revision = await this.insert({
          ...key,
          number,
          action: input.action,
          author: input.author,
          changed,
          snapshot: input.after,
          ...(input.restoredFrom !== undefined ? { restoredFrom: input.restoredFrom } : {}),
        });
        // One statement: every revision older than the newest REVISIONS_KEPT goes.
        await this.model
          .deleteMany({ ...key, number: mongoose.trusted({ $lte: number - REVISIONS_KEPT }) })
          .exec();
        return revision;
      } catch (error) {
        // Another save took this number first: read the new latest and diff against it.
        if (!isDuplicateKeyError(error) || attempt >= 5) throw error;
      }
    }
  }

  async list(collectionName: string, entityId: string): Promise<RevisionDoc[]> {
    return this.model
      .find({ collectionName, entityId })
      .sort({ number: -1 })
      .limit(REVISIONS_KEPT + 1)
      .lean<RevisionDoc[]>()
      .exec();
  }

  async get(collectionName: string, entityId: string, id: string): Promise<RevisionDoc | null> {
    return this.model.findOne({ collectionName, entityId, id }).lean<RevisionDoc>().exec();
  }

  async removeAll(collectionName: string, entityId: string): Promise<void> {
    await this.model.deleteMany({ collectionName, entityId }).exec();
  }

  private latest(collectionName: string, entityId: string): Promise<RevisionDoc | null> {
    return this.model.findOne({ collectionName, entityId }).sort({ number: -1 }).lean<RevisionDoc>().exec();
  }

  private async insert(doc: Omit<RevisionDoc, 'id' | 'createdAt'>): Promise<RevisionDoc> {
    const created = await this.model.create({ ...doc, id: newId(10) });
    return created.toObject() as RevisionDoc;
  }
}

import { Schema, type Connection, type Model } from 'mongoose';
import type { Revision, RevisionAction, RevisionAuthor, RevisionSummary } from '@mwangaza/shared/schemas';

/** One saved state of a content entity, keyed by (collection, entityId) and numbered per entity. */
export interface RevisionDoc {
  id: string;
  collectionName: string;
  entityId: string;
  number: number;
  action: RevisionAction;
  author: RevisionAuthor | null;
  changed: string[];
  snapshot: Record<string, unknown>;
  restoredFrom?: number;
  createdAt: Date;
}

const revisionSchema = new Schema<RevisionDoc>(
  {
    id: { type: String, required: true, unique: true },
    collectionName: { type: String, required: true },
    entityId: { type: String, required: true },
    number: { type: Number, required: true },
    action: { type: String, required: true },
    author: { type: new Schema({ id: String, name: String, email: String }, { _id: false }), default: null },
    changed: { type: [String], default: [] },
    snapshot: { type: Schema.Types.Mixed, required: true },
    restoredFrom: Number,
  },
  // Mixed snapshots keep empty objects and arrays as saved; revisions are never updated, only added and pruned.
  {
    timestamps: { createdAt: true, updatedAt: false },
    versionKey: false,
    minimize: false,
    collection: 'revisions',
  },
);
// Two saves racing for the same number: the unique index makes one of them take the next.
revisionSchema.index({ collectionName: 1, entityId: 1, number: -1 }, { unique: true });

export type RevisionModel = Model<RevisionDoc>;
export const createRevisionModel = (connection: Connection): RevisionModel =>
  connection.model<RevisionDoc>('Revision', revisionSchema);

export function toRevisionSummary(doc: RevisionDoc): RevisionSummary {
  const summary: RevisionSummary = {
    id: doc.id,
    number: doc.number,
    action: doc.action,
    author: doc.author?.id ? { id: doc.author.id, name: doc.author.name, email: doc.author.email } : null,
    createdAt: doc.createdAt.toISOString(),
    changed: [...doc.changed],
  };
  if (doc.restoredFrom !== undefined && doc.restoredFrom !== null) summary.restoredFrom = doc.restoredFrom;
  return summary;
}

export function toRevision(doc: RevisionDoc): Revision {
  return { ...toRevisionSummary(doc), snapshot: doc.snapshot };
}

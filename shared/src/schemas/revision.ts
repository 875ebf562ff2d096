import { Type, type Static } from 'typebox';
import { IdPattern } from './constants';

/** What a revision was made by: a save from the form or list, a restore, or the state found before the first change. */
export const REVISION_ACTIONS = ['create', 'update', 'restore', 'baseline'] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

export const RevisionAuthor = Type.Object({ id: Type.String(), name: Type.String(), email: Type.String() });
export type RevisionAuthor = Static<typeof RevisionAuthor>;

export const RevisionSummary = Type.Object({
  id: Type.String(),
  /** 1, 2, 3... per entity, in the order the saves happened. */
  number: Type.Integer(),
  action: Type.Enum(REVISION_ACTIONS),
  /** Null for the baseline: the content as it was before revisions were kept. */
  author: Type.Union([RevisionAuthor, Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  /** Editable fields that differ from the previous revision. */
  changed: Type.Array(Type.String()),
  /** For a restore: the number of the revision it brought back. */
  restoredFrom: Type.Optional(Type.Integer()),
});
export type RevisionSummary = Static<typeof RevisionSummary>;

export const Revision = Type.Object({
  ...RevisionSummary.properties,
  /** The entity's editable fields as saved. */
  snapshot: Type.Record(Type.String(), Type.Unknown()),
});
export type Revision = Static<typeof Revision>;

export const RevisionList = Type.Object({ revisions: Type.Array(RevisionSummary) });
export type RevisionList = Static<typeof RevisionList>;

export const RevisionParams = Type.Object(
  { id: Type.String({ pattern: IdPattern }), revisionId: Type.String({ pattern: '^[a-z0-9]{1,32}$' }) },
  { additionalProperties: false },
);
export type RevisionParams = Static<typeof RevisionParams>;

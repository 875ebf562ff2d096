import { COLLECTIONS, apiSlice, type Collection, type ContentCollection } from '@mwangaza/shared';
import type { ItemOf } from '../collections/schemas';
import type { Revision, RevisionSummary } from '../schemas';
import type { TagType } from '../api/tags';

/** What has a revision history, as named in its URL: every content collection, and the site settings. */
export type RevisionCollection = ContentCollection | 'settings';

const ENTITY_TAG = {
  ...Object.fromEntries(
    COLLECTIONS.map((collection) => [collection.name, collection.typeName.one as TagType]),
  ),
  settings: 'SiteSettings',
} as Record<RevisionCollection, TagType>;

export interface RevisionTarget {
  collection: RevisionCollection;
  id: string;
}

/** The restored item under its envelope key (`caseStudy`), and the revision the restore made. */
export type RestoredRevision = {
  [C in Collection as C['keys']['item']]?: ItemOf<C['name']>;
} & { revision: RevisionSummary };

const historyTag = ({ collection, id }: RevisionTarget) => ({
  type: 'Revision' as const,
  id: `${collection}/${id}`,
});
const path = ({ collection, id }: RevisionTarget) => `/${collection}/${encodeURIComponent(id)}/revisions`;

/**
 * Revision history of a content item. A save of the item (its update mutation) makes a revision, so each
 * update mutation's item tag is provided here too: the history refetches after a save.
 */
export const revisionsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getRevisions: build.query<{ revisions: RevisionSummary[] }, RevisionTarget>({
      query: (target) => path(target),
      providesTags: (_result, _error, target) => [
        historyTag(target),
        { type: ENTITY_TAG[target.collection], id: target.id },
      ],
    }),
    getRevision: build.query<{ revision: Revision }, RevisionTarget & { revisionId: string }>({
      query: ({ revisionId, ...target }) => `${path(target)}/${encodeURIComponent(revisionId)}`,
    }),
    restoreRevision: build.mutation<RestoredRevision, RevisionTarget & { revisionId: string }>({
      query: ({ revisionId, ...target }) => ({
        url: `${path(target)}/${encodeURIComponent(revisionId)}/restore`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { collection, id }) => [
        historyTag({ collection, id }),
        { type: ENTITY_TAG[collection], id },
        { type: ENTITY_TAG[collection], id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetRevisionsQuery, useGetRevisionQuery, useRestoreRevisionMutation } = revisionsApi;

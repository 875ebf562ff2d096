import type { CaseStudy, CultureItem, Revision, RevisionSummary, Service } from '../schemas';
import { apiSlice } from './base-api';
import type { TagType } from './tags';

/** The content collections with a revision history, as named in their URLs. */
export type RevisionCollection = 'services' | 'case-studies' | 'culture';

const ENTITY_TAG: Record<RevisionCollection, TagType> = {
  services: 'Service',
  'case-studies': 'CaseStudy',
  culture: 'CultureItem',
};

export interface RevisionTarget {
  collection: RevisionCollection;
  id: string;
}

export interface RestoredRevision {
  service?: Service;
  caseStudy?: CaseStudy;
  cultureItem?: CultureItem;
  revision: RevisionSummary;
}

const historyTag = ({ collection, id }: RevisionTarget) => ({
  type: 'Revision' as const,
  id: `${collection}/${id}`,
});
const path = ({ collection, id }: RevisionTarget) => `/${collection}/${encodeURIComponent(id)}/revisions`;

/**
 * Revision history of a service, case study or culture item. A save of the item (its update mutation) makes
 * a revision, so each update mutation's item tag is provided here too: the history refetches after a save.
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

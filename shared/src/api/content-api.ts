import { findCollection, type ContentCollection } from '../collections';
import { apiSlice } from './base-api';
import { categoryTags, collectionEndpoints, type MessageResult } from './collection-endpoints';
import { byId, itemTags, type TagType } from './tags';

export type {
  CollectionListArgs,
  CollectionStaffListArgs,
  ItemArg,
  ItemArgs,
  ItemData,
  ListData,
  MessageResult,
  UpdateArgs,
} from './collection-endpoints';

/** Paging and search, as every list takes them. */
export interface ListArgs {
  page?: number;
  limit?: number;
  search?: string;
}
export { endpointNames } from './collection-endpoints';

export type PublishingArgs =
  | { collection: ContentCollection; id: string; action: 'publish' | 'unpublish' }
  | { collection: ContentCollection; id: string; action: 'schedule'; publishAt: string };

const tagOf = (name: ContentCollection) => findCollection(name)?.typeName.one as TagType;

/**
 * The content collections' calls: each collection's endpoints are generated from its descriptor
 * (`getCaseStudies`, `getAdminCaseStudy`, `createCaseStudy`, ... and its options' calls, such as
 * `toggleCaseStudyFeatured`), with hooks named after them (`contentApi.useGetCaseStudiesQuery`).
 * Publishing and previews are one set of calls for every collection.
 */
export const contentApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    ...collectionEndpoints(build),

    setPublishing: build.mutation<MessageResult, PublishingArgs>({
      query: (args) => ({
        url: `${byId(args.collection, args.id)}/${args.action}`,
        method: 'POST',
        body: args.action === 'schedule' ? { publishAt: args.publishAt } : undefined,
      }),
      invalidatesTags: (_result, _error, { collection, id }) => {
        const descriptor = findCollection(collection);
        return [...itemTags(tagOf(collection), id), ...(descriptor ? categoryTags(descriptor) : [])];
      },
    }),
    createPreview: build.mutation<
      { token: string; expiresAt: string },
      { collection: ContentCollection; id?: string; item: unknown }
    >({
      query: ({ collection, id, item }) => ({
        url: `/${collection}/preview`,
        method: 'POST',
        body: { id, item },
      }),
    }),
    getPreview: build.query<Record<string, unknown>, { collection: ContentCollection; token: string }>({
      query: ({ collection, token }) => `/${collection}/preview/${encodeURIComponent(token)}`,
    }),
  }),
});

export const { useSetPublishingMutation, useCreatePreviewMutation, useGetPreviewQuery } = contentApi;

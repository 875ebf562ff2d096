import type {
  CaseStudy,
  CaseStudyCategory,
  CaseStudyList,
  CreateCaseStudy,
  CreateCultureItem,
  CreateService,
  CultureItem,
  CultureItemList,
  Service,
  ServiceList,
  UpdateCaseStudy,
  UpdateCultureItem,
  UpdateService,
  PublicationState,
} from '../schemas';
import type { ContentCollection } from '../collections';
import { apiSlice } from './base-api';
import { byId, cleanParams, itemTags, listTags } from './tags';

export interface ListArgs {
  page?: number;
  limit?: number;
  search?: string;
}
export interface CaseStudyListArgs extends ListArgs {
  category?: CaseStudyCategory | string;
  featured?: boolean | 'true' | 'false';
}
export interface MessageResult {
  message: string;
}

const COLLECTION_TAG = { 'case-studies': 'CaseStudy', services: 'Service', culture: 'CultureItem' } as const;

/** Staff list filters: the publication state as well as the search. */
export interface StaffListArgs extends ListArgs {
  status?: PublicationState;
}
export type PublishingArgs =
  | { collection: ContentCollection; id: string; action: 'publish' | 'unpublish' }
  | { collection: ContentCollection; id: string; action: 'schedule'; publishAt: string };

/** An update carries the version it was edited from (If-Match): a stale save is refused with 412. */
export interface UpdateArgs<B> {
  id: string;
  body: B;
  version?: number;
}
const ifMatch = (version: number | undefined) =>
  version === undefined ? undefined : { 'If-Match': `"${version}"` };

export const contentApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    // Services
    getServices: build.query<ServiceList, ListArgs | void>({
      query: (args) => ({ url: '/services', params: cleanParams(args) }),
      providesTags: (result) => listTags('Service', result?.services),
    }),
    getAdminServices: build.query<ServiceList, StaffListArgs | void>({
      query: (args) => ({ url: '/services/admin/all', params: cleanParams(args) }),
      providesTags: (result) => listTags('Service', result?.services),
    }),
    getService: build.query<{ service: Service }, string>({
      query: (id) => byId('services', id),
      // Read by id or slug: tagged with the real id, so an edit made in the console refreshes the public page.
      providesTags: (result, _error, id) => [{ type: 'Service', id: result?.service.id ?? id }],
    }),
    getAdminService: build.query<{ service: Service }, string>({
      query: (id) => `/services/admin/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Service', id }],
    }),
    createService: build.mutation<{ service: Service }, CreateService>({
      query: (body) => ({ url: '/services', method: 'POST', body }),
      invalidatesTags: [{ type: 'Service', id: 'LIST' }],
    }),
    updateService: build.mutation<{ service: Service }, UpdateArgs<UpdateService>>({
      query: ({ id, body, version }) => ({
        url: byId('services', id),
        method: 'PUT',
        body,
        headers: ifMatch(version),
      }),
      // A refused save (e.g. 412) leaves the cache alone: the form keeps the user's copy and offers a choice.
      invalidatesTags: (result, _error, { id }) => (result ? itemTags('Service', id) : []),
    }),
    deleteService: build.mutation<MessageResult, string>({
      query: (id) => ({ url: byId('services', id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => itemTags('Service', id),
    }),

    // Case studies: a write can change which categories are in use.
    getCaseStudies: build.query<CaseStudyList, CaseStudyListArgs | void>({
      query: (args) => ({ url: '/case-studies', params: cleanParams(args) }),
      providesTags: (result) => listTags('CaseStudy', result?.caseStudies),
    }),
    getAdminCaseStudies: build.query<CaseStudyList, (CaseStudyListArgs & StaffListArgs) | void>({
      query: (args) => ({ url: '/case-studies/admin/all', params: cleanParams(args) }),
      providesTags: (result) => listTags('CaseStudy', result?.caseStudies),
    }),
    getCaseStudyCategories: build.query<{ categories: CaseStudyCategory[] }, void>({
      query: () => '/case-studies/categories',
      providesTags: [{ type: 'CaseStudyCategory', id: 'LIST' }],
    }),
    getCaseStudy: build.query<{ caseStudy: CaseStudy }, string>({
      query: (id) => byId('case-studies', id),
      // Read by id or slug: tagged with the real id, so an edit made in the console refreshes the public page.
      providesTags: (result, _error, id) => [{ type: 'CaseStudy', id: result?.caseStudy.id ?? id }],
    }),
    getAdminCaseStudy: build.query<{ caseStudy: CaseStudy }, string>({
      query: (id) => `/case-studies/admin/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'CaseStudy', id }],
    }),
    createCaseStudy: build.mutation<{ caseStudy: CaseStudy }, CreateCaseStudy>({
      query: (body) => ({ url: '/case-studies', method: 'POST', body }),
      invalidatesTags: [
        { type: 'CaseStudy', id: 'LIST' },
        { type: 'CaseStudyCategory', id: 'LIST' },
      ],
    }),
    updateCaseStudy: build.mutation<{ caseStudy: CaseStudy }, UpdateArgs<UpdateCaseStudy>>({
      query: ({ id, body, version }) => ({
        url: byId('case-studies', id),
        method: 'PUT',
        body,
        headers: ifMatch(version),
      }),
      invalidatesTags: (result, _error, { id }) =>
        result ? [...itemTags('CaseStudy', id), { type: 'CaseStudyCategory', id: 'LIST' }] : [],
    }),
    toggleCaseStudyFeatured: build.mutation<{ caseStudy: CaseStudy }, string>({
      query: (id) => ({ url: `${byId('case-studies', id)}/featured`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, id) => itemTags('CaseStudy', id),
    }),
    deleteCaseStudy: build.mutation<MessageResult, string>({
      query: (id) => ({ url: byId('case-studies', id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [
        ...itemTags('CaseStudy', id),
        { type: 'CaseStudyCategory', id: 'LIST' },
      ],
    }),

    // Culture
    getCultureItems: build.query<CultureItemList, ListArgs | void>({
      query: (args) => ({ url: '/culture', params: cleanParams(args) }),
      providesTags: (result) => listTags('CultureItem', result?.cultureItems),
    }),
    getAdminCultureItems: build.query<CultureItemList, StaffListArgs | void>({
      query: (args) => ({ url: '/culture/admin/all', params: cleanParams(args) }),
      providesTags: (result) => listTags('CultureItem', result?.cultureItems),
    }),
    getCultureItem: build.query<{ cultureItem: CultureItem }, string>({
      query: (id) => byId('culture', id),
      // Read by id or slug: tagged with the real id, so an edit made in the console refreshes the public page.
      providesTags: (result, _error, id) => [{ type: 'CultureItem', id: result?.cultureItem.id ?? id }],
    }),
    getAdminCultureItem: build.query<{ cultureItem: CultureItem }, string>({
      query: (id) => `/culture/admin/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'CultureItem', id }],
    }),
    createCultureItem: build.mutation<{ cultureItem: CultureItem }, CreateCultureItem>({
      query: (body) => ({ url: '/culture', method: 'POST', body }),
      invalidatesTags: [{ type: 'CultureItem', id: 'LIST' }],
    }),
    updateCultureItem: build.mutation<{ cultureItem: CultureItem }, UpdateArgs<UpdateCultureItem>>({
      query: ({ id, body, version }) => ({
        url: byId('culture', id),
        method: 'PUT',
        body,
        headers: ifMatch(version),
      }),
      invalidatesTags: (result, _error, { id }) => (result ? itemTags('CultureItem', id) : []),
    }),
    updateCultureOrder: build.mutation<{ cultureItem: CultureItem }, { id: string; order: number }>({
      query: ({ id, order }) => ({ url: `${byId('culture', id)}/order`, method: 'PATCH', body: { order } }),
      invalidatesTags: (_result, _error, { id }) => itemTags('CultureItem', id),
    }),
    /** The whole sequence in one atomic request (PUT /culture/order). */
    reorderCultureItems: build.mutation<MessageResult, string[]>({
      query: (ids) => ({ url: '/culture/order', method: 'PUT', body: { ids } }),
      invalidatesTags: (_result, _error, ids) => [
        ...ids.map((id) => ({ type: 'CultureItem' as const, id })),
        { type: 'CultureItem', id: 'LIST' },
      ],
    }),
    deleteCultureItem: build.mutation<MessageResult, string>({
      query: (id) => ({ url: byId('culture', id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => itemTags('CultureItem', id),
    }),

    // Publishing and previews: one set of calls for the three collections.
    setPublishing: build.mutation<MessageResult, PublishingArgs>({
      query: (args) => ({
        url: `${byId(args.collection, args.id)}/${args.action}`,
        method: 'POST',
        body: args.action === 'schedule' ? { publishAt: args.publishAt } : undefined,
      }),
      invalidatesTags: (_result, _error, { collection, id }) => [
        ...itemTags(COLLECTION_TAG[collection], id),
        ...(collection === 'case-studies' ? [{ type: 'CaseStudyCategory' as const, id: 'LIST' }] : []),
      ],
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

export const {
  useGetServicesQuery,
  useGetAdminServicesQuery,
  useGetServiceQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useDeleteServiceMutation,
  useGetCaseStudiesQuery,
  useGetAdminCaseStudiesQuery,
  useGetCaseStudyCategoriesQuery,
  useGetCaseStudyQuery,
  useCreateCaseStudyMutation,
  useUpdateCaseStudyMutation,
  useToggleCaseStudyFeaturedMutation,
  useDeleteCaseStudyMutation,
  useGetCultureItemsQuery,
  useGetAdminCultureItemsQuery,
  useGetCultureItemQuery,
  useCreateCultureItemMutation,
  useUpdateCultureItemMutation,
  useUpdateCultureOrderMutation,
  useReorderCultureItemsMutation,
  useDeleteCultureItemMutation,
  useGetAdminServiceQuery,
  useGetAdminCaseStudyQuery,
  useGetAdminCultureItemQuery,
  useSetPublishingMutation,
  useCreatePreviewMutation,
  useGetPreviewQuery,
} = contentApi;

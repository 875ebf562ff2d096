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
} from '../schemas';
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

export const contentApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    // Services
    getServices: build.query<ServiceList, ListArgs | void>({
      query: (args) => ({ url: '/services', params: cleanParams(args) }),
      providesTags: (result) => listTags('Service', result?.services),
    }),
    getAdminServices: build.query<ServiceList, ListArgs | void>({
      query: (args) => ({ url: '/services/admin/all', params: cleanParams(args) }),
      providesTags: (result) => listTags('Service', result?.services),
    }),
    getService: build.query<{ service: Service }, string>({
      query: (id) => byId('services', id),
      // Read by id or slug: tagged with the real id, so an edit made in the console refreshes the public page.
      providesTags: (result, _error, id) => [{ type: 'Service', id: result?.service.id ?? id }],
    }),
    createService: build.mutation<{ service: Service }, CreateService>({
      query: (body) => ({ url: '/services', method: 'POST', body }),
      invalidatesTags: [{ type: 'Service', id: 'LIST' }],
    }),
    updateService: build.mutation<{ service: Service }, { id: string; body: UpdateService }>({
      query: ({ id, body }) => ({ url: byId('services', id), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => itemTags('Service', id),
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
    getAdminCaseStudies: build.query<CaseStudyList, CaseStudyListArgs | void>({
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
    createCaseStudy: build.mutation<{ caseStudy: CaseStudy }, CreateCaseStudy>({
      query: (body) => ({ url: '/case-studies', method: 'POST', body }),
      invalidatesTags: [
        { type: 'CaseStudy', id: 'LIST' },
        { type: 'CaseStudyCategory', id: 'LIST' },
      ],
    }),
    updateCaseStudy: build.mutation<{ caseStudy: CaseStudy }, { id: string; body: UpdateCaseStudy }>({
      query: ({ id, body }) => ({ url: byId('case-studies', id), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        ...itemTags('CaseStudy', id),
        { type: 'CaseStudyCategory', id: 'LIST' },
      ],
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
    getAdminCultureItems: build.query<CultureItemList, ListArgs | void>({
      query: (args) => ({ url: '/culture/admin/all', params: cleanParams(args) }),
      providesTags: (result) => listTags('CultureItem', result?.cultureItems),
    }),
    getCultureItem: build.query<{ cultureItem: CultureItem }, string>({
      query: (id) => byId('culture', id),
      // Read by id or slug: tagged with the real id, so an edit made in the console refreshes the public page.
      providesTags: (result, _error, id) => [{ type: 'CultureItem', id: result?.cultureItem.id ?? id }],
    }),
    createCultureItem: build.mutation<{ cultureItem: CultureItem }, CreateCultureItem>({
      query: (body) => ({ url: '/culture', method: 'POST', body }),
      invalidatesTags: [{ type: 'CultureItem', id: 'LIST' }],
    }),
    updateCultureItem: build.mutation<{ cultureItem: CultureItem }, { id: string; body: UpdateCultureItem }>({
      query: ({ id, body }) => ({ url: byId('culture', id), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => itemTags('CultureItem', id),
    }),
    updateCultureOrder: build.mutation<{ cultureItem: CultureItem }, { id: string; order: number }>({
      query: ({ id, order }) => ({ url: `${byId('culture', id)}/order`, method: 'PATCH', body: { order } }),
      invalidatesTags: (_result, _error, { id }) => itemTags('CultureItem', id),
    }),
    /** The whole sequence in one atomic request (PUT /culture/order). */
    reorderCultureItems: build.mutation<MessageResult, string[]>({
      query: (ids) => ({ url: '/culture/order', method: 'PUT', body: { ids } }),
      invalidatesTags: (_result, _error, ids) => [...ids.map((id) => ({ type: 'CultureItem' as const, id })), { type: 'CultureItem', id: 'LIST' }],
    }),
    deleteCultureItem: build.mutation<MessageResult, string>({
      query: (id) => ({ url: byId('culture', id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => itemTags('CultureItem', id),
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
} = contentApi;

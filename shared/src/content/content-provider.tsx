import { useMemo, type ReactNode } from 'react';
import { getErrorMessage } from '../api/api-error';
import { contentApi } from '../api/content-api';
import { ContentContext, type CollectionState, type ContentContextValue } from './content-context';

/** The shared loader asks for page 1 with limit 100 per collection: every item of a collection the site shows. */
export const SHARED_LOADER_ARGS = { page: 1, limit: 100 } as const;

export const CONTENT_ERROR_MESSAGES = {
  services: 'Failed to load services',
  caseStudies: 'Failed to load case studies',
  cultureItems: 'Failed to load culture items',
} as const;

interface QueryView<T> {
  items: T[] | undefined;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

function toCollection<T>(
  { items, isFetching, error, refetch }: QueryView<T>,
  fallback: string,
): CollectionState<T> {
  return {
    items: items ?? [],
    // A refresh after data arrived keeps showing the data rather than a spinner.
    loading: isFetching && items === undefined,
    error: error && !isFetching ? getErrorMessage(error, fallback) : null,
    refresh: () => void refetch(),
  };
}

export function ContentProvider({ children }: { children: ReactNode }) {
  const services = contentApi.useGetServicesQuery(SHARED_LOADER_ARGS);
  const caseStudies = contentApi.useGetCaseStudiesQuery(SHARED_LOADER_ARGS);
  const cultureItems = contentApi.useGetCultureItemsQuery(SHARED_LOADER_ARGS);

  const servicesState = useMemo(
    () =>
      toCollection(
        {
          items: services.data?.services,
          isFetching: services.isFetching,
          error: services.error,
          refetch: services.refetch,
        },
        CONTENT_ERROR_MESSAGES.services,
      ),
    [services.data, services.isFetching, services.error, services.refetch],
  );
  const caseStudiesState = useMemo(
    () =>
      toCollection(
        {
          items: caseStudies.data?.caseStudies,
          isFetching: caseStudies.isFetching,
          error: caseStudies.error,
          refetch: caseStudies.refetch,
        },
        CONTENT_ERROR_MESSAGES.caseStudies,
      ),
    [caseStudies.data, caseStudies.isFetching, caseStudies.error, caseStudies.refetch],
  );
  const cultureItemsState = useMemo(
    () =>
      toCollection(
        {
          items: cultureItems.data?.cultureItems,
          isFetching: cultureItems.isFetching,
          error: cultureItems.error,
          refetch: cultureItems.refetch,
        },
        CONTENT_ERROR_MESSAGES.cultureItems,
      ),
    [cultureItems.data, cultureItems.isFetching, cultureItems.error, cultureItems.refetch],
  );

  const value = useMemo<ContentContextValue>(
    () => ({ services: servicesState, caseStudies: caseStudiesState, cultureItems: cultureItemsState }),
    [servicesState, caseStudiesState, cultureItemsState],
  );
  return <ContentContext.Provider value={value}>{children}</ContentContext.Provider>;
}

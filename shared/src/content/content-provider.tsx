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

interface QueryView {
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** A collection's query as the pages read it, the same object for as long as nothing in it changes. */
function useCollection<T>(
  items: T[] | undefined,
  { isFetching, error, refetch }: QueryView,
  fallback: string,
): CollectionState<T> {
  return useMemo(
    () => ({
      items: items ?? [],
      // A refresh after data arrived keeps showing the data rather than a spinner.
      loading: isFetching && items === undefined,
      error: error && !isFetching ? getErrorMessage(error, fallback) : null,
      refresh: () => void refetch(),
    }),
    [items, isFetching, error, refetch, fallback],
  );
}

export function ContentProvider({ children }: { children: ReactNode }) {
  const services = contentApi.useGetServicesQuery(SHARED_LOADER_ARGS);
  const caseStudies = contentApi.useGetCaseStudiesQuery(SHARED_LOADER_ARGS);
  const cultureItems = contentApi.useGetCultureItemsQuery(SHARED_LOADER_ARGS);

  const servicesState = useCollection(services.data?.services, services, CONTENT_ERROR_MESSAGES.services);
  const caseStudiesState = useCollection(
    caseStudies.data?.caseStudies,
    caseStudies,
    CONTENT_ERROR_MESSAGES.caseStudies,
  );
  const cultureItemsState = useCollection(
    cultureItems.data?.cultureItems,
    cultureItems,
    CONTENT_ERROR_MESSAGES.cultureItems,
  );

  const value = useMemo<ContentContextValue>(
    () => ({ services: servicesState, caseStudies: caseStudiesState, cultureItems: cultureItemsState }),
    [servicesState, caseStudiesState, cultureItemsState],
  );
  return <ContentContext.Provider value={value}>{children}</ContentContext.Provider>;
}

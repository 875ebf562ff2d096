import { useCallback, useEffect } from 'react';
import { shallowEqual } from 'react-redux';
import {
  contentApi,
  endpointNames,
  useAppDispatch,
  useAppSelector,
  type Collection,
  type RootState,
} from '@mwangaza/shared';

// Only the totals are needed: one item per page keeps the answers small.
const COUNT_ONLY = { limit: 1 } as const;

interface CountQuery {
  initiate: (args: unknown, options?: object) => unknown;
  select: (args: unknown) => (state: RootState) => {
    data?: { pagination: { total: number } };
    error?: unknown;
    isLoading: boolean;
    isUninitialized: boolean;
  };
}
const countQuery = (collection: Collection, published: boolean) =>
  (contentApi.endpoints as unknown as Record<string, CountQuery>)[
    published ? endpointNames(collection).list : endpointNames(collection).adminList
  ]!;

/**
 * How many items each collection holds (staff's lists, every state; `published`: the site's, for a read-only
 * account): one subscription per collection while the screen is shown, as useQuery would hold, and a retry
 * that asks again for those that failed.
 */
export function useCollectionCounts(collections: readonly Collection[], published = false) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const subscriptions = collections.map(
      (collection) =>
        dispatch(countQuery(collection, published).initiate(COUNT_ONLY) as never) as { unsubscribe(): void },
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, collections, published]);
  const results = useAppSelector(
    (state) => collections.map((collection) => countQuery(collection, published).select(COUNT_ONLY)(state)),
    shallowEqual,
  );
  const retry = useCallback(() => {
    collections.forEach((collection, index) => {
      if (results[index]?.error)
        dispatch(
          countQuery(collection, published).initiate(COUNT_ONLY, {
            subscribe: false,
            forceRefetch: true,
          }) as never,
        );
    });
  }, [collections, results, dispatch, published]);
  const counts = results.map((result) => ({
    total: result.data?.pagination.total,
    isLoading: result.isUninitialized || result.isLoading,
    error: result.error,
  }));
  return { counts, error: counts.find((count) => count.error)?.error, retry };
}

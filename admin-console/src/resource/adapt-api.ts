import type { PublicationState } from '@mwangaza/shared';
import type { ResourceApi, Trigger } from './resource-description';

interface QueryResult<D> {
  data?: D;
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface CollectionHooks<T, B, L, I> {
  useList: (args: { limit: number; search?: string; status?: PublicationState }) => QueryResult<L>;
  /** Picks the items out of the list's envelope data (`caseStudies`, `services`...). */
  items: (data: L) => T[];
  useItem: (id: string) => QueryResult<I>;
  item: (data: I) => T;
  useCreate: () => readonly [Trigger<B>, ...unknown[]];
  useUpdate: () => readonly [Trigger<{ id: string; body: B; version?: number }>, ...unknown[]];
  useRemove: () => readonly [Trigger<string>, ...unknown[]];
}

/** A collection's RTK Query hooks in the one shape the shared screens call. */
export function adaptApi<T, B, L, I>(hooks: CollectionHooks<T, B, L, I>): ResourceApi<T, B> {
  return {
    useList: (args) => {
      const { data, isLoading, error, refetch } = hooks.useList(args);
      return { items: data ? hooks.items(data) : [], isLoading, error, refetch };
    },
    useItem: (id) => {
      const { data, isLoading, error, refetch } = hooks.useItem(id);
      return { item: data ? hooks.item(data) : undefined, isLoading, error, refetch };
    },
    useCreate: () => hooks.useCreate()[0],
    useUpdate: () => hooks.useUpdate()[0],
    useRemove: () => hooks.useRemove()[0],
  };
}

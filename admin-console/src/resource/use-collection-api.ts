import { useMemo } from 'react';
import {
  contentApi,
  endpointNames,
  itemTitle,
  optionsOf,
  titleFieldOf,
  type Collection,
  type PublicationState,
  type UpdateArgs,
} from '@mwangaza/shared';
import type { ContentEntity } from './define-resource';

interface QueryState {
  data?: Record<string, unknown>;
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}
/** A mutation's trigger, as RTK Query returns it. */
export type Trigger<A, R = unknown> = (arg: A) => { unwrap(): Promise<R> };
type Endpoint = {
  useQuery: (arg: unknown, options?: object) => QueryState;
  useMutation: () => readonly [Trigger<never>, ...unknown[]];
};

const NO_ITEMS: never[] = [];

export interface ListArgs {
  limit: number;
  search?: string;
  status?: PublicationState;
  [filter: string]: unknown;
}

/**
 * The shared screens name every item by `title`: a collection named by another field (a person's `name`)
 * gets it added, so lists, messages and references read the same property whatever the collection.
 */
function useTitled<T>(collection: Collection, items: T | undefined): T | undefined {
  return useMemo(() => {
    if (items === undefined || titleFieldOf(collection) === 'title') return items;
    const titled = (item: unknown) => ({
      ...(item as Record<string, unknown>),
      title: itemTitle(collection, item as Record<string, unknown>),
    });
    return (Array.isArray(items) ? items.map(titled) : titled(items)) as T;
  }, [collection, items]);
}

/**
 * A collection's generated calls (`getAdminCaseStudies`, `createCaseStudy`...) in the one shape the shared
 * screens use, found by the names its descriptor gives them.
 */
export function collectionApi<T extends ContentEntity = ContentEntity>(collection: Collection) {
  const names = endpointNames(collection);
  const endpoints = contentApi.endpoints as unknown as Record<string, Endpoint>;
  const endpoint = (name: string) => endpoints[name]!;
  const { item, list } = collection.keys;
  return {
    /**
     * Staff's list (every state). `published`: the public list instead, for a read-only account, which the
     * API refuses unpublished content (drafts and scheduled items are for editors and administrators).
     */
    useList(args: ListArgs, options: { skip?: boolean; published?: boolean } = {}) {
      const { status: _status, missing: _missing, ...publicArgs } = args;
      const published = options.published === true;
      const staff = endpoint(names.adminList).useQuery(args, { skip: options.skip || published });
      const site = endpoint(names.list).useQuery(publicArgs, { skip: options.skip || !published });
      const { data, isLoading, error, refetch } = published ? site : staff;
      return {
        items: useTitled(collection, data?.[list] as T[] | undefined) ?? NO_ITEMS,
        total: (data?.pagination as { total: number } | undefined)?.total,
        isLoading,
        error,
        refetch,
      };
    },
    /** The public list (published and due), as the site shows it. */
    usePublicList(args: ListArgs) {
      const { data, isLoading, error, refetch } = endpoint(names.list).useQuery(args);
      const items = useTitled(collection, data?.[list] as T[] | undefined) ?? NO_ITEMS;
      return { items, isLoading, error, refetch };
    },
    useItem(id: string) {
      const { data, isLoading, error, refetch } = endpoint(names.adminItem).useQuery(id);
      return { item: useTitled(collection, data?.[item] as T | undefined), isLoading, error, refetch };
    },
    useCreate: () => endpoint(names.create).useMutation()[0] as Trigger<unknown>,
    useUpdate: () => endpoint(names.update).useMutation()[0] as Trigger<UpdateArgs<unknown>>,
    useRemove: () => endpoint(names.remove).useMutation()[0] as Trigger<string>,
    /** Collections with a featured flag. */
    useToggleFeatured: () => {
      const [toggle, state] = endpoint(names.toggleFeatured).useMutation() as readonly [
        Trigger<string, Record<string, T>>,
        { isLoading: boolean },
      ];
      return [toggle, state, item] as const;
    },
    /**
     * Collections with a display order: the whole sequence in one request. Other collections never call it
     * (their lists do not move rows), but get a hook all the same, so every list calls the same hooks.
     */
    useReorder: () =>
      endpoint(optionsOf(collection).order ? names.reorder : names.update).useMutation()[0] as Trigger<
        string[]
      >,
  };
}

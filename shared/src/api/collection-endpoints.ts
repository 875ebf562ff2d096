import type { EndpointBuilder, MutationDefinition, QueryDefinition } from '@reduxjs/toolkit/query';
import {
  COLLECTIONS,
  optionsOf,
  type Collection,
  type CollectionNamed,
  type ContentCollection,
} from '../collections';
import type { BodyOf, ItemOf, PublicQueryOf } from '../collections/schemas';
import type { Pagination, PublicationState } from '../schemas';
import type { Locale } from '../i18n';
import type { ApiBaseQuery } from './base-query';
import { byId, cleanParams, itemTags, listTags, type TagType } from './tags';

export interface MessageResult {
  message: string;
}

/** An update carries the version it was edited from (If-Match): a stale save is refused with 412. */
export interface UpdateArgs<B> {
  id: string;
  body: B;
  version?: number;
}

/** A public read of one item in a language (`?locale=`): its id or its slug in that language. */
export interface ItemArgs {
  id: string;
  locale?: Locale;
}
/** A public item read: the id or slug (in English), or `{ id, locale }`. */
export type ItemArg = string | ItemArgs;
const itemArgs = (arg: ItemArg): ItemArgs => (typeof arg === 'string' ? { id: arg } : arg);

/** Query strings are text: a yes/no filter may be given as a boolean, an enum as any string. */
type Loose<T> = [T] extends ['true' | 'false'] ? boolean | T : [T] extends [string] ? string : T;
/** The public list's query: page, limit, search and the collection's own filters. */
export type CollectionListArgs<N extends ContentCollection> = {
  [K in keyof PublicQueryOf<N>]?: Loose<Exclude<PublicQueryOf<N>[K], undefined>>;
};
/** Staff lists also filter by publication state, and by a language items are missing (`missing: 'sw'`). */
export type CollectionStaffListArgs<N extends ContentCollection> = Omit<CollectionListArgs<N>, 'locale'> & {
  status?: PublicationState;
  missing?: Exclude<Locale, 'en'>;
};

type NameOf<C extends Collection> = C['name'];
/** `{ caseStudy }`: one item in its envelope key. */
export type ItemData<C extends Collection> = { [K in C['keys']['item']]: ItemOf<NameOf<C>> };
/** `{ caseStudies, pagination }`. */
export type ListData<C extends Collection> = { [K in C['keys']['list']]: ItemOf<NameOf<C>>[] } & {
  pagination: Pagination;
};

type Query<Arg, Result> = QueryDefinition<Arg, ApiBaseQuery, TagType, Result, 'api'>;
type Mutation<Arg, Result> = MutationDefinition<Arg, ApiBaseQuery, TagType, Result, 'api'>;

type One<C extends Collection> = C['typeName']['one'];
type Many<C extends Collection> = C['typeName']['many'];
type Options<C extends Collection> = C extends { options: infer O } ? O : object;

type FeaturedEndpoints<C extends Collection> =
  Options<C> extends { featured: string }
    ? Record<`toggle${One<C>}Featured`, Mutation<string, ItemData<C>>>
    : unknown;
type CategoryEndpoints<C extends Collection> =
  Options<C> extends { categories: string }
    ? Record<`get${One<C>}Categories`, Query<void, { categories: string[] }>>
    : unknown;
type OrderEndpoints<C extends Collection> =
  Options<C> extends { order: string }
    ? Record<`reorder${Many<C>}`, Mutation<string[], MessageResult>>
    : unknown;

/** The endpoints of one collection, named after it: getCaseStudies, getAdminCaseStudy, createCaseStudy... */
export type EndpointsOf<C extends Collection> = Record<
  `get${Many<C>}`,
  Query<CollectionListArgs<NameOf<C>> | void, ListData<C>>
> &
  Record<`getAdmin${Many<C>}`, Query<CollectionStaffListArgs<NameOf<C>> | void, ListData<C>>> &
  Record<`get${One<C>}`, Query<ItemArg, ItemData<C>>> &
  Record<`getAdmin${One<C>}`, Query<string, ItemData<C>>> &
  Record<`create${One<C>}`, Mutation<BodyOf<NameOf<C>>, ItemData<C>>> &
  Record<`update${One<C>}`, Mutation<UpdateArgs<BodyOf<NameOf<C>>>, ItemData<C>>> &
  Record<`delete${One<C>}`, Mutation<string, MessageResult>> &
  FeaturedEndpoints<C> &
  CategoryEndpoints<C> &
  OrderEndpoints<C>;

type Intersect<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;
export type CollectionEndpoints = Intersect<
  Collection extends infer C ? (C extends Collection ? EndpointsOf<C> : never) : never
>;

const ifMatch = (version: number | undefined) =>
  version === undefined ? undefined : { 'If-Match': `"${version}"` };

type Build = EndpointBuilder<ApiBaseQuery, TagType, 'api'>;
type Tags = { type: TagType; id: string }[];

/** The cache tags a collection's writes change beyond its items: the categories in use, where it lists them. */
export const categoryTags = (collection: Collection): Tags =>
  optionsOf(collection).categories
    ? [{ type: `${collection.typeName.one}Category` as TagType, id: 'LIST' }]
    : [];

/** One collection's endpoints, built from its descriptor. */
function endpointsOf(build: Build, collection: Collection): Record<string, unknown> {
  const { name, keys } = collection;
  const options = optionsOf(collection);
  const one = collection.typeName.one;
  const many = collection.typeName.many;
  const tag = one as TagType;
  const categories = categoryTags(collection);
  type Item = { id: string };
  type List = Record<string, Item[] | undefined>;
  type One = Record<string, Item | undefined>;

  const endpoints: Record<string, unknown> = {
    [`get${many}`]: build.query<List, object | void>({
      query: (args) => ({ url: `/${name}`, params: cleanParams(args) }),
      providesTags: (result) => listTags(tag, result?.[keys.list]),
    }),
    [`getAdmin${many}`]: build.query<List, object | void>({
      query: (args) => ({ url: `/${name}/admin/all`, params: cleanParams(args) }),
      providesTags: (result) => listTags(tag, result?.[keys.list]),
    }),
    [`get${one}`]: build.query<One, ItemArg>({
      // English keeps the address it always had (and the prerendered pages' cache entries).
      query: (arg) => {
        const { id, locale } = itemArgs(arg);
        return locale && locale !== 'en' ? { url: byId(name, id), params: { locale } } : byId(name, id);
      },
      // Read by id or slug: tagged with the real id, so an edit made in the console refreshes the public page.
      providesTags: (result, _error, arg) => [{ type: tag, id: result?.[keys.item]?.id ?? itemArgs(arg).id }],
    }),
    [`getAdmin${one}`]: build.query<One, string>({
      query: (id) => `/${name}/admin/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: tag, id }],
    }),
    [`create${one}`]: build.mutation<One, unknown>({
      query: (body) => ({ url: `/${name}`, method: 'POST', body }),
      invalidatesTags: [{ type: tag, id: 'LIST' }, ...categories],
    }),
    [`update${one}`]: build.mutation<One, UpdateArgs<unknown>>({
      query: ({ id, body, version }) => ({
        url: byId(name, id),
        method: 'PUT',
        body,
        headers: ifMatch(version),
      }),
      // A refused save (e.g. 412) leaves the cache alone: the form keeps the user's copy and offers a choice.
      invalidatesTags: (result, _error, { id }) => (result ? [...itemTags(tag, id), ...categories] : []),
    }),
    [`delete${one}`]: build.mutation<MessageResult, string>({
      query: (id) => ({ url: byId(name, id), method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [...itemTags(tag, id), ...categories],
    }),
  };
  if (options.featured) {
    endpoints[`toggle${one}Featured`] = build.mutation<One, string>({
      query: (id) => ({ url: `${byId(name, id)}/${options.featured}`, method: 'PATCH' }),
      invalidatesTags: (_result, _error, id) => itemTags(tag, id),
    });
  }
  if (options.categories) {
    endpoints[`get${one}Categories`] = build.query<{ categories: string[] }, void>({
      query: () => `/${name}/categories`,
      providesTags: categories,
    });
  }
  if (options.order) {
    /** The whole sequence in one atomic request (PUT /<name>/order). */
    endpoints[`reorder${many}`] = build.mutation<MessageResult, string[]>({
      query: (ids) => ({ url: `/${name}/order`, method: 'PUT', body: { ids } }),
      invalidatesTags: (_result, _error, ids) => [
        ...ids.map((id) => ({ type: tag, id })),
        { type: tag, id: 'LIST' },
      ],
    });
  }
  return endpoints;
}

/** Every collection's endpoints, generated from the descriptors. */
export function collectionEndpoints(build: Build): CollectionEndpoints {
  return Object.assign({}, ...COLLECTIONS.map((collection) => endpointsOf(build, collection)));
}

/** The names of a collection's endpoints, for code that serves any collection (the console's screens). */
export function endpointNames<N extends ContentCollection>(collection: CollectionNamed<N>) {
  const { one, many } = collection.typeName;
  return {
    list: `get${many}`,
    adminList: `getAdmin${many}`,
    item: `get${one}`,
    adminItem: `getAdmin${one}`,
    create: `create${one}`,
    update: `update${one}`,
    remove: `delete${one}`,
    toggleFeatured: `toggle${one}Featured`,
    categories: `get${one}Categories`,
    reorder: `reorder${many}`,
  } as const;
}

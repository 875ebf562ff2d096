import { createAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { COLLECTIONS, optionsOf, type Collection } from '../collections';
import { createBaseQuery } from './base-query';

type CategoryTag<C> = C extends {
  typeName: { one: infer One extends string };
  options: { categories: string };
}
  ? `${One}Category`
  : never;
/** Each collection's items (its type name), and its categories in use where it lists them. */
export type CollectionTag = Collection['typeName']['one'] | CategoryTag<Collection>;
const COLLECTION_TAGS = COLLECTIONS.flatMap((collection) => [
  collection.typeName.one,
  ...(optionsOf(collection).categories ? [`${collection.typeName.one}Category`] : []),
]) as CollectionTag[];

export const TAG_TYPES = [
  ...COLLECTION_TAGS,
  'Revision',
  'Enquiry',
  'User',
  'Me',
  'Config',
  'Media',
  'AuditEntry',
  'Subscriber',
  'NewsletterSend',
  'Invitation',
  'DeviceSession',
  'TwoFactorPolicy',
  'SiteSettings',
  'Slot',
  'Booking',
] as const;

/**
 * Puts the API cache a server filled while prerendering a page (its `api` state) into a browser's store,
 * so the page's first render in the browser shows the same content instead of loading states.
 */
export const prerenderedApiState = createAction<unknown>('prerender/apiState');

const createApi = buildCreateApi(
  coreModule(),
  // On the server (no window) hooks start their queries while rendering, as effects never run there; the
  // prerenderer renders again once they have answered.
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/** The one createApi (tag invalidation only works inside one slice); resources inject their endpoints. */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
  extractRehydrationInfo(action, { reducerPath }) {
    if (!prerenderedApiState.match(action)) return undefined;
    const state = action.payload as Record<string, unknown> | null;
    return state && typeof state === 'object' && reducerPath in state
      ? (state[reducerPath] as never)
      : undefined;
  },
});

import { createAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { createBaseQuery } from './base-query';

export const TAG_TYPES = [
  'Service',
  'CaseStudy',
  'CaseStudyCategory',
  'CultureItem',
  'Revision',
  'Enquiry',
  'User',
  'Me',
  'Config',
  'Media',
  'AuditEntry',
  'Invitation',
  'DeviceSession',
  'TwoFactorPolicy',
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

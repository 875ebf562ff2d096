import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { resolveApiBase } from '../config/runtime-config';
import { endSession, storeRefreshedTokens, type SessionState } from '../auth/session-slice';
import type { ApiEnvelope, TokenPair } from '../schemas';
import { FALLBACK_MESSAGES, type ApiError } from './api-error';
import type { UploadProgress } from './xhr-fetch';

/** Every request gives up after 10 s, so a screen shows its error rather than spinning forever. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** A 401 from these is an answer about credentials, not an expired access token. */
const NO_REFRESH_PATHS = ['/auth/login', '/auth/register', '/auth/refresh', '/auth/logout'];

/** A request whose body upload reports progress (media uploads): sent with XMLHttpRequest instead of fetch. */
export interface UploadArgs extends FetchArgs {
  onUploadProgress?: (progress: UploadProgress) => void;
}

export type ApiBaseQuery = BaseQueryFn<string | UploadArgs, unknown, ApiError, object, FetchBaseQueryMeta>;
type RawResult = Awaited<ReturnType<ReturnType<typeof fetchBaseQuery>>>;
type QueryApi = Parameters<ApiBaseQuery>[1];
type WithSession = { auth: SessionState };

function toFetchArgs(args: string | FetchArgs): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  const url = /^https?:\/\//.test(request.url) ? request.url : `${resolveApiBase()}${request.url}`;
  return { ...request, url };
}

function withBearer(args: FetchArgs, token: string | null): FetchArgs {
  if (!token) return args;
  const headers = new Headers(args.headers as HeadersInit | undefined);
  headers.set('Authorization', `Bearer ${token}`);
  return { ...args, headers };
}

function envelopeMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && typeof (body as ApiEnvelope<unknown>).message === 'string') {
    return (body as ApiEnvelope<unknown>).message || undefined;
  }
  return undefined;
}

export function toApiError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') {
    const message = envelopeMessage(error.data) ?? FALLBACK_MESSAGES.failed;
    // Some refusals carry details (a 412's who-saved-when): kept for the screen that handles them.
    const data = (error.data as ApiEnvelope<unknown> | null)?.data;
    return data === undefined ? { status: error.status, message } : { status: error.status, message, data };
  }
  switch (error.status) {
    case 'TIMEOUT_ERROR':
      return { status: 'TIMEOUT', message: FALLBACK_MESSAGES.timeout };
    case 'PARSING_ERROR':
      return { status: error.originalStatus, message: FALLBACK_MESSAGES.failed };
    default:
      return { status: 'NETWORK', message: FALLBACK_MESSAGES.network };
  }
}

/** Unwraps `{ success, message, data }`: hooks see `data` (or `{ message }` when there is none). */
function unwrap(result: RawResult) {
  if (result.error) return { error: toApiError(result.error), meta: result.meta };
  const body = result.data as ApiEnvelope<unknown> | null;
  if (body && typeof body === 'object' && 'success' in body) {
    if (body.success === false) {
      const status = result.meta?.response?.status ?? 500;
      return { error: { status, message: body.message || FALLBACK_MESSAGES.failed }, meta: result.meta };
    }
    return { data: body.data !== undefined ? body.data : { message: body.message }, meta: result.meta };
  }
  return { data: body, meta: result.meta };
}

function isUnauthorized(result: RawResult): boolean {
  const error = result.error;
  return Boolean(
    error && (error.status === 401 || (error.status === 'PARSING_ERROR' && error.originalStatus === 401)),
  );
}

function refreshAllowed(args: FetchArgs): boolean {
  const path = new URL(args.url).pathname;
  return !NO_REFRESH_PATHS.some((exempt) => path.endsWith(exempt));
}

export function createBaseQuery({
  timeoutMs = REQUEST_TIMEOUT_MS,
}: { timeoutMs?: number } = {}): ApiBaseQuery {
  const rawWith = (fetchFn: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) =>
    fetchBaseQuery({
      timeout: timeoutMs,
      fetchFn,
      prepareHeaders: (headers) => {
        headers.set('Accept', 'application/json');
        return headers;
      },
    });
  // Looked up per call, so test interceptors (msw) and polyfills installed later are honoured.
  const raw = rawWith((input, init) => fetch(input, init));

  // One refresh at a time, shared by every request that hit a 401 meanwhile (refresh tokens rotate).
  let refreshing: Promise<string | null> | null = null;

  async function refresh(api: QueryApi, extraOptions: object): Promise<string | null> {
    const refreshToken = (api.getState() as WithSession).auth.refreshToken;
    if (!refreshToken) {
      api.dispatch(endSession({ expired: true }));
      return null;
    }
    const request = toFetchArgs({ url: '/auth/refresh', method: 'POST', body: { refreshToken } });
    const result = unwrap(await raw(request, api, extraOptions));
    const pair = result.data as Partial<TokenPair> | undefined;
    if (result.error || !pair?.accessToken || !pair.refreshToken) {
      api.dispatch(endSession({ expired: true }));
      return null;
    }
    api.dispatch(storeRefreshedTokens({ accessToken: pair.accessToken, refreshToken: pair.refreshToken }));
    return pair.accessToken;
  }

  function refreshOnce(api: QueryApi, extraOptions: object): Promise<string | null> {
    refreshing ??= refresh(api, extraOptions).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  return async (args, api, extraOptions) => {
    const { onUploadProgress, ...fetchArgs } = typeof args === 'string' ? { url: args } : args;
    const request = toFetchArgs(fetchArgs);
    // Uploads go through the same bearer, refresh-once and error unwrapping as every other call. Only staff
    // upload, so the XMLHttpRequest transport is fetched on the first upload rather than with every page.
    const send = onUploadProgress
      ? rawWith((await import('./xhr-fetch')).createXhrFetch(onUploadProgress))
      : raw;
    const sentToken = (api.getState() as WithSession).auth.accessToken;
    let result = await send(withBearer(request, sentToken), api, extraOptions);

    if (isUnauthorized(result) && sentToken && refreshAllowed(request)) {
      const currentToken = (api.getState() as WithSession).auth.accessToken;
      // Another request may already have refreshed (or ended) the session while this one was in flight.
      const retryToken = currentToken === sentToken ? await refreshOnce(api, extraOptions) : currentToken;
      if (retryToken) result = await send(withBearer(request, retryToken), api, extraOptions);
    }
    return unwrap(result);
  };
}

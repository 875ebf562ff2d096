import { HttpResponse } from 'msw';
import type { TSchema } from 'typebox';
import Value from 'typebox/value';
import {
  CONTENT_WRITER_ROLES,
  DEFAULT_LIMIT,
  DEFAULT_PAGE,
  MAX_LIMIT,
  UNPUBLISHED_CONTENT_MESSAGE,
  type Role,
} from '../../schemas';
import { userForAccessToken, type MockUser } from '../db';

/** Any origin: jest's jsdom (http://localhost), a remote's dev server, or the shell. */
export const API = '*/api';

export const AUTH_REQUIRED = 'Authentication required';
export const FORBIDDEN = 'You do not have permission to do this';

export function ok<T>(message: string, data?: T, status = 200) {
  return HttpResponse.json(
    data === undefined ? { success: true, message } : { success: true, message, data },
    { status },
  );
}

export function fail(status: number, message: string) {
  return HttpResponse.json({ success: false, message }, { status });
}

const MAX_PAGE_PARAM = 1_000_000;

/** A page or limit given as anything but a whole number from 1 (the API's query schema) is refused. */
function pageParam(url: URL, name: 'page' | 'limit', fallback: number): number | Response {
  const raw = url.searchParams.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(value)) return fail(400, `${name} must be integer`);
  if (value < 1) return fail(400, `${name} must be >= 1`);
  if (value > MAX_PAGE_PARAM) return fail(400, `${name} must be <= ${MAX_PAGE_PARAM}`);
  return value;
}

/** The API's paging: defaults 1 and 10, limit clamped to 100; a 400 Response for a bad page or limit. */
export function paginate<T>(items: T[], url: URL) {
  const page = pageParam(url, 'page', DEFAULT_PAGE);
  if (page instanceof Response) return page;
  const limitParam = pageParam(url, 'limit', DEFAULT_LIMIT);
  if (limitParam instanceof Response) return limitParam;
  const limit = Math.min(limitParam, MAX_LIMIT);
  const pages = Math.ceil(items.length / limit);
  return {
    items: items.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total: items.length, pages },
  };
}

/** Literal, case-insensitive search over the given fields, as the API searches. */
export function matchesSearch(search: string | null, ...fields: (string | undefined)[]): boolean {
  const needle = search?.trim().toLowerCase();
  if (!needle) return true;
  return fields.some((field) => field?.toLowerCase().includes(needle));
}

type Guarded = { user: MockUser; response?: undefined } | { user?: undefined; response: Response };

/** 401 without a valid bearer token; 403 when the role is not allowed (with `forbidden`, else a general message). */
export function authorize(request: Request, roles?: readonly Role[], forbidden = FORBIDDEN): Guarded {
  const header = request.headers.get('Authorization') ?? '';
  const user = userForAccessToken(header.startsWith('Bearer ') ? header.slice(7) : undefined);
  if (!user) return { response: fail(401, AUTH_REQUIRED) };
  if (roles && !roles.includes(user.role)) return { response: fail(403, forbidden) };
  return { user };
}

export const WRITERS = CONTENT_WRITER_ROLES;
export const ADMINS: readonly Role[] = ['admin'];
/** The API's guard of unpublished content (drafts, previews, revisions): editors and administrators. */
export const unpublishedReader = (request: Request) =>
  authorize(request, WRITERS, UNPUBLISHED_CONTENT_MESSAGE);

type Parsed<T> = { body: T; response?: undefined } | { body?: undefined; response: Response };

/** Validates a JSON body against the shared schema: 400 with a message naming the field. */
export async function parseBody<T>(request: Request, schema: TSchema): Promise<Parsed<T>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { response: fail(400, 'Request body must be valid JSON') };
  }
  const [error] = Value.Errors(schema, body);
  if (!error) return { body: body as T };
  const params = error.params as { requiredProperties?: string[] };
  const field =
    error.instancePath.replace(/^\//, '').replace(/\//g, '.') || params.requiredProperties?.[0] || 'body';
  return { response: fail(400, `${field} ${issueText(error)}`) };
}

/** As the API says it: an enum names its allowed values ("locale must be one of: en, sw, fr"). */
function issueText(error: { keyword: string; message: string; params: unknown }): string {
  const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
  return error.keyword === 'enum' && allowed ? `must be one of: ${allowed.join(', ')}` : error.message;
}

/**
 * Checks a query string against the shared query schema as the API does (text coerced to numbers and
 * booleans, unknown parameters ignored): a 400 naming the parameter, or undefined when it is valid.
 */
export function checkQuery(url: URL, schema: TSchema): Response | undefined {
  const query = Value.Convert(schema, Object.fromEntries(url.searchParams));
  const error = [...Value.Errors(schema, query)].find((issue) => issue.keyword !== 'additionalProperties');
  if (!error) return undefined;
  return fail(400, `${error.instancePath.replace(/^\//, '') || 'Query string'} ${issueText(error)}`);
}

export const now = () => new Date().toISOString();
